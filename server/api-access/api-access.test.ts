/**
 * API access (#17): accounts made by an administrator, the OAuth 2.0 client-credentials flow,
 * refusals (disabled, outside the address selection, rate limit), reading connections by cursor
 * and 'changed since', and signed webhooks retried after a failing receiver.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { JobRunner } from '../jobs/runner';
import { deliverJob, dispatchJob, signature, type WebhookPayload } from './webhooks';
import type { ApiAccountInfo } from '../../src/domain/api-access';
import type { ApiConnection } from './public-api';
import type { WireMutation } from '../../src/domain/mutations';
import { expectMatchesOpenApi, expectWebhookMatchesOpenApi } from './openapi-check';
import { erasureKey } from '../../src/domain/erasure';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

let t: TestApp;
let admin: string;
let staff: string;
let seq = 0;
const start = Date.now() - 3_600_000;
const now = () => new Date(start + ++seq * 1000).toISOString();
const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const idOf = (i: number) => connectionId('acme', normalizeBadgeCode(code(i)));
let mutationId = 0;
const capture = (i: number): Pick<WireMutation, 'id' | 'name' | 'args'> => ({ id: ++mutationId, name: 'captureConnection', args: { id: idOf(i), badgeCode: code(i), scannedAt: now(), sourceType: 'manual' } });
const note = (i: number, text: string): Pick<WireMutation, 'id' | 'name' | 'args'> => ({ id: ++mutationId, name: 'addNote', args: { id: `note-${mutationId}`, connectionId: idOf(i), text, type: 'text', createdAt: now() } });

async function createAccount(body: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ account: ApiAccountInfo; clientSecret: string }>();
}

/** Every answer of the public API is checked against the OpenAPI document (whatever its status; the tests then say which they expect). */
async function checked(res: Promise<Response>, path: string, method: string): Promise<Response> {
  const answer = await res;
  expectMatchesOpenApi(answer, path, method, answer.statusCode);
  return answer;
}

