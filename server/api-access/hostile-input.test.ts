/**
 * The exhibitors' public API against what outside testers sent it (issue #28): 'changedSince' on
 * a fresh install (change times noted before the first API account), NUL characters in the token
 * endpoint's credentials, failed token requests locking out the attacker and never the CRM,
 * cursors the API did not give, and date-times on both edges of the date-time rule. Every answer
 * is checked against the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { seedDemo, demoBadgeCode, DEMO } from '../demo/seed';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import type { ApiAccountInfo } from '../../src/domain/api-access';
import type { WireMutation } from '../../src/domain/mutations';
import type { ApiConnection } from './public-api';
import { TOKEN_FAILURES, TOKEN_ISSUES } from './public-api';
import { expectMatchesOpenApi } from './openapi-check';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
type Page = { connections: ApiConnection[]; removed: Array<{ id: string; reason: string }>; nextCursor: string; hasMore: boolean };

let t: TestApp;
let admin: string;
let staff: string;
let mutationId = 0;
let seq = 0;
const start = Date.now() - 3_600_000;
const now = () => new Date(start + ++seq * 1000).toISOString();
const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const idOf = (i: number) => connectionId('acme', normalizeBadgeCode(code(i)));
const capture = (i: number): Pick<WireMutation, 'id' | 'name' | 'args'> => ({ id: ++mutationId, name: 'captureConnection', args: { id: idOf(i), badgeCode: code(i), scannedAt: now(), sourceType: 'manual' } });
const note = (i: number, text: string): Pick<WireMutation, 'id' | 'name' | 'args'> => ({ id: ++mutationId, name: 'addNote', args: { id: `hostile-note-${mutationId}`, connectionId: idOf(i), text, type: 'text', createdAt: now() } });

async function checked(res: Promise<Response>, path: string, method: string): Promise<Response> {
  const answer = await res;
  expectMatchesOpenApi(answer, path, method, answer.statusCode);
  return answer;
}

async function createAccount(): Promise<{ account: ApiAccountInfo; clientSecret: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` }, payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A token request with Basic credentials exactly as given (no form-encoding), or with a body of our own. */
function tokenRaw(options: { basic?: string; form?: string; json?: unknown; remoteAddress?: string }) {
  const headers: Record<string, string> = {};
  if (options.basic !== undefined) headers.authorization = `Basic ${Buffer.from(options.basic, 'utf8').toString('base64')}`;
  const body = options.json !== undefined ? JSON.stringify(options.json) : (options.form ?? 'grant_type=client_credentials');
  headers['content-type'] = options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  return checked(
    t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', headers, payload: body, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) }),
    '/api/v1/oauth/token',
    'POST',
  );
}

const token = (clientId: string, secret: string, remoteAddress: string) =>
  tokenRaw({ basic: `${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`, remoteAddress });

async function accessToken(clientId: string, secret: string, remoteAddress = '192.0.2.200'): Promise<string> {
  const res = await token(clientId, secret, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

function connections(bearer: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return checked(t.app.inject({ url: `/api/v1/connections${qs ? `?${qs}` : ''}`, headers: { authorization: `Bearer ${bearer}` }, remoteAddress: '192.0.2.200' }), '/api/v1/connections', 'GET');
}

/** Waits until the exhibitor's current change version has its time noted (after the commit, app.changes). */
async function changeTimeNoted(partnerId = 'acme'): Promise<void> {
  await expect
    .poll(async () => {
      const r = await sql<{ noted: boolean }>`
        select exists (select 1 from api_change_times t join partner_versions v on v.partner_id = t.partner_id and v.version = t.version where t.partner_id = ${partnerId}) as noted`.execute(t.database.db);
      return r.rows[0]!.noted;
    })
    .toBe(true);
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('partner', 'acme');
  staff = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

describe('changedSince on a fresh install', () => {
  it('gives exactly the connection changed after that time, though the changes before were made when no API account existed', async () => {
    // Acme before its first API account (the demo data comes with one).
    await t.database.db.deleteFrom('api_accounts').where('partner_id', '=', 'acme').execute();
    await t.push(staff, 'hostile-client-1', [capture(1), capture(2), capture(3), capture(4), capture(5), capture(6)]);
    await t.push(staff, 'hostile-client-1', [note(2, 'Wants a demo')]);
    await changeTimeNoted();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.push(staff, 'hostile-client-1', [note(4, 'Call back on Monday')]);
    await changeTimeNoted();

    const { account, clientSecret } = await createAccount();
    const bearer = await accessToken(account.clientId, clientSecret);
    const all = (await connections(bearer, { limit: 500 })).json<Page>();
    expect(all.connections.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6].map(idOf)));
    const changed = await connections(bearer, { changedSince: since });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Page>().connections.map((c) => c.id)).toEqual([idOf(4)]);

    // And once more after the account exists: one more change, exactly that one.
    const since2 = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.push(staff, 'hostile-client-1', [note(6, 'Sent the brochure')]);
    await changeTimeNoted();
    expect((await connections(bearer, { changedSince: since2 })).json<Page>().connections.map((c) => c.id)).toEqual([idOf(6)]);
  });
});

