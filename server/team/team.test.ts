/**
 * The team (#14): who may list and change it, inviting (the person completes registration from
 * the mailed link) and registering at once (a login link is mailed), resending, changing and
 * removing members, the rules that keep a team safe (system users, one's own admin right), bad
 * input refused with nothing changed, and two admins adding the same person at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import type { TeamList, TeamMember } from '../../src/domain/team';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('partner', 'acme');
  tokens.alexStaff = await t.login('staff', 'acme-alex');
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.robin = await t.login('staff', 'acme-robin');
  tokens.gina = await t.login('staff', 'globex-gina');
  tokens.scan = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Scan Person', email: 'scan@example.com' });
  await t.database.db
    .insertInto('users')
    .values({ id: 'acme-robot', event_id: 'demo-expo', badge_code: 'hzzzzrzzzzszzzz', email: 'robot@acme.example', first_name: 'Badge', last_name: 'Robot', is_system: true })
    .execute();
  await t.database.db.insertInto('staff').values({ partner_id: 'acme', user_id: 'acme-robot', permissions: ['createConnections'] }).execute();
});
afterAll(async () => t.close());

const auth = (who: string) => (tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(who), ...(payload === undefined ? {} : { payload: payload as object }) });
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Jansen',
  email,
  phone: '+31 6 1234 5678',
  company: 'Acme',
  registrationType: 'Exhibitor staff',
  public: true,
  contactable: false,
  permissions: ['createConnections'],
  language: 'nl',
  join: 'invite',
  ...extra,
});
const team = async (who = 'alex') => (await call(who, 'GET', '/api/team')).json<TeamList>();
const staffCount = async () => Number((await t.database.db.selectFrom('staff').select((eb) => eb.fn.countAll().as('n')).where('partner_id', '=', 'acme').executeTakeFirstOrThrow()).n);
/** The login link in the newest mail to `to`, as the path parts a device sends. */
async function mailedLink(to: string, after: number) {
  const mail = await t.smtp.waitFor(to, (m) => t.smtp.mails.indexOf(m) >= after);
  const match = /http:\/\/leadstand\.test\/staff\/([\w-]+)\/([\w-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { mail, visitorID: match![1]!, verifier: match![2]! };
}
const session = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', ...payload } }).then((r) => r.json());

describe('the team list', () => {
  it('shows an administrator every member of their company with what the screen needs', async () => {
    for (const who of ['alex', 'alexStaff']) {
      const res = await call(who, 'GET', '/api/team');
      expect(res.statusCode).toBe(200);
      const list = res.json<TeamList>();
      const names = list.members.map((m) => `${m.firstName} ${m.lastName}`);
      expect(names).toEqual(expect.arrayContaining(['Alex Morgan', 'Sam Visser', 'Robin Keller', 'Taylor Dubois', 'Badge Robot']));
      expect(names).not.toContain('Gina Romero');
      expect(list.you).toBe('acme-alex');
    }
    const sam = (await team()).members.find((m) => m.id === 'acme-sam')!;
    expect(sam).toMatchObject({ email: expect.stringContaining('@'), permissions: ['createConnections'], registrationState: 'registered', system: false, mode: 'staff' });
    expect(sam.connections).toBeGreaterThan(0);
    expect(sam.lastLoginAt).not.toBeNull();
    expect((await team()).members.find((m) => m.id === 'acme-robot')!.system).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await call('sam', 'GET', '/api/team')).statusCode).toBe(403);
    expect((await call('scan', 'GET', '/api/team')).statusCode).toBe(403);
    expect((await call('nobody', 'GET', '/api/team')).statusCode).toBe(401);
    for (const [method, url] of [['POST', '/api/team'], ['PUT', '/api/team/acme-sam'], ['POST', '/api/team/acme-sam/resend'], ['DELETE', '/api/team/acme-sam']] as const) {
      expect((await call('robin', method, url, method === 'DELETE' ? undefined : person('x@acme.example'))).statusCode, `${method} ${url}`).toBe(403);
      expect((await call('nobody', method, url, method === 'DELETE' ? undefined : person('x@acme.example'))).statusCode, `${method} ${url}`).toBe(401);
    }
    // Another company's administrator does not reach Acme's members.
    expect((await call('gina', 'DELETE', '/api/team/acme-sam')).statusCode).toBe(404);
    expect((await call('gina', 'PUT', '/api/team/acme-sam', person('sam@acme.example', { join: undefined }))).statusCode).toBe(404);
  });
});