function tokenRequest(clientId: string, secret: string, options: { basic?: boolean; remoteAddress?: string } = {}) {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...(options.basic ? {} : { client_id: clientId, client_secret: secret }) }).toString();
  return checked(
    t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.basic ? { authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}` } : {}) },
      payload: form,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    }),
    '/api/v1/oauth/token',
    'POST',
  );
}

async function token(clientId: string, secret: string, remoteAddress?: string): Promise<string> {
  const res = await tokenRequest(clientId, secret, { basic: true, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

function connections(accessToken: string, query: Record<string, string | number> = {}, remoteAddress?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return checked(t.app.inject({ url: `/api/v1/connections${qs ? `?${qs}` : ''}`, headers: { authorization: `Bearer ${accessToken}` }, ...(remoteAddress ? { remoteAddress } : {}) }), '/api/v1/connections', 'GET');
}

type Page = { connections: ApiConnection[]; removed: Array<{ id: string; reason: string }>; nextCursor: string; hasMore: boolean };

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('partner', 'acme');
  staff = await t.login('staff', 'acme-sam');
});
afterAll(async () => t.close());

describe('API accounts', () => {
  it('are made by an administrator; the secret is shown once and only its first characters are listed', async () => {
    const { account, clientSecret } = await createAccount({ comments: 'HubSpot sync' });
    expect(account.clientId).toMatch(/^lsc_/);
    expect(clientSecret).toMatch(/^lss_/);
    expect(clientSecret.startsWith(account.secretPrefix)).toBe(true);
    const list = await t.app.inject({ url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` } });
    expect(list.body).not.toContain(clientSecret);
    expect(list.json<ApiAccountInfo[]>().find((a) => a.id === account.id)).toMatchObject({ comments: 'HubSpot sync', state: 'active', ipRestriction: 'none', allowedAddresses: [] });
    const stored = await t.database.db.selectFrom('api_accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(clientSecret);
  });

  it('refuse an invalid address selection, naming the entry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-access/accounts',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ipRestriction: 'selection', allowedAddresses: ['10.0.0.0/8', '10.0.0.300', '10.1.2.3/8'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid', fields: { 'allowedAddresses.1': 'apiAccess.addressInvalid', 'allowedAddresses.2': 'apiAccess.rangeNotNetwork' } });
    const empty = await t.app.inject({ method: 'POST', url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` }, payload: { ipRestriction: 'selection', allowedAddresses: [] } });
    expect(empty.json()).toEqual({ error: 'invalid', fields: { allowedAddresses: 'apiAccess.addressesRequired' } });
  });

  it('are the exhibitor\'s own: another exhibitor\'s administrator cannot change them', async () => {
    const { account } = await createAccount();
    const ivy = await t.login('staff', 'globex-gina');
    const res = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/disable`, headers: { authorization: `Bearer ${ivy}` } });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('the token', () => {
  it('is given for the client id and secret, by Basic auth or form fields, for 15 minutes', async () => {
    const { account, clientSecret } = await createAccount();
    for (const basic of [true, false]) {
      const res = await tokenRequest(account.clientId, clientSecret, { basic });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    }
    expect((await tokenRequest(account.clientId, `${clientSecret}x`)).statusCode).toBe(401);
    expect((await tokenRequest('lsc_unknown', clientSecret)).json()).toMatchObject({ error: 'invalid_client' });
    const wrongGrant = await checked(t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', payload: { grant_type: 'password' } }), '/api/v1/oauth/token', 'POST');
    expect(wrongGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    // No token, a wrong one, or an expired one: 401 with a challenge.
    expect((await connections('lsa_notatokenatallxxxxxxxxxx')).statusCode).toBe(401);
    const expired = await token(account.clientId, clientSecret);
    await t.database.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('account_id', '=', account.id).execute();
    const res = await connections(expired);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
  });

  it('is refused for a disabled account, and its tokens stop working at once', async () => {
    const { account, clientSecret } = await createAccount();
    const accessToken = await token(account.clientId, clientSecret);
    expect((await connections(accessToken)).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/disable`, headers: { authorization: `Bearer ${admin}` } });
    expect(off.json<ApiAccountInfo>().state).toBe('disabled');
    expect((await connections(accessToken)).statusCode).toBe(401);
    const refused = await tokenRequest(account.clientId, clientSecret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'invalid_client', error_description: 'The API account is disabled.' });
    // Enabled again, it works again.
    const on = await t.app.inject({ method: 'PUT', url: `/api/api-access/accounts/${account.id}`, headers: { authorization: `Bearer ${admin}` }, payload: { state: 'active' } });
    expect(on.statusCode, on.body).toBe(200);
    expect((await tokenRequest(account.clientId, clientSecret)).statusCode).toBe(200);
  });

  it('follows a regenerated secret: the old secret and its tokens stop working', async () => {
    const { account, clientSecret } = await createAccount();
    const old = await token(account.clientId, clientSecret);
    const res = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/secret`, headers: { authorization: `Bearer ${admin}` } });
    const fresh = res.json<{ clientSecret: string }>().clientSecret;
    expect(fresh).not.toBe(clientSecret);
    expect((await tokenRequest(account.clientId, clientSecret)).statusCode).toBe(401);
    expect((await connections(old)).statusCode).toBe(401);
    expect((await tokenRequest(account.clientId, fresh)).statusCode).toBe(200);
  });

  it('is given only within the address selection (IPv4, IPv6, CIDR), and used only from there', async () => {
    const { account, clientSecret } = await createAccount({ ipRestriction: 'selection', allowedAddresses: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] });
    for (const inside of ['10.1.2.3', '2001:db8:0:1::5', '192.0.2.7', '::ffff:10.0.0.1']) expect((await tokenRequest(account.clientId, clientSecret, { remoteAddress: inside })).statusCode, inside).toBe(200);
    for (const outside of ['11.0.0.1', '192.0.2.8', '2001:db9::1', '127.0.0.1']) {
      const res = await tokenRequest(account.clientId, clientSecret, { remoteAddress: outside });
      expect(res.statusCode, outside).toBe(403);
      expect(res.json()).toMatchObject({ error: 'access_denied' });
    }
    const accessToken = await token(account.clientId, clientSecret, '10.9.9.9');
    expect((await connections(accessToken, {}, '10.9.9.9')).statusCode).toBe(200);
    const elsewhere = await connections(accessToken, {}, '203.0.113.5');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ error: 'addressNotAllowed' });
  });

  it('is issued at most 20 times a minute per account (only a caller with the secret counts)', async () => {
    const { account, clientSecret } = await createAccount();
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await tokenRequest(account.clientId, clientSecret)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another account is not affected.
    const other = await createAccount();
    expect((await tokenRequest(other.account.clientId, other.clientSecret)).statusCode).toBe(200);
  });
});