describe('the token endpoint with NUL characters', () => {
  it('answers each as the OAuth error it is (400 invalid_request), never a server error', async () => {
    const { account, clientSecret } = await createAccount();
    const id = account.clientId;
    const requests = [
      tokenRaw({ basic: `${id}\u0000:${clientSecret}` }),
      tokenRaw({ basic: `${id}:${clientSecret}\u0000` }),
      tokenRaw({ basic: `${id}%00:${clientSecret}` }),
      tokenRaw({ basic: `${id}:${encodeURIComponent(clientSecret)}%00` }),
      tokenRaw({ form: `grant_type=client_credentials&client_id=${id}%00&client_secret=${clientSecret}` }),
      tokenRaw({ form: `grant_type=client_credentials&client_id=${id}&client_secret=${clientSecret}%00` }),
      tokenRaw({ form: `grant_type=client_credentials%00&client_id=${id}&client_secret=${clientSecret}` }),
      tokenRaw({ form: `grant_type=client_credentials&client_id=${id}\u0000&client_secret=${clientSecret}` }),
      tokenRaw({ json: { grant_type: 'client_credentials', client_id: `${id}\u0000`, client_secret: clientSecret } }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_request', error_description: 'The request holds a NUL character.' });
    }
    // Unreadable Basic credentials and bodies are OAuth errors too.
    const unreadable = await tokenRaw({ basic: `${id}%E0%A4%A:${clientSecret}` });
    expect(unreadable.statusCode).toBe(401);
    expect(unreadable.json()).toMatchObject({ error: 'invalid_client' });
    const notJson = await checked(t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' }), '/api/v1/oauth/token', 'POST');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: 'invalid_request' });
    const twice = await tokenRaw({ form: `grant_type=client_credentials&client_id=${id}&client_id=${id}&client_secret=${clientSecret}` });
    expect(twice.json()).toMatchObject({ error: 'invalid_request' });
    // The same request without the NUL gets its token.
    expect((await tokenRaw({ basic: `${id}:${clientSecret}` })).statusCode).toBe(200);
  });
});

describe('failed token requests', () => {
  it('lock out the address that guesses, while the CRM with the right secret from its own address gets its token', async () => {
    const { account, clientSecret } = await createAccount();
    const attacker = '203.0.113.66';
    const crm = '198.51.100.7';
    // The attacker's own successes (with a secret it knows) do not count as failures.
    const own = await createAccount();
    for (let i = 0; i < 5; i++) expect((await token(own.account.clientId, own.clientSecret, attacker)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < TOKEN_FAILURES.perAddress + 1; i++) codes.push((await token(account.clientId, `lss_guess${i}`, attacker)).statusCode);
    expect(codes.slice(0, TOKEN_FAILURES.perAddress)).toEqual(Array(TOKEN_FAILURES.perAddress).fill(401));
    const locked = await token(account.clientId, `lss_guess-again`, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'tooManyRequests' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Locked out whatever it sends, the right secret and other client ids included.
    expect((await token(account.clientId, clientSecret, attacker)).statusCode).toBe(429);
    expect((await token(own.account.clientId, own.clientSecret, attacker)).statusCode).toBe(429);

    // The CRM, elsewhere: its token, again and again.
    for (let i = 0; i < 3; i++) expect((await token(account.clientId, clientSecret, crm)).statusCode).toBe(200);
  });

  it('from many addresses put the client id under watch: an address that failed for it is refused, the CRM never', async () => {
    const { account, clientSecret } = await createAccount();
    const crm = '198.51.100.8';
    expect((await token(account.clientId, clientSecret, crm)).statusCode).toBe(200);
    const addresses = Array.from({ length: TOKEN_FAILURES.perClient }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.9`);
    for (const address of addresses) expect((await token(account.clientId, 'lss_wrong', address)).statusCode, address).toBe(401);
    // Each of those addresses failed once only (far below the address limit), yet is refused for this client id now.
    const again = await token(account.clientId, 'lss_wrong', addresses[0]!);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The CRM goes on, from its own address.
    for (let i = 0; i < 3; i++) expect((await token(account.clientId, clientSecret, crm)).statusCode).toBe(200);
    // An address that never failed is still answered (its guess is counted), and another client id is not affected.
    expect((await token(account.clientId, 'lss_wrong', '172.16.5.5')).statusCode).toBe(401);
    const other = await createAccount();
    expect((await token(other.account.clientId, other.clientSecret, addresses[1]!)).statusCode).toBe(200);
  });

  it('are not needed to stop a runaway CRM: tokens issued are limited per account, and only it can use that up', async () => {
    const { account, clientSecret } = await createAccount();
    const codes: number[] = [];
    for (let i = 0; i < TOKEN_ISSUES.perAccount + 1; i++) codes.push((await token(account.clientId, clientSecret, '198.51.100.9')).statusCode);
    expect(codes.slice(0, TOKEN_ISSUES.perAccount).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('cursors', () => {
  it('page on when given back as they are; a forged, altered, NUL-carrying or another exhibitor\'s cursor is refused with 400 invalidCursor', async () => {
    const { account, clientSecret } = await createAccount();
    const bearer = await accessToken(account.clientId, clientSecret);
    const first = (await connections(bearer, { limit: 2 })).json<Page>();
    expect(first.hasMore).toBe(true);
    const second = await connections(bearer, { limit: 2, cursor: first.nextCursor });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<Page>().connections.map((c) => c.id)).not.toEqual(first.connections.map((c) => c.id));

    const [payload, mac] = first.nextCursor.split('.') as [string, string];
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const refused = [
      b64([0, '', 0]), // the unsigned form cursors had
      `${b64([0, '', 0])}.${mac}`, // another position with this cursor's signature
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${flip(mac, 10)}`,
      `${payload}.${mac}x`,
      `${b64([1, 'a\u0000', 0])}.${mac}`,
      b64([1, 'a\u0000', 0]),
      `${payload}\u0000.${mac}`,
      'not-a-cursor',
    ];
    for (const cursor of refused) {
      const res = await connections(bearer, { cursor });
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(400);
      expect(res.json<{ error: string }>().error, cursor).toMatch(/^(invalidCursor|badRequest)$/);
    }
    // The ones that pass the query's syntax are refused as cursors the API did not give.
    expect((await connections(bearer, { cursor: `${b64([1, 'a\u0000', 0])}.${mac}` })).json()).toEqual({ error: 'invalidCursor', message: 'The cursor is not one this API gave.' });

    // Another exhibitor's cursor does not open this one's list, nor the other way round.
    const gina = await t.login('partner', 'globex');
    const settings = (await t.database.db.selectFrom('partners').select('settings').where('id', '=', 'globex').executeTakeFirstOrThrow()).settings;
    const parsed = typeof settings === 'string' ? (JSON.parse(settings) as Record<string, unknown>) : (settings as Record<string, unknown>);
    await t.database.db.updateTable('partners').set({ settings: JSON.stringify({ ...parsed, api: true }) }).where('id', '=', 'globex').execute();
    const globex = await t.app.inject({ method: 'POST', url: '/api/api-access/accounts', headers: { authorization: `Bearer ${gina}` }, payload: {} });
    expect(globex.statusCode, globex.body).toBe(201);
    const g = globex.json<{ account: ApiAccountInfo; clientSecret: string }>();
    const globexBearer = await accessToken(g.account.clientId, g.clientSecret);
    expect((await connections(globexBearer, { cursor: first.nextCursor })).json()).toMatchObject({ error: 'invalidCursor' });
  });
});

describe('changedSince on the edges of the date-time rule', () => {
  it('takes the first and last moments PostgreSQL stores as they are, and refuses one past them with 400, never a server error', async () => {
    const { account, clientSecret } = await createAccount();
    const bearer = await accessToken(account.clientId, clientSecret);
    for (const changedSince of ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00-15:59', '2026-11-26T08:00:00.123456+15:59', '9999-12-31T23:59:59.999999Z']) {
      const res = await connections(bearer, { changedSince });
      expect(res.statusCode, `${changedSince}: ${res.body}`).toBe(200);
    }
    for (const changedSince of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '2026-11-26T08:00:00.123456789Z', '2026-11-26T08:00:00+23:59', '2026-11-26T08:00:00+16:00', '2026-02-30T08:00:00Z', '10000-01-01T00:00:00Z']) {
      const res = await connections(bearer, { changedSince });
      expect(res.statusCode, `${changedSince}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: 'badRequest' });
      // The integrator reads which rule, not a page-long regular expression.
      expect(res.json<{ message: string }>().message).toMatch(/changedSince must be a date-time such as 2026-11-27T09:30:00Z/);
      expect(res.json<{ message: string }>().message.length).toBeLessThan(200);
    }
  });
});

describe('migration 0032', () => {
  it('notes a time for every exhibitor\'s current version, so changedSince after the upgrade gives only later changes', async () => {
    const database = await openDatabase({});
    try {
      await migrate(database.db, MIGRATIONS.filter((m) => m.version < 32));
      await seedDemo(database.db);
      await database.db.insertInto('partner_versions').values({ partner_id: 'acme', version: 42 }).onConflict((oc) => oc.column('partner_id').doUpdateSet({ version: 42 })).execute();
      const before = new Date();
      expect(await migrate(database.db)).toEqual(MIGRATIONS.filter((m) => m.version >= 32).map((m) => m.version));
      const noted = await database.db.selectFrom('api_change_times').selectAll().where('partner_id', '=', 'acme').execute();
      expect(noted.map((n) => n.version)).toContain(42);
      expect(noted.find((n) => n.version === 42)!.at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    } finally {
      await database.close();
    }
  }, 120_000);
});
