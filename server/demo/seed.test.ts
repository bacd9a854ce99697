import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabase } from '../test/db';
import { DEMO, DEMO_API_ACCOUNT, isSeeded, seedDemo } from './seed';
import { demoBadges, demoLoginLinks } from './links';
import { isBadgeCode } from '../../src/domain/badge';
import { parseBadgeQr } from '../../src/domain/badge-qr';
import { EXHIBITOR_SETTINGS } from '../../src/domain/session';
import { isEventEnded, isEventRunning } from '../../src/domain/event';
import { hashSecret } from '../security';
import { exhibitorTasks } from '../tasks/service';

let database: Database;
const now = new Date();
beforeAll(async () => {
  database = await testDatabase();
  expect(await isSeeded(database.db)).toBe(false);
  await seedDemo(database.db, now);
});
afterAll(async () => database.close());

describe('the demo', () => {
  it('has a running Demo Expo and an ended second event', async () => {
    const events = await database.db.selectFrom('events').selectAll().orderBy('starts_at', 'desc').execute();
    expect(events.map((e) => e.name)).toEqual(['Demo Expo', 'Autumn Fair']);
    const running = { startsAt: events[0]!.starts_at.toISOString(), endsAt: events[0]!.ends_at.toISOString() };
    expect(isEventRunning(running, now)).toBe(true);
    expect(isEventEnded({ endsAt: events[1]!.ends_at.toISOString() }, now)).toBe(true);
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('has Acme with every setting on and Globex with several off', async () => {
    const partners = await database.db.selectFrom('partners').selectAll().where('event_id', '=', DEMO.eventId).execute();
    const acme = partners.find((p) => p.name === 'Acme')!;
    const globex = partners.find((p) => p.name === 'Globex')!;
    expect(EXHIBITOR_SETTINGS.every((s) => acme.settings[s] === true)).toBe(true);
    expect(Object.keys(acme.settings).sort()).toEqual([...EXHIBITOR_SETTINGS].sort());
    expect(EXHIBITOR_SETTINGS.filter((s) => !globex.settings[s]).length).toBeGreaterThanOrEqual(3);
  });

  it('has an admin and three staff members with different permissions', async () => {
    const staff = await database.db.selectFrom('staff').select(['user_id', 'permissions']).where('partner_id', '=', DEMO.partnerId).execute();
    expect(staff).toHaveLength(4);
    expect(staff.filter((s) => s.permissions.includes('admin'))).toHaveLength(1);
    const others = staff.filter((s) => !s.permissions.includes('admin')).map((s) => [...s.permissions].sort().join(','));
    expect(new Set(others).size).toBe(3);
  });

  it('has a limited licence (5, 1 used) and an unlimited one', async () => {
    const licences = await database.db
      .selectFrom('licences')
      .leftJoin('licence_activations', 'licence_activations.licence_id', 'licences.id')
      .select((eb) => ['licences.code', 'licences.total', eb.fn.count<number>('licence_activations.id').as('used')])
      .groupBy(['licences.code', 'licences.total'])
      .orderBy('licences.code')
      .execute();
    expect(licences).toEqual([
      { code: DEMO.limitedLicenceCode, total: 5, used: 1 },
      { code: DEMO.unlimitedLicenceCode, total: null, used: 0 },
    ]);
  });

  it('has 2,000 registered visitors at Demo Expo with distinct, valid badge codes', async () => {
    const visitors = await database.db
      .selectFrom('users')
      .leftJoin('staff', 'staff.user_id', 'users.id')
      .select(['users.badge_code'])
      .where('users.event_id', '=', DEMO.eventId)
      .where('users.registration_state', '=', 'registered')
      .where('staff.user_id', 'is', null)
      .execute();
    expect(visitors).toHaveLength(2000);
    expect(visitors.every((v) => isBadgeCode(v.badge_code))).toBe(true);
    expect(new Set(visitors.map((v) => v.badge_code)).size).toBe(2000);
  });

  it("has Acme's guests: registration links, a form, action codes, and guests in each state", async () => {
    const guests = await database.db.selectFrom('guests').innerJoin('users', 'users.id', 'guests.user_id').select(['users.registration_state', 'users.checked_in_at']).where('guests.partner_id', '=', DEMO.partnerId).execute();
    expect(new Set(guests.map((g) => g.registration_state))).toEqual(new Set(['registered', 'invited', 'pendingConfirmation']));
    expect(guests.some((g) => g.checked_in_at)).toBe(true);
    expect(await database.db.selectFrom('registration_links').select('slug').where('partner_id', '=', DEMO.partnerId).execute()).toHaveLength(2);
    // A limited code's uses match the guests who used it.
    const vip = await database.db.selectFrom('action_codes').select('used').where('id', '=', 'demo-code-vip').executeTakeFirstOrThrow();
    expect(vip.used).toBe(Number((await database.db.selectFrom('guests').select((eb) => eb.fn.countAll<string>().as('n')).where('action_code_id', '=', 'demo-code-vip').executeTakeFirstOrThrow()).n));
  });

  it('has public visitors for the visitor list: some contactable, of many companies and several registration types', async () => {
    const visitors = await database.db
      .selectFrom('users')
      .leftJoin('staff', 'staff.user_id', 'users.id')
      .select(['users.public', 'users.contactable', 'users.company', 'users.registration_type'])
      .where('users.event_id', '=', DEMO.eventId)
      .where('staff.user_id', 'is', null)
      .execute();
    const listed = visitors.filter((v) => v.public);
    expect(listed.length).toBeGreaterThan(1000);
    expect(listed.length).toBeLessThan(visitors.length);
    expect(listed.filter((v) => v.contactable).length).toBeGreaterThan(300);
    expect(listed.filter((v) => !v.contactable).length).toBeGreaterThan(300);
    expect(new Set(listed.map((v) => v.company)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(listed.map((v) => v.registration_type)).size).toBeGreaterThanOrEqual(3);
    // Acme and Globex show the list.
    const partners = await database.db.selectFrom('partners').select('settings').where('event_id', '=', DEMO.eventId).execute();
    expect(partners.every((p) => p.settings.viewPublicVisitorList)).toBe(true);
  });

  it('has questions of every type, and an "other" option', async () => {
    const questions = await database.db.selectFrom('questions').select(['type', 'allow_other']).where('partner_id', '=', DEMO.partnerId).execute();
    expect(questions.map((q) => q.type).sort()).toEqual(['checkbox', 'dropdown', 'open', 'radio']);
    expect(questions.some((q) => q.allow_other)).toBe(true);
  });

  it('has connections with notes and stage history', async () => {
    const connections = await database.db
      .selectFrom('connections')
      .select((eb) => [
        'connections.id',
        'connections.stage',
        eb.selectFrom('connection_notes').whereRef('connection_id', '=', 'connections.id').select(eb.fn.countAll<number>().as('n')).as('notes'),
        eb.selectFrom('connection_stage_entries').whereRef('connection_id', '=', 'connections.id').select(eb.fn.countAll<number>().as('n')).as('stages'),
      ])
      .execute();
    expect(connections.length).toBeGreaterThanOrEqual(3);
    expect(connections.every((c) => Number(c.notes) >= 1)).toBe(true);
    expect(connections.some((c) => Number(c.stages) > 1)).toBe(true);
  });

  it('prints login links for every demo user and licence, storing only hashed verifiers', async () => {
    const links = await demoLoginLinks(database.db, 'http://localhost:8080');
    expect(links.filter((l) => l.role === 'partner').length).toBeGreaterThanOrEqual(1);
    expect(links.filter((l) => l.role === 'staff').length).toBeGreaterThanOrEqual(4);
    expect(links.filter((l) => l.role === 'scan')).toHaveLength(2);
    // The public pages to show a visitor: the booth pages of the demo exhibitors and the event's terms.
    const pages = links.filter((l) => l.role === 'page').map((l) => l.url);
    expect(pages).toContain('http://localhost:8080/terms/demo-expo');
    expect(pages.some((url) => /^http:\/\/localhost:8080\/p\/[0-9a-f]{32}$/.test(url))).toBe(true);
    for (const link of links.filter((l) => l.role !== 'page')) {
      const match = /^http:\/\/localhost:8080\/(partner|staff|scan)\/([^/]+)\/([A-Za-z0-9_-]{43})$/.exec(link.url);
      expect(match, link.url).not.toBeNull();
      const verifier = match![3]!;
      const stored = await database.db.selectFrom('login_verifiers').select('verifier_hash').where('verifier_hash', '=', hashSecret(verifier)).executeTakeFirst();
      expect(stored).toBeDefined();
      const plain = await database.db.selectFrom('login_verifiers').select('id').where('verifier_hash', '=', verifier).executeTakeFirst();
      expect(plain).toBeUndefined();
    }
  });

  it('lists demo badges whose QR payload names the event and a valid code', async () => {
    const badges = await demoBadges(database.db, 5);
    expect(badges).toHaveLength(5);
    for (const b of badges) {
      expect(b.name).toMatch(/\S+ \S+/);
      expect(b.company).not.toBe('');
      expect(parseBadgeQr(b.qr)).toEqual({ eventId: DEMO.eventId, code: b.code.replace(/-/g, '') });
    }
  });

  it("has tasks for Acme in every category: a required one overdue, an optional one to do, one in review, one completed", async () => {
    const tasks = await exhibitorTasks(database.db, DEMO.eventId, DEMO.partnerId, undefined, now.getTime());
    expect(tasks.map((t) => [t.title, t.mandate, t.category]).sort()).toEqual([
      ['Catalogue entry and logo', 'optional', 'todo'],
      ['Electricity and water order', 'optional', 'inReview'],
      ['Liability insurance certificate', 'required', 'overdue'],
      ['Team badge names', 'optional', 'completed'],
    ]);
  });

  it('has an API account for Acme, with comments and a secret nobody was shown', async () => {
    const accounts = await database.db.selectFrom('api_accounts').selectAll().execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: DEMO_API_ACCOUNT.id, partner_id: DEMO.partnerId, client_id: DEMO_API_ACCOUNT.clientId, state: 'active', ip_restriction: 'none' });
    expect(accounts[0]!.comments).toMatch(/^CRM sync/);
    expect(accounts[0]!.secret_hash).toMatch(/\S/);
  });
});