describe('connections', () => {
  it('are read page by page by cursor, then only what changed since, with notes, stages and contact data', async () => {
    const { account, clientSecret } = await createAccount();
    const accessToken = await token(account.clientId, clientSecret);
    await t.push(staff, 'api-client-1', [capture(1), capture(2), capture(3), capture(4), capture(5)]);
    await t.push(staff, 'api-client-1', [note(2, 'Wants a demo'), { id: ++mutationId, name: 'setStage', args: { id: `stage-${mutationId}`, connectionId: idOf(2), stage: 'contacted', comment: 'Budget approved', createdAt: now() } }]);

    const seen: ApiConnection[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await connections(accessToken, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Page>();
      expect(body.connections.length).toBeLessThanOrEqual(2);
      seen.push(...body.connections);
      cursor = body.nextCursor;
      if (!body.hasMore) break;
    }
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of [1, 2, 3, 4, 5]) expect(ids).toContain(idOf(i));
    const second = seen.find((c) => c.id === idOf(2))!;
    expect(second.notes.map((n) => n.text)).toEqual(['Wants a demo']);
    expect(second.stageHistory.at(-1)).toMatchObject({ stage: 'contacted', comment: 'Budget approved' });
    expect(second.licensed).toBe(true);
    expect(second.contact).toMatchObject({ email: expect.any(String) });
    // Versions only grow along the pages: the second connection, changed last, comes last.
    expect(ids.at(-1)).toBe(idOf(2));

    // Nothing changed: the stored cursor gives nothing.
    const none = (await connections(accessToken, { cursor: cursor! })).json<Page>();
    expect(none.connections).toEqual([]);
    expect(none.hasMore).toBe(false);

    // A note on one and a deletion of another: the next pull has just those.
    await t.push(staff, 'api-client-1', [note(4, 'Call back on Monday'), { id: ++mutationId, name: 'deleteConnection', args: { connectionId: idOf(5), deletedAt: now() } }]);
    const next = (await connections(accessToken, { cursor: none.nextCursor })).json<Page>();
    expect(next.connections.map((c) => c.id)).toEqual([idOf(4)]);
    expect(next.removed).toEqual([{ id: idOf(5), reason: 'deleted', at: expect.any(String) }]);
    const after = (await connections(accessToken, { cursor: next.nextCursor })).json<Page>();
    expect(after.connections).toEqual([]);
    expect(after.removed).toEqual([]);

    // changedSince is the server's time, whatever the device's clock said (this note is dated an hour ago).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await t.push(staff, 'api-client-1', [note(3, 'Sent the brochure')]);
    await expect.poll(async () => (await t.database.db.selectFrom('api_change_times').select('version').where('at', '>=', new Date(since)).execute()).length).toBeGreaterThan(0);
    const changed = (await connections(accessToken, { changedSince: since })).json<Page>();
    expect(changed.connections.map((c) => c.id)).toEqual([idOf(3)]);

    expect((await connections(accessToken, { cursor: 'not-a-cursor' })).statusCode).toBe(400);
  });

  it('are only the exhibitor\'s own', async () => {
    const { account, clientSecret } = await createAccount();
    const accessToken = await token(account.clientId, clientSecret);
    const gina = await t.login('staff', 'globex-gina');
    await t.push(gina, 'api-globex-1', [{ id: 1, name: 'captureConnection', args: { id: connectionId('globex', normalizeBadgeCode(code(40))), badgeCode: code(40), scannedAt: now(), sourceType: 'manual' } }]);
    const body = (await connections(accessToken, { limit: 500 })).json<Page>();
    expect(body.connections.every((c) => c.id.startsWith('acme'))).toBe(true);
    expect(body.connections.map((c) => c.id)).not.toContain(connectionId('globex', normalizeBadgeCode(code(40))));
  });
});

