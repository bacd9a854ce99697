/**
 * The visitor list: only the event's public visitors (never a team member or a system user), only
 * the fields a public list shows, searched and filtered on the server, paged by key; refused when
 * the exhibitor's view-public-visitor-list setting is off, and bad input refused with a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { DEMO, demoBadgeCode } from '../demo/seed';
import { allSettings } from '../../src/domain/session';
import type { Attendee, AttendeeFacets, AttendeesPage } from '../../src/domain/attendees';

let t: TestApp;
let sam: string;
beforeAll(async () => {
  t = await testApp();
  sam = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

async function get(token: string, query: Record<string, string | number> = {}): Promise<{ status: number; body: unknown }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ url: `/api/attendees${qs ? `?${qs}` : ''}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

async function page(token: string, query: Record<string, string | number> = {}): Promise<AttendeesPage> {
  const res = await get(token, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AttendeesPage;
}

/** Every page of a query, followed to the end. */
async function all(token: string, query: Record<string, string | number> = {}): Promise<{ rows: Attendee[]; total: number; pages: number }> {
  const rows: Attendee[] = [];
  let after: string | null = null;
  let total = -1;
  let pages = 0;
  do {
    const p: AttendeesPage = await page(token, { ...query, ...(after ? { after } : {}) });
    if (total === -1) total = p.total;
    rows.push(...p.attendees);
    after = p.next;
    pages++;
  } while (after && pages < 1000);
  return { rows, total, pages };
}

/** Who should be listed, straight from the tables. */
async function expectedIds(): Promise<Set<string>> {
  const rows = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('event_id', '=', DEMO.eventId)
    .where('public', '=', true)
    .where('is_system', '=', false)
    .where('registration_state', '=', 'registered')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff').select('staff.user_id').whereRef('staff.user_id', '=', 'users.id'))))
    .execute();
  return new Set(rows.map((r) => r.id));
}