describe('a new member', () => {
  it('invited, completes registration from the mailed link with their name and the terms, and is on the team', async () => {
    const before = t.smtp.mails.length;
    const res = await call('alex', 'POST', '/api/team', person('Nora.Jansen@Example.com'));
    expect(res.statusCode).toBe(201);
    const created = res.json<TeamMember>();
    expect(created).toMatchObject({ firstName: 'Nora', email: 'nora.jansen@example.com', phone: '+31612345678', registrationState: 'invited', lastLoginAt: null, permissions: ['createConnections'] });
    expect(created.invitedAt).not.toBeNull();
    const { mail, visitorID, verifier } = await mailedLink('nora.jansen@example.com', before);
    expect(mail.subject).toBe('Word lid van het team van Acme op Demo Expo');
    expect(visitorID).toBe(created.id);

    // The name, as the administrator entered it, to confirm; then the terms; then in.
    const first = await session({ visitorID, verifier });
    expect(first).toMatchObject({ state: 'unlinked', errorCode: 'registrationRequired', registration: { firstName: 'Nora', lastName: 'Jansen', email: 'nora.jansen@example.com' } });
    expect((await session({ visitorID, verifier, firstName: ' ', lastName: 'Jansen' })).errorCode).toBe('registrationRequired');
    expect((await session({ visitorID, verifier, firstName: 'Nora', lastName: 'Jansen-Smit' })).errorCode).toBe('tandcRequired');
    const linked = await session({ visitorID, verifier, firstName: 'Nora', lastName: 'Jansen-Smit', acceptTerms: true });
    expect(linked.state).toBe('linked');
    const me = await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${linked.token}` } });
    expect(me.json()).toMatchObject({ sessionMode: 'staff', partnerID: 'acme', permissions: ['createConnections'] });

    const member = (await team()).members.find((m) => m.id === created.id)!;
    expect(member).toMatchObject({ lastName: 'Jansen-Smit', registrationState: 'registered', mode: 'staff', invitedAt: null });
    expect(member.lastLoginAt).not.toBeNull();
    // The link worked once.
    expect((await session({ visitorID, verifier, firstName: 'Nora', lastName: 'Jansen', acceptTerms: true })).errorCode).toBe('linkAlreadyUsed');
  });

  it('registered at once gets a login link and needs only the terms; a resent link replaces the first', async () => {
    const before = t.smtp.mails.length;
    const res = await call('alex', 'POST', '/api/team', person('piet@example.com', { firstName: 'Piet', join: 'register', language: 'en', permissions: ['createConnections', 'exportConnections', 'createConnections'] }));
    expect(res.statusCode).toBe(201);
    const created = res.json<TeamMember>();
    expect(created).toMatchObject({ registrationState: 'registered', permissions: ['createConnections', 'exportConnections'] });
    const firstLink = await mailedLink('piet@example.com', before);
    expect(firstLink.mail.subject).toBe('Your login for Acme at Demo Expo');

    const again = t.smtp.mails.length;
    const resent = await call('alex', 'POST', `/api/team/${created.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await mailedLink('piet@example.com', again);
    expect(second.verifier).not.toBe(firstLink.verifier);
    expect((await session({ visitorID: created.id, verifier: firstLink.verifier, acceptTerms: true })).errorCode).toBe('notLoggedIn');
    expect((await session({ visitorID: created.id, verifier: second.verifier })).errorCode).toBe('tandcRequired');
    expect((await session({ visitorID: created.id, verifier: second.verifier, acceptTerms: true })).state).toBe('linked');
    // Logged in: nothing to resend.
    expect((await call('alex', 'POST', `/api/team/${created.id}/resend`)).json()).toEqual({ error: 'team.alreadyLoggedIn' });
  });

  it("an invitation replaced by a newer one says it is no longer valid", async () => {
    const before = t.smtp.mails.length;
    const created = (await call('alex', 'POST', '/api/team', person('ines@example.com', { firstName: 'Ines' }))).json<TeamMember>();
    const old = await mailedLink('ines@example.com', before);
    const again = t.smtp.mails.length;
    expect((await call('alexStaff', 'POST', `/api/team/${created.id}/resend`)).statusCode).toBe(200);
    await mailedLink('ines@example.com', again);
    expect((await session({ visitorID: created.id, verifier: old.verifier, firstName: 'Ines', lastName: 'Jansen', acceptTerms: true })).errorCode).toBe('inviteCodeNotFound');
  });

  it('refuses bad input field by field, and nothing is created or mailed', async () => {
    const count = await staffCount();
    const mails = t.smtp.mails.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-address' }, 'email', 'team.emailInvalid'],
      [{ firstName: '' }, 'firstName', 'team.firstNameRequired'],
      [{ lastName: '   ' }, 'lastName', 'team.lastNameRequired'],
      [{ firstName: 'x'.repeat(81) }, 'firstName', 'team.nameTooLong'],
      [{ phone: '0612345678' }, 'phone', 'team.phoneInvalid'],
      [{ phone: '+31 abc' }, 'phone', 'team.phoneInvalid'],
      [{ public: false, contactable: true }, 'contactable', 'team.contactableNeedsPublic'],
      [{ permissions: ['superuser'] }, 'permissions.0', 'team.permissionInvalid'],
      [{ language: 'xx' }, 'language', 'team.languageInvalid'],
      [{ join: 'maybe' }, 'join', 'team.joinInvalid'],
      [{ company: 'x'.repeat(121) }, 'company', 'team.textTooLong'],
      [{ attendance: 'sometimes' }, 'attendance', 'team.attendanceInvalid'],
    ];
    for (const [change, field, error] of cases) {
      const res = await call('alex', 'POST', '/api/team', person('bad@example.com', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(change)).toBe(error);
    }
    expect((await call('alex', 'POST', '/api/team', { ...person('bad@example.com'), extra: 1 })).statusCode).toBe(400);
    expect(await staffCount()).toBe(count);
    expect(t.smtp.mails.length).toBe(mails);
  });

  it('is one member when two administrators add the same address at once', async () => {
    const count = await staffCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => call('alex', 'POST', '/api/team', person('twice@example.com', { join: 'register' }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'team.alreadyMember')).toBe(true);
    expect(await staffCount()).toBe(count + 1);
  });

  it('can be someone the event already knows, and a system user cannot be added', async () => {
    const visitor = await t.database.db.selectFrom('users').select(['id', 'email']).where('event_id', '=', 'demo-expo').where('id', 'not in', t.database.db.selectFrom('staff').select('user_id')).where('email', 'is not', null).executeTakeFirstOrThrow();
    const res = await call('alex', 'POST', '/api/team', person(visitor.email!.toUpperCase(), { join: 'register' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamMember>().id).toBe(visitor.id);
    expect((await call('alex', 'POST', '/api/team', person('robot@acme.example'))).json()).toEqual({ error: 'team.systemUser' });
  });
});

describe('changing a member', () => {
  it('changes their fields and permissions, and the server enforces the new permissions at once', async () => {
    const robin = (await team()).members.find((m) => m.id === 'acme-robin')!;
    const res = await call('alex', 'PUT', '/api/team/acme-robin', {
      ...person(robin.email!, { join: undefined }),
      firstName: 'Robin',
      lastName: 'Keller',
      permissions: ['admin'],
      attendance: 'show',
      contactable: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({ permissions: ['admin'], attendance: 'show', contactable: true, phone: '+31612345678' });
    // Robin is an administrator now: the team is theirs to see.
    expect((await call('robin', 'GET', '/api/team')).statusCode).toBe(200);
    const back = await call('alex', 'PUT', '/api/team/acme-robin', { ...person(robin.email!, { join: undefined }), firstName: 'Robin', lastName: 'Keller', permissions: ['createConnections'] });
    expect(back.statusCode).toBe(200);
    expect((await call('robin', 'GET', '/api/team')).statusCode).toBe(403);
  });

  it('refuses what would harm the team, and bad input, with nothing changed', async () => {
    const alex = (await team()).members.find((m) => m.id === 'acme-alex')!;
    const edit = (extra: Record<string, unknown>) => ({ ...person(alex.email!, { join: undefined }), firstName: alex.firstName, lastName: alex.lastName, permissions: ['admin'], ...extra });
    expect((await call('alex', 'PUT', '/api/team/acme-alex', edit({ permissions: ['createConnections'] }))).json()).toEqual({ error: 'team.self' });
    expect((await call('alex', 'PUT', '/api/team/acme-robot', edit({ email: 'robot@acme.example' }))).json()).toEqual({ error: 'team.systemUser' });
    const sam = (await team()).members.find((m) => m.id === 'acme-sam')!;
    expect((await call('alex', 'PUT', '/api/team/acme-sam', edit({ email: alex.email, permissions: [] }))).json()).toEqual({ error: 'team.emailTaken' });
    expect((await call('alex', 'PUT', '/api/team/acme-sam', edit({ email: 'nope' }))).json().fields.email).toBe('team.emailInvalid');
    expect((await call('alex', 'PUT', '/api/team/nobody', edit({}))).statusCode).toBe(404);
    const after = (await team()).members;
    expect(after.find((m) => m.id === 'acme-alex')!.permissions).toEqual(['admin']);
    expect(after.find((m) => m.id === 'acme-sam')).toEqual(sam);
  });
});

describe('removing a member', () => {
  it('ends their sessions at once and keeps their connections with the company', async () => {
    const connections = async () => Number((await t.database.db.selectFrom('connections').select((eb) => eb.fn.countAll().as('n')).where('partner_id', '=', 'acme').where('scanned_by_user_id', '=', 'acme-sam').executeTakeFirstOrThrow()).n);
    const kept = await connections();
    expect(kept).toBeGreaterThan(0);
    expect((await call('sam', 'GET', '/api/session')).statusCode).toBe(200);
    expect((await call('alex', 'DELETE', '/api/team/acme-sam')).statusCode).toBe(204);
    expect((await call('sam', 'GET', '/api/sync/pull?cookie=')).statusCode).toBe(401);
    expect((await team()).members.some((m) => m.id === 'acme-sam')).toBe(false);
    expect(await connections()).toBe(kept);
    expect((await call('alex', 'DELETE', '/api/team/acme-sam')).statusCode).toBe(404);
  });

  it('never removes a system user or the administrator asking', async () => {
    expect((await call('alex', 'DELETE', '/api/team/acme-robot')).json()).toEqual({ error: 'team.systemUser' });
    expect((await call('alexStaff', 'DELETE', '/api/team/acme-alex')).json()).toEqual({ error: 'team.self' });
    expect((await team()).members.map((m) => m.id)).toEqual(expect.arrayContaining(['acme-robot', 'acme-alex']));
  });
});

describe('badges', () => {
  const badges = (who: string, userId: string, body: unknown) => call(who, 'PUT', `/api/team/${userId}/badges`, body);
  const right = async (id: string) => (await team()).badges.find((b) => b.id === id)!;
  beforeAll(async () => {
    for (const [id, code] of [['acme-b1', 'hzzzzrzzzzszzzy'], ['acme-b2', 'hzzzzrzzzzszzzx']] as const) {
      await t.database.db.insertInto('users').values({ id, event_id: 'demo-expo', badge_code: code, email: `${id}@acme.example`, first_name: 'Badge', last_name: id }).execute();
      await t.database.db.insertInto('staff').values({ partner_id: 'acme', user_id: id, permissions: ['createConnections'] }).execute();
    }
    tokens.b2 = await t.login('staff', 'acme-b2');
  });

  it("gives a member one of the exhibitor's badges while any is left, counts it in the shop, and takes it back", async () => {
    const before = await right('demo-badge-exhibitor');
    expect(before).toMatchObject({ free: 5, purchased: 0, total: 5 });
    const res = await badges('alex', 'acme-b1', { badgeTypeId: 'demo-badge-exhibitor', complimentaryLimit: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamMember>()).toMatchObject({ badgeTypeId: 'demo-badge-exhibitor', complimentaryLimit: 3, complimentaryUsed: 0 });
    expect((await right('demo-badge-exhibitor')).used).toBe(before.used + 1);
    const shop = (await call('alex', 'GET', '/api/shop')).json<{ items: Array<{ id: string; used: number }> }>().items;
    expect(shop.find((i) => i.id === 'demo-badge-exhibitor')!.used).toBe(before.used + 1);
    // The same again changes nothing; none takes it back.
    await badges('alex', 'acme-b1', { badgeTypeId: 'demo-badge-exhibitor', complimentaryLimit: 3 });
    expect((await right('demo-badge-exhibitor')).used).toBe(before.used + 1);
    await badges('alex', 'acme-b1', { badgeTypeId: null, complimentaryLimit: 3 });
    expect((await right('demo-badge-exhibitor')).used).toBe(before.used);
  });

  it('never hands out more badges than there are, even to two members at the same moment', async () => {
    await t.database.db.insertInto('badge_types').values({ id: 'vip', event_id: 'demo-expo', name: 'VIP', price_cents: 0, currency: 'EUR', vat_rate_bp: 0, complimentary: 1, stock: null }).execute();
    const results = await Promise.all(['acme-b1', 'acme-b2'].map((id) => badges('alex', id, { badgeTypeId: 'vip', complimentaryLimit: 0 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: 'team.noBadgeLeft' });
    expect(await right('vip')).toMatchObject({ total: 1, used: 1 });
    // None bought of the extra badge yet: nothing to give.
    expect((await badges('alex', 'acme-b1', { badgeTypeId: 'demo-badge-extra', complimentaryLimit: 0 })).json()).toEqual({ error: 'team.noBadgeLeft' });
    expect((await badges('alex', 'acme-b1', { badgeTypeId: 'no-such-type', complimentaryLimit: 0 })).json()).toEqual({ error: 'team.badgeUnknown' });
  });

  it('refuses bad input, a system user, another company and a plain member, with nothing changed', async () => {
    const sam = (await team()).members.find((m) => m.id === 'acme-b1')!;
    for (const limit of [-1, 1.5, 1001, '3']) {
      const res = await badges('alex', 'acme-b1', { badgeTypeId: null, complimentaryLimit: limit });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.complimentaryLimit).toBe('team.complimentaryInvalid');
    }
    expect((await badges('alex', 'acme-robot', { badgeTypeId: null, complimentaryLimit: 1 })).json()).toEqual({ error: 'team.systemUser' });
    expect((await badges('gina', 'acme-b1', { badgeTypeId: null, complimentaryLimit: 1 })).statusCode).toBe(404);
    expect((await badges('b2', 'acme-b1', { badgeTypeId: null, complimentaryLimit: 9 })).statusCode).toBe(403);
    expect((await team()).members.find((m) => m.id === 'acme-b1')).toEqual(sam);
  });

  it("counts a member's complimentary badges handed to guests, and a removed member's badge goes back", async () => {
    await t.database.db.insertInto('badge_grants').values({ id: 'guest-grant', partner_id: 'acme', badge_type_id: 'demo-badge-exhibitor', holder_email: 'guest@example.com', given_by_user_id: 'acme-b2' }).execute();
    expect((await team()).members.find((m) => m.id === 'acme-b2')!.complimentaryUsed).toBe(1);
    const vip = await right('vip');
    const holder = (await team()).members.find((m) => m.badgeTypeId === 'vip')!;
    expect((await call('alex', 'DELETE', `/api/team/${holder.id}`)).statusCode).toBe(204);
    expect((await right('vip')).used).toBe(vip.used - 1);
  });
});