describe('webhooks', () => {
  it('deliver signed events for a new connection, retried with back-off after a failing receiver', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string; status: number }> = [];
    let failNext = 1;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const status = failNext-- > 0 ? 500 : 204;
        received.push({ headers: req.headers, body, status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leadstand`;
    try {
      const { account } = await createAccount();
      const bad = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers: { authorization: `Bearer ${admin}` }, payload: { url: 'http://crm.example/hook', events: [] } });
      expect(bad.json()).toEqual({ error: 'invalid', fields: { url: 'apiAccess.urlInvalid', events: 'apiAccess.eventsRequired' } });
      const made = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers: { authorization: `Bearer ${admin}` }, payload: { url, events: ['connection.created', 'connection.erased'] } });
      expect(made.statusCode, made.body).toBe(201);
      const { webhook, secret } = made.json<{ webhook: { id: string }; secret: string }>();

      const runner = new JobRunner(t.database.db, { 'webhook.dispatch': dispatchJob, 'webhook.deliver': deliverJob({ allowPrivate: true }) }, { instance: 'test' });
      await t.push(staff, 'api-client-1', [capture(60)]);
      // The dispatch is enqueued once the push is committed (app.changes), then run.
      await expect.poll(async () => (await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'webhook.dispatch').where('state', '=', 'queued').execute()).length).toBeGreaterThan(0);
      await runner.tick();
      await runner.tick();
      expect(received).toHaveLength(1);
      expect(received[0]!.status).toBe(500);
      let shown = await t.database.db.selectFrom('webhooks').selectAll().where('id', '=', webhook.id).executeTakeFirstOrThrow();
      expect(shown).toMatchObject({ last_status: 500, last_error: 'HTTP 500', last_event: 'connection.created' });
      const job = await t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'webhook.deliver').executeTakeFirstOrThrow();
      expect(job.state).toBe('queued');
      expect(job.run_at.getTime()).toBeGreaterThan(Date.now() + 5_000);

      // The back-off has passed: delivered.
      await sql`update jobs set run_at = now() where kind = 'webhook.deliver' and state = 'queued'`.execute(t.database.db);
      await runner.tick();
      expect(received).toHaveLength(2);
      shown = await t.database.db.selectFrom('webhooks').selectAll().where('id', '=', webhook.id).executeTakeFirstOrThrow();
      expect(shown).toMatchObject({ last_status: 204, last_error: null });
      const listed = (await t.app.inject({ url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` } })).json<ApiAccountInfo[]>();
      expect(listed.find((a) => a.id === account.id)!.webhooks[0]!.lastDelivery).toMatchObject({ status: 204, error: null, event: 'connection.created' });

      // The receiver checks the signature over "<timestamp>.<body>" and the timestamp's age.
      const delivery = received[1]!;
      const timestamp = String(delivery.headers['x-leadstand-timestamp']);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
      expect(delivery.headers['x-leadstand-signature']).toBe(signature(secret, timestamp, delivery.body));
      expect(delivery.headers['x-leadstand-signature']).not.toBe(signature(secret, String(Number(timestamp) - 600), delivery.body));
      const event = JSON.parse(delivery.body) as WebhookPayload;
      expect(event).toMatchObject({ type: 'connection.created', data: { connectionId: idOf(60) } });
      // The same event id on each attempt, so a receiver can drop a repeat.
      expect(JSON.parse(received[0]!.body).id).toBe(event.id);

      // A note is an update, which this webhook does not listen to; a deletion is sent as erased.
      await t.push(staff, 'api-client-1', [note(60, 'Hello'), { id: ++mutationId, name: 'deleteConnection', args: { connectionId: idOf(60), deletedAt: now() } }]);
      await expect.poll(async () => (await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'webhook.dispatch').where('state', '=', 'queued').execute()).length).toBeGreaterThan(0);
      await runner.tick();
      await runner.tick();
      expect(received.slice(2).map((r) => (JSON.parse(r.body) as WebhookPayload).type)).toEqual(['connection.erased']);
      expect((JSON.parse(received[2]!.body) as WebhookPayload).data).toEqual({ connectionId: idOf(60), version: expect.any(Number), reason: 'deleted' });
      // Every delivery, the failed one included, is what the OpenAPI document's webhooks describe.
      for (const r of received) expectWebhookMatchesOpenApi(r);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('do not reach private addresses unless allowed', async () => {
    const { account } = await createAccount();
    const made = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers: { authorization: `Bearer ${admin}` }, payload: { url: 'http://127.0.0.1:9/hook', events: ['connection.created'] } });
    const { webhook } = made.json<{ webhook: { id: string } }>();
    const body: WebhookPayload = { id: 'x', type: 'connection.created', createdAt: new Date().toISOString(), data: { connectionId: 'acme.x', version: 1 } };
    await expect(deliverJob({ allowPrivate: false }).run({ webhookId: webhook.id, body }, { db: t.database.db, job: { id: 'j', attempt: 1 } })).rejects.toThrow(/not public/);
    const shown = await t.database.db.selectFrom('webhooks').selectAll().where('id', '=', webhook.id).executeTakeFirstOrThrow();
    expect(shown.last_error).toMatch(/not public/);
  });
});