describe('GET /api/attendees', () => {
  it('lists the public visitors of the event, and only them, with only the public fields', async () => {
    const { rows, total } = await all(sam, { limit: 200 });
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = await expectedIds();
    expect(new Set(ids)).toEqual(expected);
    expect(total).toBe(expected.size);
    // The demo: two visitors in three are public, one in three contactable.
    expect(total).toBeGreaterThan(1000);
    expect(rows.some((r) => r.contactable)).toBe(true);
    expect(rows.some((r) => !r.contactable)).toBe(true);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(['company', 'contactable', 'country', 'id', 'jobFunction', 'name', 'registrationType']);

    const private0 = await t.database.db.selectFrom('users').select(['id', 'public']).where('id', '=', `${DEMO.eventId}-v0000`).executeTakeFirstOrThrow();
    expect(private0.public).toBe(false);
    expect(ids).not.toContain(private0.id);
    // The team is public and contactable in the demo, but a team is not a visitor.
    expect(ids).not.toContain('acme-sam');
    expect(ids).not.toContain('acme-alex');
    // Nor are the other event's visitors.
    expect(ids.some((id) => id.startsWith(DEMO.endedEventId))).toBe(false);
    const one = rows.find((r) => r.id === `${DEMO.eventId}-v0001`)!;
    expect(one).toMatchObject({ name: expect.stringMatching(/\S+ \S+/), contactable: true });
    expect(one.company).toBeTruthy();
    expect(one.country).toMatch(/^[A-Z]{2}$/);
    expect(['visitor', 'press', 'vip']).toContain(one.registrationType);
  });

  it('leaves out system users, visitors not (yet) registered and staff of any exhibitor, public or not', async () => {
    await t.database.db
      .insertInto('users')
      .values([
        { id: 'att-system', event_id: DEMO.eventId, badge_code: demoBadgeCode('att', 1), first_name: 'Zed', last_name: 'System', public: true, is_system: true },
        { id: 'att-invited', event_id: DEMO.eventId, badge_code: demoBadgeCode('att', 2), first_name: 'Zed', last_name: 'Invited', public: true, registration_state: 'invited' },
        { id: 'att-globex', event_id: DEMO.eventId, badge_code: demoBadgeCode('att', 3), first_name: 'Zed', last_name: 'Globex staff', public: true, contactable: true },
        { id: 'att-listed', event_id: DEMO.eventId, badge_code: demoBadgeCode('att', 4), first_name: 'Zed', last_name: 'Listed', public: true },
      ])
      .execute();
    await t.database.db.insertInto('staff').values({ partner_id: DEMO.otherPartnerId, user_id: 'att-globex', permissions: [] }).execute();
    const { rows } = await all(sam, { q: 'zed' });
    expect(rows.map((r) => r.name)).toEqual(['Zed Listed']);
    await t.database.db.deleteFrom('staff').where('user_id', '=', 'att-globex').execute();
    await t.database.db.deleteFrom('users').where('id', 'in', ['att-system', 'att-invited', 'att-globex', 'att-listed']).execute();
  });

  it('searches every word over name, company and job function, case and LIKE signs aside', async () => {
    const everyone = (await all(sam, { limit: 200 })).rows;
    const sample = everyone.find((r) => r.id === `${DEMO.eventId}-v0004`)!;
    const [first, ...rest] = sample.name.split(' ');
    const byName = await all(sam, { q: `${rest.join(' ').toUpperCase()} ${first!.toLowerCase()}` });
    expect(byName.rows.map((r) => r.id)).toContain(sample.id);
    for (const r of byName.rows) expect(r.name.toLowerCase()).toContain(first!.toLowerCase());
    expect(byName.total).toBe(byName.rows.length);

    const byCompany = await all(sam, { q: sample.company!.slice(0, 6).toLowerCase() });
    expect(byCompany.rows.map((r) => r.id)).toContain(sample.id);
    expect(byCompany.total).toBe(everyone.filter((r) => [r.name, r.company, r.jobFunction].some((x) => x?.toLowerCase().includes(sample.company!.slice(0, 6).toLowerCase()))).length);

    const byJob = await all(sam, { q: 'procurement' });
    expect(byJob.total).toBeGreaterThan(0);
    for (const r of byJob.rows) expect(r.jobFunction).toBe('Procurement officer');

    // A word in the name and one in the company: both must match.
    const both = await all(sam, { q: `${first} ${sample.company}` });
    for (const r of both.rows) expect(r.name.includes(first!) && r.company === sample.company).toBe(true);
    expect(both.rows.map((r) => r.id)).toContain(sample.id);

    // Accents aside, both ways.
    const accented = everyone.find((r) => /[^ -~]/.test(r.name))!;
    const plain = accented.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i');
    expect((await all(sam, { q: plain })).rows.map((r) => r.id)).toContain(accented.id);

    expect((await page(sam, { q: '%' })).total).toBe(0);
    expect((await page(sam, { q: '_' })).total).toBe(0);
    expect((await page(sam, { q: 'no-such-visitor-anywhere' })).attendees).toEqual([]);
    // Blank is no search.
    expect((await page(sam, { q: '   ' })).total).toBe(everyone.length);
  });

  it('filters by company (part of its name) and by registration type, with the search', async () => {
    const everyone = (await all(sam, { limit: 200 })).rows;
    const globex = await all(sam, { company: 'globex', limit: 200 });
    expect(globex.total).toBe(everyone.filter((r) => r.company === 'Globex').length);
    expect(globex.total).toBeGreaterThan(0);
    expect(globex.rows.every((r) => r.company === 'Globex')).toBe(true);

    const press = await all(sam, { registrationType: 'press', limit: 200 });
    expect(press.total).toBe(everyone.filter((r) => r.registrationType === 'press').length);
    expect(press.rows.every((r) => r.registrationType === 'press')).toBe(true);
    // Exactly: another case is another type.
    expect((await page(sam, { registrationType: 'Press' })).total).toBe(0);

    const both = await all(sam, { company: 'Globex', registrationType: 'vip', q: 'a' });
    expect(both.total).toBe(everyone.filter((r) => r.company === 'Globex' && r.registrationType === 'vip' && [r.name, r.company, r.jobFunction].some((x) => x?.toLowerCase().includes('a'))).length);
  });

  it('pages by name: every visitor once, in order, and a visitor added meanwhile neither repeats nor skips anyone', async () => {
    const { rows, total, pages } = await all(sam, { limit: 37 });
    expect(pages).toBe(Math.ceil(total / 37));
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    const first = await page(sam);
    expect(first.attendees).toHaveLength(100);
    expect(first.attendees.map((r) => r.id)).toEqual(rows.slice(0, 100).map((r) => r.id));

    // Someone whose name sorts first turns public between two pages: the next page goes on after the last row shown.
    const p1 = await page(sam, { limit: 50 });
    await t.database.db.insertInto('users').values({ id: 'att-aaron', event_id: DEMO.eventId, badge_code: demoBadgeCode('att', 9), first_name: 'Aaaron', last_name: 'Aardvark', public: true }).execute();
    const p2 = await page(sam, { limit: 50, after: p1.next! });
    expect(p2.attendees.map((r) => r.id)).toEqual(rows.slice(50, 100).map((r) => r.id));
    expect((await page(sam, { limit: 1 })).attendees[0]!.id).toBe('att-aaron');
    await t.database.db.deleteFrom('users').where('id', '=', 'att-aaron').execute();

    // Past the end: nothing, and the total still says how many match.
    const last = await page(sam, { q: 'procurement', limit: 1 });
    const { rows: proc } = await all(sam, { q: 'procurement', limit: 200 });
    expect(last.total).toBe(proc.length);
  });

  it('shows and searches only the fields the organiser lets exhibitors receive', async () => {
    await t.database.db.updateTable('events').set({ visitor_fields: JSON.stringify(['firstname', 'lastname', 'email']) }).where('id', '=', DEMO.eventId).execute();
    try {
      const p = await page(sam, { limit: 5 });
      for (const r of p.attendees) expect(r).toMatchObject({ company: null, jobFunction: null, country: null, registrationType: null });
      expect(p.attendees[0]!.name).toMatch(/\S+ \S+/);
      expect((await page(sam, { q: 'procurement' })).total).toBe(0);
      expect((await page(sam, { company: 'Globex' })).total).toBe(0);
      const facets = (await t.app.inject({ url: '/api/attendees/facets', headers: { authorization: `Bearer ${sam}` } })).json<AttendeeFacets>();
      expect(facets.companies).toEqual([]);
      expect(facets.registrationTypes).toEqual([]);
    } finally {
      await t.database.db.updateTable('events').set({ visitor_fields: null }).where('id', '=', DEMO.eventId).execute();
    }
  });

  it('answers the other exhibitors and the administrator too, and stays fast with 20,000 visitors', async () => {
    const alex = await t.login('partner', 'acme');
    const gina = await t.login('staff', 'globex-gina');
    const a = await page(alex);
    expect((await page(gina)).total).toBe(a.total);

    // 18,000 more public visitors: the first page and a search each stay well under a second.
    await sql`
      insert into users (id, event_id, badge_code, first_name, last_name, company, jobfunction, country, registration_type, public, contactable)
      select 'att-bulk-' || n, ${DEMO.eventId}, 'bulk' || lpad(n::text, 11, '0'), 'Bulk', 'Visitor ' || n, 'Bulk Company ' || (n % 700), 'Engineer', 'NL', 'visitor', true, n % 2 = 0
      from generate_series(1, 18000) as n`.execute(t.database.db);
    try {
      const started = performance.now();
      const big = await page(sam);
      const firstMs = performance.now() - started;
      expect(big.total).toBeGreaterThan(19_000);
      const s0 = performance.now();
      const found = await page(sam, { q: 'visitor 1234' });
      const searchMs = performance.now() - s0;
      expect(found.attendees.map((r) => r.name)).toContain('Bulk Visitor 1234');
      expect(firstMs, 'first page').toBeLessThan(3000);
      expect(searchMs, 'search').toBeLessThan(3000);
      const facets = (await t.app.inject({ url: '/api/attendees/facets', headers: { authorization: `Bearer ${sam}` } })).json<AttendeeFacets>();
      expect(facets.total).toBe(big.total);
      expect(facets.companies.length).toBeLessThanOrEqual(500);
    } finally {
      await sql`delete from users where id like 'att-bulk-%'`.execute(t.database.db);
    }
  });

  it('is refused when the exhibitor switched the visitor list off, and to scan users', async () => {
    const gina = await t.login('staff', 'globex-gina');
    const before = await t.database.db.selectFrom('partners').select('settings').where('id', '=', DEMO.otherPartnerId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('partners').set({ settings: JSON.stringify({ ...allSettings(true), ...before.settings, viewPublicVisitorList: false }) }).where('id', '=', DEMO.otherPartnerId).execute();
    try {
      for (const url of ['/api/attendees', '/api/attendees/facets']) {
        const res = await t.app.inject({ url, headers: { authorization: `Bearer ${gina}` } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'settingDisabled' });
      }
    } finally {
      await t.database.db.updateTable('partners').set({ settings: JSON.stringify(before.settings) }).where('id', '=', DEMO.otherPartnerId).execute();
    }
    expect((await get(gina)).status).toBe(200);
    const scan = await t.login('scan', DEMO.unlimitedLicenceCode, { name: 'Jo Scan', email: 'jo@acme.example' });
    expect((await get(scan)).status).toBe(403);
    expect((await t.app.inject({ url: '/api/attendees' })).statusCode).toBe(401);
  });

  it('refuses bad input with a code the app translates', async () => {
    const bad: Array<Record<string, string | number>> = [{ limit: 0 }, { limit: 201 }, { limit: 'many' }, { limit: 1.5 }, { q: 'x'.repeat(101) }, { company: 'x'.repeat(201) }, { registrationType: 'x'.repeat(101) }, { after: 'not a cursor!' }, { sort: 'name' }];
    for (const query of bad) {
      const res = await get(sam, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as { error: string }).error, JSON.stringify(query)).toBe('badRequest');
    }
    // Well-formed, but not a cursor this server gave.
    for (const after of ['abc', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      const res = await get(sam, { after });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'attendees.badCursor' });
    }
  });
});

