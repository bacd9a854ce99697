/**
 * The organiser's exhibitors: created with their section switches, their administrator invited
 * over a real SMTP conversation and logged in through the link in the mail, and scan licences of
 * every type, limited or not, with their use. Bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { allSettings } from '../../src/domain/session';
import { LICENCE_TYPES } from '../../src/domain/licence';
import { newEventDefaults } from '../../src/domain/organiser';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import type { PullResponse } from '../../src/domain/protocol';
import { DEMO, demoBadgeCode } from '../demo/seed';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  const res = await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } });
  auth = { authorization: `Bearer ${res.json().token}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
const settings = { ...allSettings(true), badgeShop: false, conversation: false, api: false };

describe('exhibitors', () => {
  it('creates an exhibitor with its section switches, edits them, and lists it with the event', async () => {
    const created = await call('POST', '/api/organiser/events/demo-expo/exhibitors', { name: 'Wonka Industries', settings });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'wonka-industries', eventId: 'demo-expo', name: 'Wonka Industries', settings, admin: null, licences: [], staff: 0 });
    const edited = await call('PUT', '/api/organiser/exhibitors/wonka-industries', { name: 'Wonka Industries Ltd', settings: { ...settings, content: false } });
    expect(edited.json()).toMatchObject({ name: 'Wonka Industries Ltd', settings: { content: false, connections: true } });
    // The exhibitor's administrators see in their audit log that the organiser changed a section.
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'subject', 'row_count', 'actor_name']).where('partner_id', '=', 'wonka-industries').execute();
    expect(audit).toEqual([{ action: 'settings.changed', subject: 'content', row_count: 1, actor_name: expect.any(String) }]);
    const list = (await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json() as Array<{ id: string }>;
    expect(list.map((e) => e.id)).toEqual(expect.arrayContaining(['acme', 'globex', 'wonka-industries']));
    expect((await call('GET', '/api/organiser/events/no-such-event/exhibitors')).statusCode).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json().length;
    const bad = [
      [{ name: '', settings }, 'name', 'exhibitor.nameRequired'],
      [{ name: 'x'.repeat(121), settings }, 'name', 'exhibitor.nameTooLong'],
      [{ name: 'No settings' }, 'settings', 'event.invalid'],
      [{ name: 'Half settings', settings: { connections: true } }, 'settings.manual', 'event.invalid'],
    ] as const;
    for (const [payload, field, key] of bad) {
      const res = await call('POST', '/api/organiser/events/demo-expo/exhibitors', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(key);
    }
    expect((await call('POST', '/api/organiser/events/demo-expo/exhibitors', { name: 'Extra', settings: { ...settings, hacker: true } })).statusCode).toBe(400);
    expect((await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json()).toHaveLength(before);
    expect((await call('PUT', '/api/organiser/exhibitors/acme', { name: '', settings })).statusCode).toBe(400);
    expect((await call('GET', '/api/organiser/exhibitors/acme')).json().name).toBe('Acme');
    expect((await call('PUT', '/api/organiser/exhibitors/nobody', { name: 'X', settings })).statusCode).toBe(404);
  });

  it("invites the administrator by e-mail; the link in the mail logs them in once, with only the sections that are on", async () => {
    const created = (await call('POST', '/api/organiser/events/demo-expo/exhibitors', { name: 'Initrode', settings })).json();
    const bad = await call('POST', `/api/organiser/exhibitors/${created.id}/invite`, { firstName: 'Ines', lastName: 'Ito', email: 'not-an-address', language: 'de' });
    expect(bad.json().fields).toEqual({ email: 'invite.emailInvalid' });
    const invited = await call('POST', `/api/organiser/exhibitors/${created.id}/invite`, { firstName: 'Ines', lastName: 'Ito', email: 'Ines@Initrode.example', language: 'de' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().admin).toMatchObject({ name: 'Ines Ito', email: 'ines@initrode.example', accepted: false, invitedAt: expect.any(String) });

    const mail = await t.smtp.waitFor('ines@initrode.example');
    expect(mail.subject).toBe('Richten Sie Initrode für Demo Expo ein');
    const [, partnerID, verifier, inviteCode] = /\/partner\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec(mail.text)!;
    expect(partnerID).toBe('initrode');
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/session', payload }).then((r) => r.json());
    expect(await put({ sessionMode: 'partner', partnerID, verifier, inviteCode })).toMatchObject({ errorCode: 'tandcRequired' });
    const linked = await put({ sessionMode: 'partner', partnerID, verifier, inviteCode, acceptTerms: true });
    expect(linked.state).toBe('linked');
    const info = (await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${linked.token}` } })).json();
    expect(info).toMatchObject({ sessionMode: 'partner', partnerID: 'initrode', user: { name: 'Ines Ito' } });
    expect(info.settings).toMatchObject({ connections: true, badgeShop: false, conversation: false, api: false });
    // Once.
    expect((await put({ sessionMode: 'partner', partnerID, verifier, inviteCode, acceptTerms: true })).state).toBe('unlinked');
    expect((await call('GET', `/api/organiser/exhibitors/${created.id}`)).json().admin).toMatchObject({ accepted: true });
  });

  it('leaves no invitation behind when the mail cannot be sent', async () => {
    const created = (await call('POST', '/api/organiser/events/demo-expo/exhibitors', { name: 'Mailless', settings })).json();
    t.smtp.refuse.add('nobody@mailless.example');
    try {
      const res = await call('POST', `/api/organiser/exhibitors/${created.id}/invite`, { firstName: 'No', lastName: 'Body', email: 'nobody@mailless.example', language: 'en' });
      expect(res.json()).toEqual({ error: 'invite.sendFailure' });
    } finally {
      t.smtp.refuse.delete('nobody@mailless.example');
    }
    expect((await call('GET', `/api/organiser/exhibitors/${created.id}`)).json()).toMatchObject({ admin: null, staff: 0 });
  });
});

describe('licences', () => {
  it("reveals the scans made without a licence once one is activated, and devices pull them (SPEC: licence lapse)", async () => {
    const gina = await t.login('staff', 'globex-gina');
    const badge = demoBadgeCode(DEMO.eventId, 150);
    const id = connectionId('globex', normalizeBadgeCode(badge));
    const pushed = await t.push(gina, 'gina-lapse', [{ id: 1, name: 'captureConnection', args: { id, badgeCode: badge, scannedAt: new Date(Date.now() - 60_000).toISOString(), sourceType: 'barcode' } }]);
    expect(pushed.results[0]!.outcome).toBe('noLicense');
    const pull = async (cookie?: string) => (await t.app.inject({ url: `/api/sync/pull${cookie === undefined ? '' : `?cookie=${encodeURIComponent(cookie)}`}`, headers: { authorization: `Bearer ${gina}` } })).json<PullResponse>();
    const before = await pull();
    expect(before.connections.find((c) => c.id === id)).toMatchObject({ licensed: false, contact: null });
    // A non-lead licence (check-in) reveals nothing; a scan licence does.
    expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'checkin', total: null })).statusCode).toBe(201);
    expect((await pull(before.cookie)).connections.find((c) => c.id === id)).toBeUndefined();
    expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'scan', total: 2 })).statusCode).toBe(201);
    const after = (await pull(before.cookie)).connections.find((c) => c.id === id);
    expect(after).toMatchObject({ licensed: true, contact: expect.objectContaining({ lastname: expect.any(String) }) });
  });

  it('makes licences of every type, limited or unlimited, and shows how many devices use them', async () => {
    const earlier = new Set((await call('GET', '/api/organiser/exhibitors/globex')).json().licences.map((l: { id: string }) => l.id));
    for (const type of LICENCE_TYPES) expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type, total: type === 'scan' ? 3 : null })).statusCode, type).toBe(201);
    const globex = (await call('GET', '/api/organiser/exhibitors/globex')).json();
    const made = globex.licences.filter((l: { id: string; code: string }) => l.code.startsWith('GLOBEX-') && !earlier.has(l.id));
    expect(made.map((l: { type: string }) => l.type).sort()).toEqual([...LICENCE_TYPES].sort());
    expect(made.find((l: { type: string }) => l.type === 'scan')).toMatchObject({ total: 3, used: 0 });
    // A device activates the limited one.
    const scan = made.find((l: { type: string }) => l.type === 'scan');
    await t.login('scan', scan.code, { name: 'Booth Tablet', email: 'tablet@globex.example' });
    expect((await call('GET', '/api/organiser/exhibitors/globex')).json().licences.find((l: { id: string }) => l.id === scan.id).used).toBe(1);
  });

  it('refuses a licence of an unknown type or with no room, and one for no exhibitor', async () => {
    expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'teleporter', total: null })).json().fields).toEqual({ type: 'licence.typeInvalid' });
    expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'scan', total: 0 })).json().fields).toEqual({ total: 'licence.totalInvalid' });
    expect((await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'scan', total: 2.5 })).json().fields).toEqual({ total: 'licence.totalInvalid' });
    expect((await call('POST', '/api/organiser/exhibitors/nobody/licences', { type: 'scan', total: null })).statusCode).toBe(404);
  });
});

describe('exhibitor import', () => {
  const url = '/api/organiser/events/demo-expo/exhibitors/import';
  const rows = [
    { row: 2, name: 'Soylent Foods', adminFirstName: 'Sol', adminLastName: 'Lent', adminEmail: 'Sol@Soylent.example', adminLanguage: 'Deutsch' },
    { row: 3, name: 'Tyrell Robotics' },
    { row: 4, name: 'soylent foods' },
    { row: 5, name: '', adminEmail: 'x@y.example' },
    { row: 6, name: 'Cyberdyne', adminFirstName: 'Miles', adminLastName: 'Dyson', adminEmail: 'not-an-address' },
    { row: 7, name: 'Oscorp', adminFirstName: 'Norman', adminLastName: 'Osborn', adminEmail: 'norman@oscorp.example', adminLanguage: 'Klingon' },
    { row: 8, name: 'Acme', adminFirstName: 'New', adminLastName: 'Admin', adminEmail: 'new@acme.example' },
  ];

  it('adds new companies, matches those already there, invites the named administrators, and lists the bad rows by number', async () => {
    const dry = (await call('POST', url, { rows, settings, invite: true, dryRun: true })).json();
    expect(dry).toMatchObject({ created: 2, updated: 1, invited: 0 });
    expect((await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json().some((e: { name: string }) => e.name === 'Soylent Foods')).toBe(false);

    const res = await call('POST', url, { rows, settings, invite: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 2, updated: 1, invited: 1 });
    expect(body.problems).toEqual([
      { row: 4, field: 'name', error: 'import.duplicateName' },
      { row: 5, field: 'name', error: 'import.exhibitorNameRequired' },
      { row: 6, field: 'adminEmail', error: 'import.emailInvalid' },
      { row: 7, field: 'adminLanguage', error: 'import.languageInvalid' },
    ]);
    const list = (await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json() as Array<{ name: string; settings: object; admin: { email: string } | null }>;
    expect(list.find((e) => e.name === 'Soylent Foods')).toMatchObject({ settings, admin: { email: 'sol@soylent.example' } });
    // Acme already has its administrator: nobody else is invited for it.
    expect(list.find((e) => e.name === 'Acme')!.admin!.email).not.toBe('new@acme.example');
    const mail = await t.smtp.waitFor('sol@soylent.example');
    expect(mail.subject).toBe('Richten Sie Soylent Foods für Demo Expo ein');

    // The same file again adds and invites nobody.
    const again = (await call('POST', url, { rows, settings, invite: true })).json();
    expect(again).toMatchObject({ created: 0, updated: 3, invited: 0 });
    expect((await call('GET', '/api/organiser/events/demo-expo/exhibitors')).json()).toHaveLength(list.length);
  });

  it('refuses a request it cannot read, and an unknown event', async () => {
    for (const payload of [{ rows: [], settings, invite: false }, { rows: [{ name: 'X' }], invite: false }, { rows: [{ name: 'X', secret: 'y' }], settings, invite: false }, { rows: Array.from({ length: 501 }, () => ({ name: 'X' })), settings, invite: false }]) {
      const res = await call('POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'import.badRequest' });
    }
    expect((await call('POST', '/api/organiser/events/nope/exhibitors/import', { rows: [{ name: 'X' }], settings, invite: false })).statusCode).toBe(404);
  });
});

describe('licence links', () => {
  it("gives a licence's link, which a device opens to scan for the exhibitor; another exhibitor's licence is not found", async () => {
    const globex = (await call('GET', '/api/organiser/exhibitors/globex')).json();
    const licence = (await call('POST', '/api/organiser/exhibitors/globex/licences', { type: 'scanapp', total: 2 })).json().licences.find((l: { id: string }) => !globex.licences.some((g: { id: string }) => g.id === l.id));
    const res = await call('POST', `/api/organiser/exhibitors/globex/licences/${licence.id}/link`);
    expect(res.statusCode).toBe(200);
    const [, code, verifier] = /\/scan\/([^/]+)\/([^/]+)$/.exec(res.json().url)!;
    expect(code).toBe(licence.code);
    const linked = await t.app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'scan', licenseCode: code, verifier, name: 'Hall tablet', email: 'hall@globex.example', acceptTerms: true } });
    expect(linked.json().state).toBe('linked');
    expect((await call('POST', `/api/organiser/exhibitors/acme/licences/${licence.id}/link`)).statusCode).toBe(404);
  });
});

describe("a link opens its own event, with that event's terms (issue #29, finding 5)", () => {
  it("an invitation and a licence of a second event show its name, theme and terms, and consent records that event's terms in the version accepted", async () => {
    const created = await call('POST', '/api/organiser/events', {
      ...newEventDefaults(new Date('2027-05-01T00:00:00Z')),
      name: 'Nordic Build 2027',
      timezone: 'Europe/Oslo',
      applicationColor: '#0b3d2e',
      termsText: 'Nordic Build: exhibitors contact visitors only about the show.',
      termsVersion: '3',
    });
    expect(created.statusCode).toBe(201);
    const eventId = created.json().id as string;
    const exhibitor = (await call('POST', `/api/organiser/events/${eventId}/exhibitors`, { name: 'Fjord Timber', settings })).json();
    await call('POST', `/api/organiser/exhibitors/${exhibitor.id}/invite`, { firstName: 'Ingrid', lastName: 'Berg', email: 'ingrid@fjord.example', language: 'en' });
    const mail = await t.smtp.waitFor('ingrid@fjord.example');
    const [, partnerID, verifier, inviteCode] = /\/partner\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec(mail.text)!;
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/session', payload }).then((r) => r.json());
    const nordic = { id: eventId, name: 'Nordic Build 2027', applicationColor: '#0b3d2e', termsVersion: '3', termsText: 'Nordic Build: exhibitors contact visitors only about the show.' };

    const asked = await put({ sessionMode: 'partner', partnerID, verifier, inviteCode });
    expect(asked).toMatchObject({ errorCode: 'tandcRequired', event: nordic });
    // Terms accepted in a version that is no longer the event's (the organiser changed them meanwhile): asked again.
    expect(await put({ sessionMode: 'partner', partnerID, verifier, inviteCode, acceptTerms: true, termsVersion: '2' })).toMatchObject({ state: 'unlinked', errorCode: 'tandcRequired', event: nordic });
    const linked = await put({ sessionMode: 'partner', partnerID, verifier, inviteCode, acceptTerms: true, termsVersion: '3' });
    expect(linked.state).toBe('linked');
    const user = await t.database.db.selectFrom('users').select(['terms_event_id', 'terms_version', 'terms_accepted_at']).where('email', '=', 'ingrid@fjord.example').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ terms_event_id: eventId, terms_version: '3', terms_accepted_at: expect.any(Date) });
    expect((await call('GET', `/api/organiser/exhibitors/${exhibitor.id}`)).json().admin).toMatchObject({ accepted: true, acceptedTerms: { eventId, version: '3' } });
    // The organiser gives the terms a new version: her next login asks for them again.
    const { id: _id, exhibitors: _x, visitors: _v, erasesAt: _e, ...input } = created.json();
    expect((await call('PUT', `/api/organiser/events/${eventId}`, { ...input, termsVersion: '4' })).statusCode).toBe(200);
    const userId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'ingrid@fjord.example').executeTakeFirstOrThrow()).id;
    const again = await t.link('partner', partnerID!, { userId });
    expect(await put({ sessionMode: 'partner', partnerID, verifier: again.verifier })).toMatchObject({ errorCode: 'tandcRequired', event: { termsVersion: '4' } });
    expect((await put({ sessionMode: 'partner', partnerID, verifier: again.verifier, acceptTerms: true, termsVersion: '4' })).state).toBe('linked');
    expect(await t.database.db.selectFrom('users').select('terms_version').where('id', '=', userId).executeTakeFirstOrThrow()).toEqual({ terms_version: '4' });

    // The licence link: the same event, and its user accepts its terms with name and e-mail.
    const licence = (await call('POST', `/api/organiser/exhibitors/${exhibitor.id}/licences`, { type: 'scan', total: 2 })).json().licences[0];
    const [, code, scanVerifier] = /\/scan\/([^/]+)\/([^/]+)$/.exec((await call('POST', `/api/organiser/exhibitors/${exhibitor.id}/licences/${licence.id}/link`)).json().url)!;
    const scan = { sessionMode: 'scan', licenseCode: code, verifier: scanVerifier, name: 'Hall tablet', email: 'hall@fjord.example' };
    expect(await put({ sessionMode: 'scan', licenseCode: code, verifier: scanVerifier })).toMatchObject({ errorCode: 'nameEmailRequired', event: { ...nordic, termsVersion: '4' } });
    // Name and e-mail without the terms: not linked, and no seat taken.
    expect(await put(scan)).toMatchObject({ state: 'unlinked', errorCode: 'nameEmailRequired' });
    expect(await put({ ...scan, acceptTerms: true, termsVersion: '3' })).toMatchObject({ state: 'unlinked', errorCode: 'nameEmailRequired' });
    expect(await t.database.db.selectFrom('licence_activations').select('id').where('licence_id', '=', licence.id).execute()).toHaveLength(0);
    expect((await put({ ...scan, acceptTerms: true, termsVersion: '4' })).state).toBe('linked');
    const activation = await t.database.db.selectFrom('licence_activations').select(['terms_version', 'terms_accepted_at']).where('licence_id', '=', licence.id).executeTakeFirstOrThrow();
    expect(activation).toMatchObject({ terms_version: '4', terms_accepted_at: expect.any(Date) });
  });
});
