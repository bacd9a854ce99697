/**
 * The organiser API for the organiser's own systems: keys made and revoked in the console; with a
 * key, visitors and exhibitors are written by the import rules (a second call updates, never
 * duplicates), problems named by index; without one (or with a session) nothing is reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { allSettings } from '../../src/domain/session';
import { randomBytes } from 'node:crypto';
import { badgeCodeFromBytes, formatBadgeCode } from '../../src/domain/badge';

let t: TestApp;
let console_: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  console_ = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
});
afterAll(async () => t.close());

async function newKey(name = 'Registration platform'): Promise<{ id: string; key: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/organiser/api-keys', headers: console_, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const api = (key: string, method: 'GET' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

describe('API keys', () => {
  it('shows a key once, lists it by its first characters with its last use, and a revoked key reaches nothing', async () => {
    const { id, key } = await newKey();
    expect(key).toMatch(/^lso_/);
    expect((await api(key, 'GET', '/api/organiser/v1/events')).statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/organiser/api-keys', headers: console_ })).json() as Array<Record<string, unknown>>;
    const listed = list.find((k) => k.id === id)!;
    expect(listed).toMatchObject({ name: 'Registration platform', prefix: key.slice(0, 10), createdBy: 'Organiser', lastUsedAt: expect.any(String), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/organiser/api-keys/${id}`, headers: console_ })).statusCode).toBe(204);
    expect((await api(key, 'GET', '/api/organiser/v1/events')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/organiser/api-keys/${id}`, headers: console_ })).statusCode).toBe(404);
  });

  it('refuses a key without a name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/organiser/api-keys', headers: console_, payload: { name: '  ' } });
    expect(res.json()).toEqual({ error: 'invalid', fields: { name: 'apiKey.nameRequired' } });
  });
});

describe('the organiser API', () => {
  it('lists the events, and writes visitors by the import rules: new ones get a badge code, a second call updates', async () => {
    const { key } = await newKey();
    const events = (await api(key, 'GET', '/api/organiser/v1/events')).json() as Array<{ id: string }>;
    expect(events.map((e) => e.id)).toContain('demo-expo');
    const alansCode = badgeCodeFromBytes(randomBytes(16));
    const visitors = [
      { firstname: 'Grace', lastname: 'Hopper', email: 'Grace@Navy.example', company: 'US Navy', public: true, contactable: true },
      { firstname: 'Alan', lastname: 'Turing', badgeCode: formatBadgeCode(alansCode) },
      { lastname: '', email: 'nobody@x.example' },
      { firstname: 'Ada', email: 'not-an-address' },
    ];
    const first = await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/visitors', { visitors });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ created: 2, updated: 0 });
    expect(body.problems).toEqual([
      { index: 2, field: 'lastname', error: 'import.nameRequired' },
      { index: 3, field: 'email', error: 'import.emailInvalid' },
    ]);
    expect(body.visitors).toEqual([
      { index: 0, id: expect.any(String), badgeCode: expect.stringMatching(/^[a-z]{15}$/) },
      { index: 1, id: expect.any(String), badgeCode: alansCode },
    ]);
    // Again, with a new company for Grace: matched by e-mail, updated, the same badge code.
    const second = (await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/visitors', { visitors: [{ ...visitors[0], company: 'Yale' }] })).json();
    expect(second).toMatchObject({ created: 0, updated: 1 });
    expect(second.visitors[0]).toEqual(body.visitors[0]);
    const grace = await t.database.db.selectFrom('users').select(['company', 'public', 'contactable']).where('id', '=', body.visitors[0].id).executeTakeFirstOrThrow();
    expect(grace).toEqual({ company: 'Yale', public: true, contactable: true });
  });

  it('writes exhibitors by name and invites the administrators asked for', async () => {
    const { key } = await newKey();
    const payload = { exhibitors: [{ name: 'Hooli', adminFirstName: 'Gavin', adminLastName: 'Belson', adminEmail: 'gavin@hooli.example', adminLanguage: 'en' }, { name: 'Acme' }], settings: { ...allSettings(true), api: false }, invite: true };
    const res = (await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/exhibitors', payload)).json();
    expect(res).toEqual({ created: 1, updated: 1, invited: 1, problems: [] });
    expect((await t.smtp.waitFor('gavin@hooli.example')).subject).toBe('Set up Hooli at Demo Expo');
    const hooli = await t.database.db.selectFrom('partners').select('settings').where('name', '=', 'Hooli').executeTakeFirstOrThrow();
    expect(hooli.settings).toMatchObject({ api: false, connections: true });
    expect((await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/exhibitors', payload)).json()).toMatchObject({ created: 0, updated: 2, invited: 0 });
  });

  it('refuses bodies it cannot read and unknown events, and changes nothing', async () => {
    const { key } = await newKey();
    const before = await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const payload of [{}, { visitors: [] }, { visitors: [{ password: 'x' }] }, { visitors: 'all' }, { visitors: Array.from({ length: 2501 }, () => ({ lastname: 'X' })) }]) {
      const res = await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/visitors', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe('badRequest');
    }
    expect((await api(key, 'PUT', '/api/organiser/v1/events/nope/visitors', { visitors: [{ lastname: 'X' }] })).statusCode).toBe(404);
    expect((await api(key, 'PUT', '/api/organiser/v1/events/demo-expo/exhibitors', { exhibitors: [{ name: 'X', settings: {} }] })).statusCode).toBe(400);
    const after = await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is not reached with an organiser session, an exhibitor session or no key', async () => {
    expect((await t.app.inject({ url: '/api/organiser/v1/events', headers: console_ })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/organiser/v1/events' })).statusCode).toBe(401);
    const staff = await t.login('staff', 'acme-sam');
    expect((await t.app.inject({ url: '/api/organiser/v1/events', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(401);
  });
});

describe('check-ins', () => {
  it("records who the check-in saw, as typed or from the badge's QR code, once; the exhibitor's guests show it", async () => {
    const { key } = await newKey('Gate scanners');
    const [a, b] = await t.database.db.selectFrom('users').select(['id', 'badge_code']).where('event_id', '=', 'demo-expo').where('id', 'in', ['demo-expo-v1506', 'demo-expo-v1507']).orderBy('id').execute();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/organiser/v1/events/demo-expo/check-ins', headers: { authorization: `Bearer ${key}` }, payload });
    const first = await post({ badgeCodes: [formatBadgeCode(a!.badge_code).toUpperCase(), `LSB1:demo-expo:${formatBadgeCode(b!.badge_code)}`, 'bcdef-jklmn-stuvx'], at: '2026-11-25T09:00:00.000Z' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ checkedIn: 2, unknown: ['bcdefjklmnstuvx'] });
    // Seen again later: the first time stays.
    await post({ badgeCodes: [a!.badge_code] });
    const row = await t.database.db.selectFrom('users').select(['attendance_state', 'checked_in_at']).where('id', '=', a!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attendance_state: 'show', checked_in_at: new Date('2026-11-25T09:00:00.000Z') });
    expect((await post({ badgeCodes: [] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/organiser/v1/events/nope/check-ins', headers: { authorization: `Bearer ${key}` }, payload: { badgeCodes: ['x'] } })).statusCode).toBe(404);
    // Acme's guest list: the two are 'show'.
    const alex = await t.login('staff', 'acme-alex');
    const shown = (await t.app.inject({ url: '/api/guests?attendance=show', headers: { authorization: `Bearer ${alex}` } })).json<{ registrants: Array<{ id: string; attendance: string }> }>().registrants;
    expect(shown.map((r) => r.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(shown.every((r) => r.attendance === 'show')).toBe(true);
  });

  it('takes a check-in time on both edges of the date-time rule and refuses one just past them as a bad request, never a server error', async () => {
    const { key } = await newKey('Edge gate');
    const codes = await t.database.db.selectFrom('users').select('badge_code').where('event_id', '=', 'demo-expo').where('id', 'in', ['demo-expo-v1510', 'demo-expo-v1511', 'demo-expo-v1512']).orderBy('id').execute();
    const post = (badgeCode: string, at: string) => t.app.inject({ method: 'POST', url: '/api/organiser/v1/events/demo-expo/check-ins', headers: { authorization: `Bearer ${key}` }, payload: { badgeCodes: [badgeCode], at } });
    for (const at of ['0000-01-01T00:00:00Z', '2026-11-25T09:00:00.123456789Z', '2026-11-25T09:00:00+23:59', '2026-02-30T09:00:00Z', '0001-01-01T00:00:00+01:00']) {
      const res = await post(codes[0]!.badge_code, at);
      expect(res.statusCode, `${at}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'badRequest' });
    }
    const stored = await t.database.db.selectFrom('users').select('checked_in_at').where('badge_code', '=', codes[0]!.badge_code).executeTakeFirstOrThrow();
    expect(stored.checked_in_at).toBeNull();
    const edges = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999999+15:59', '2026-11-25T09:00:00.123456-15:59'];
    for (const [i, at] of edges.entries()) {
      const res = await post(codes[i]!.badge_code, at);
      expect(res.statusCode, `${at}: ${res.body}`).toBe(200);
      const row = await t.database.db.selectFrom('users').select('checked_in_at').where('badge_code', '=', codes[i]!.badge_code).executeTakeFirstOrThrow();
      expect(row.checked_in_at!.getTime()).toBe(Date.parse(at));
    }
  });
});