describe('GET /api/attendees/facets', () => {
  it('counts the public visitors by company and by registration type', async () => {
    const res = await t.app.inject({ url: '/api/attendees/facets', headers: { authorization: `Bearer ${sam}` } });
    expect(res.statusCode).toBe(200);
    const facets = res.json<AttendeeFacets>();
    const expected = await expectedIds();
    expect(facets.total).toBe(expected.size);
    expect(facets.registrationTypes.map((f) => f.value)).toEqual(['press', 'vip', 'visitor']);
    expect(facets.registrationTypes.reduce((n, f) => n + f.count, 0)).toBe(facets.total);
    expect(facets.companies.length).toBeGreaterThan(10);
    expect(facets.companies.reduce((n, f) => n + f.count, 0)).toBe(facets.total);
    // By name; the exhibitors' own people are not counted (Gina of Globex is on a team).
    expect(facets.companies.map((f) => f.value)).toEqual([...facets.companies.map((f) => f.value)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(facets.companies.find((f) => f.value === 'Acme')).toBeUndefined();
  });
});

describe('GET /api/attendees/:id', () => {
  const one = async (token: string | null, id: string) => t.app.inject({ url: `/api/attendees/${encodeURIComponent(id)}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives one visitor of the list, as the list shows them', async () => {
    const listed = (await all(sam, { limit: 200 })).rows.find((r) => r.id === `${DEMO.eventId}-v0001`)!;
    const res = await one(sam, listed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
  });

  it('answers 404 for anyone the list does not show: a private visitor, a team member, another event, nobody', async () => {
    for (const id of [`${DEMO.eventId}-v0000`, 'acme-sam', `${DEMO.endedEventId}-v0001`, 'no-such-person']) {
      const res = await one(sam, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'attendees.notFound' });
    }
  });

  it('is refused as the list is: the setting off, a scan user, no session', async () => {
    const id = `${DEMO.eventId}-v0001`;
    const gina = await t.login('staff', 'globex-gina');
    const before = await t.database.db.selectFrom('partners').select('settings').where('id', '=', DEMO.otherPartnerId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('partners').set({ settings: JSON.stringify({ ...allSettings(true), ...before.settings, viewPublicVisitorList: false }) }).where('id', '=', DEMO.otherPartnerId).execute();
    try {
      const res = await one(gina, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'settingDisabled' });
    } finally {
      await t.database.db.updateTable('partners').set({ settings: JSON.stringify(before.settings) }).where('id', '=', DEMO.otherPartnerId).execute();
    }
    expect((await one(gina, id)).statusCode).toBe(200);
    const scan = await t.login('scan', DEMO.unlimitedLicenceCode, { name: 'Jo Scan', email: 'jo@acme.example' });
    expect((await one(scan, id)).statusCode).toBe(403);
    expect((await one(null, id)).statusCode).toBe(401);
  });
});