/** A webhook receiver on this machine that keeps what it gets and answers 204. */
async function receiver() {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every page from `cursor` on; the last page's cursor. */
async function pullAll(accessToken: string, cursor?: string): Promise<{ connections: ApiConnection[]; removed: Page['removed']; cursor: string }> {
  const out = { connections: [] as ApiConnection[], removed: [] as Page['removed'], cursor: cursor ?? '' };
  for (let i = 0; i < 50; i++) {
    const res = await connections(accessToken, { limit: 500, ...(out.cursor ? { cursor: out.cursor } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    out.connections.push(...page.connections);
    out.removed.push(...page.removed);
    out.cursor = page.nextCursor;
    if (!page.hasMore) return out;
  }
  throw new Error('more than 50 pages');
}

describe('the API rate limit', () => {
  it('is 120 calls a minute per account, then 429 with Retry-After as documented; another account goes on', async () => {
    const a = await createAccount();
    const b = await createAccount();
    const tokenA = await token(a.account.clientId, a.clientSecret);
    const tokenB = await token(b.account.clientId, b.clientSecret);
    const codes: number[] = [];
    for (let i = 0; i < 120; i++) codes.push((await connections(tokenA, { limit: 1 })).statusCode);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    const over = await connections(tokenA, { limit: 1 });
    expectMatchesOpenApi(over, '/api/v1/connections', 'GET', 429);
    expect(over.json()).toEqual({ error: 'tooManyRequests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the account's, not the token's: a fresh token does not reset it.
    expect((await connections(await token(a.account.clientId, a.clientSecret), { limit: 1 })).statusCode).toBe(429);
    expect((await connections(tokenB, { limit: 1 })).statusCode).toBe(200);
  });
});

describe('API access switched off for the exhibitor', () => {
  it('refuses the token and every call of its accounts, with their documented errors, until it is switched on again', async () => {
    const { account, clientSecret } = await createAccount();
    const accessToken = await token(account.clientId, clientSecret);
    const db = t.database.db;
    const before = await db.selectFrom('partners').select('settings').where('id', '=', 'acme').executeTakeFirstOrThrow();
    const settings = typeof before.settings === 'string' ? (JSON.parse(before.settings) as Record<string, unknown>) : (before.settings as Record<string, unknown>);
    await db.updateTable('partners').set({ settings: JSON.stringify({ ...settings, api: false }) }).where('id', '=', 'acme').execute();
    try {
      const refused = await tokenRequest(account.clientId, clientSecret);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'access_denied', error_description: 'API access is switched off for the exhibitor.' });
      const call = await connections(accessToken);
      expect(call.statusCode).toBe(403);
      expect(call.json()).toEqual({ error: 'settingDisabled' });
      // The administrators' screen is closed too.
      const screen = await t.app.inject({ url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` } });
      expect(screen.statusCode).toBe(403);
    } finally {
      await db.updateTable('partners').set({ settings: JSON.stringify(settings) }).where('id', '=', 'acme').execute();
    }
    expect((await connections(accessToken)).statusCode).toBe(200);
  });
});

describe('address selection', () => {
  it('takes a single IPv6 address however the caller writes it, refuses its neighbours, and follows a changed selection at once', async () => {
    const { account, clientSecret } = await createAccount({ ipRestriction: 'selection', allowedAddresses: ['2001:db8:0:0:0:0:0:7', '198.51.100.0/24'] });
    const listed = (await t.app.inject({ url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` } })).json<ApiAccountInfo[]>().find((a) => a.id === account.id)!;
    expect(listed.allowedAddresses).toEqual(['2001:db8::7', '198.51.100.0/24']);
    const accessToken = await token(account.clientId, clientSecret, '2001:db8::7');
    for (const inside of ['2001:db8::7', '2001:0db8:0000:0000:0000:0000:0000:0007', '198.51.100.255', '::ffff:198.51.100.1']) expect((await connections(accessToken, { limit: 1 }, inside)).statusCode, inside).toBe(200);
    for (const outside of ['2001:db8::8', '2001:db8::7:0', '198.51.101.0', '::1', '127.0.0.1']) {
      const res = await connections(accessToken, { limit: 1 }, outside);
      expect(res.statusCode, outside).toBe(403);
      expect(res.json()).toEqual({ error: 'addressNotAllowed' });
    }
    // The selection changed to IPv4 only: the IPv6 caller's token stops working; no restriction: anywhere.
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/api-access/accounts/${account.id}`, headers: { authorization: `Bearer ${admin}` }, payload: body });
    expect((await put({ ipRestriction: 'selection', allowedAddresses: ['198.51.100.0/24'] })).statusCode).toBe(200);
    expect((await connections(accessToken, { limit: 1 }, '2001:db8::7')).statusCode).toBe(403);
    expect((await put({ ipRestriction: 'none', allowedAddresses: [] })).statusCode).toBe(200);
    expect((await connections(accessToken, { limit: 1 }, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('a visitor\'s erasure', () => {
  it('reaches a webhook as connection.erased (reason erased), signed, and the next pull lists it as removed', async () => {
    const hook = await receiver();
    try {
      const { account, clientSecret } = await createAccount();
      const made = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers: { authorization: `Bearer ${admin}` }, payload: { url: hook.url, events: ['connection.erased'] } });
      expect(made.statusCode, made.body).toBe(201);
      const { secret } = made.json<{ secret: string }>();
      const runner = new JobRunner(t.database.db, { 'webhook.dispatch': dispatchJob, 'webhook.deliver': deliverJob({ allowPrivate: true }) }, { instance: 'erase-test' });
      await t.push(staff, 'api-client-1', [capture(70), note(70, 'Asked to be forgotten')]);
      const accessToken = await token(account.clientId, clientSecret);
      const first = await pullAll(accessToken);
      expect(first.connections.map((c) => c.id)).toContain(idOf(70));

      const erased = await t.app.inject({ method: 'POST', url: `/api/connections/${idOf(70)}/erase`, headers: { authorization: `Bearer ${admin}` } });
      expect(erased.statusCode, erased.body).toBe(200);
      const erasedEvents = () => hook.received.filter((r) => (JSON.parse(r.body) as WebhookPayload).type === 'connection.erased');
      await expect
        .poll(
          async () => {
            await runner.tick();
            return erasedEvents().length;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe(1);
      // Only the erasure: this webhook does not listen to the capture and the note.
      expect(hook.received).toHaveLength(1);
      const delivery = erasedEvents()[0]!;
      expectWebhookMatchesOpenApi(delivery);
      // Named by the erasure key the connection carried (its id holds the badge code, which goes).
      const erasedKey = first.connections.find((c) => c.id === idOf(70))!.erasureKey;
      expect(erasedKey).toBe(erasureKey(idOf(70)));
      expect(JSON.parse(delivery.body)).toMatchObject({ type: 'connection.erased', data: { connectionId: erasedKey, reason: 'erased' } });
      const timestamp = String(delivery.headers['x-leadstand-timestamp']);
      expect(delivery.headers['x-leadstand-signature']).toBe(signature(secret, timestamp, delivery.body));
      // No personal data travels in the event.
      expect(delivery.body).not.toContain('forgotten');

      const next = await pullAll(accessToken, first.cursor);
      expect(next.connections.map((c) => c.id)).not.toContain(idOf(70));
      expect(next.removed).toEqual([{ id: erasedKey, reason: 'erased', at: expect.any(String) }]);
    } finally {
      await hook.close();
    }
  });
});

describe('the audit log', () => {
  type Entry = { action: string; subject: string; actor_name: string };
  const entriesSince = async (id: number): Promise<Entry[]> =>
    t.database.db.selectFrom('audit_log').select(['action', 'subject', 'actor_name']).where('partner_id', '=', 'acme').where('id', '>', String(id)).orderBy('id').execute();
  const lastId = async () => Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

  it('records every change of an API account and its webhooks, by client id, never a secret or an address', async () => {
    const from = await lastId();
    const headers = { authorization: `Bearer ${admin}` };
    const { account, clientSecret } = await createAccount({ comments: 'Salesforce' });
    const cid = account.clientId;
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/api-access/accounts/${account.id}`, headers, payload: body });
    expect((await put({ comments: 'Salesforce, EU org' })).statusCode).toBe(200);
    expect((await put({ comments: 'Salesforce, EU org' })).statusCode).toBe(200); // nothing changed: nothing recorded
    expect((await put({ comments: 'Salesforce, EU org', state: 'disabled' })).statusCode).toBe(200);
    expect((await put({ comments: 'Salesforce, EU org', state: 'active' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/disable`, headers })).statusCode).toBe(200);
    const regenerated = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/secret`, headers });
    const hookUrl = 'https://crm.example/hook?key=do-not-log';
    const made = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers, payload: { url: hookUrl, events: ['connection.created'] } });
    const { webhook, secret } = made.json<{ webhook: { id: string }; secret: string }>();
    expect((await t.app.inject({ method: 'PUT', url: `/api/api-access/webhooks/${webhook.id}`, headers, payload: { url: hookUrl, events: ['connection.created', 'connection.updated'] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/api-access/webhooks/${webhook.id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/api-access/accounts/${account.id}`, headers })).statusCode).toBe(204);

    const entries = await entriesSince(from);
    expect(entries.map((e) => [e.action, e.subject])).toEqual([
      ['apiAccount.created', cid],
      ['apiAccount.changed', cid],
      ['apiAccount.disabled', cid],
      ['apiAccount.enabled', cid],
      ['apiAccount.disabled', cid],
      ['apiAccount.secretRegenerated', cid],
      ['webhook.added', `${cid}/${webhook.id}`],
      ['webhook.changed', `${cid}/${webhook.id}`],
      ['webhook.removed', `${cid}/${webhook.id}`],
      ['apiAccount.deleted', cid],
    ]);
    expect(new Set(entries.map((e) => e.actor_name)).size).toBe(1);
    const text = JSON.stringify(entries);
    for (const hidden of [clientSecret, regenerated.json<{ clientSecret: string }>().clientSecret, secret, 'do-not-log']) expect(text).not.toContain(hidden);

    // The administrators read them in the audit log, labelled.
    const log = await t.app.inject({ url: '/api/audit', headers });
    expect(log.json<{ entries: Array<{ action: string }> }>().entries.slice(0, 10).map((e) => e.action)).toEqual(entries.map((e) => e.action).reverse());
  });

  it('records nothing for a refused change', async () => {
    const from = await lastId();
    const { account } = await createAccount();
    const headers = { authorization: `Bearer ${admin}` };
    const after = await lastId();
    expect((await t.app.inject({ method: 'PUT', url: `/api/api-access/accounts/${account.id}`, headers, payload: { ipRestriction: 'selection', allowedAddresses: ['nope'] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers, payload: { url: 'ftp://x', events: ['connection.created'] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/api-access/accounts/no-such-account', headers })).statusCode).toBe(404);
    const gina = await t.login('staff', 'globex-gina');
    expect([403, 404]).toContain((await t.app.inject({ method: 'DELETE', url: `/api/api-access/accounts/${account.id}`, headers: { authorization: `Bearer ${gina}` } })).statusCode);
    expect(await lastId()).toBe(after);
    expect((await entriesSince(from)).map((e) => e.action)).toEqual(['apiAccount.created']);
  });
});
