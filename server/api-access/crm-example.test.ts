/**
 * docs/examples/crm-sync.mjs, the CRM example of docs/crm.md, run against a test server so it
 * cannot rot: its token, pull and cursor functions sync incrementally over HTTP (every answer
 * checked against the OpenAPI document), and its webhook receiver takes a signed delivery from
 * the server and refuses a stale, a tampered or a repeated one.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { demoBadgeCode, DEMO } from '../demo/seed';
import { JobRunner } from '../jobs/runner';
import { deliverJob, dispatchJob, signature } from './webhooks';
import { expectMatchesOpenApi, type Answer } from './openapi-check';
import type { ApiAccountInfo } from '../../src/domain/api-access';
import type { ApiConnection, WebhookPayload } from '../../src/domain/public-api';
import type { WireMutation } from '../../src/domain/mutations';

type Fetch = typeof fetch;
type CrmRecord = { op: string; id: string; contact?: Record<string, string>; notes?: Array<{ hs_note_body: string }> };
interface Example {
  getToken(o: { baseUrl: string; clientId: string; clientSecret: string; fetchImpl?: Fetch }): Promise<{ token: string; expiresIn: number }>;
  pullChanges(o: { baseUrl: string; token: string; cursor?: string | null; changedSince?: string; limit?: number; fetchImpl?: Fetch }): Promise<{ connections: ApiConnection[]; removed: Array<{ id: string; reason: string }>; cursor: string }>;
  loadCursor(file: string): Promise<string | null>;
  saveCursor(file: string, cursor: string): Promise<void>;
  syncOnce(o: { baseUrl: string; clientId: string; clientSecret: string; cursorFile: string; crm?: string; send: (r: CrmRecord) => Promise<void>; fetchImpl?: Fetch }): Promise<{ connections: number; removed: number }>;
  verifySignature(o: { secret: string; timestamp: string | undefined; signature: string | undefined; body: string; now?: number }): { ok: boolean; reason?: string };
  webhookHandler(o: { secret: string; onEvent: (e: WebhookPayload) => void }): http.RequestListener;
  toHubSpot(c: ApiConnection): { contact: Record<string, string>; notes: unknown[]; deal: Record<string, string> | null };
  toSalesforce(c: ApiConnection): { lead: Record<string, string>; tasks: Array<Record<string, string>> };
}

let t: TestApp;
let example: Example;
let baseUrl: string;
let admin: string;
let staff: string;
let dir: string;
let mutation = 0;
const code = (i: number) => demoBadgeCode(DEMO.eventId, i);
const idOf = (i: number) => connectionId('acme', normalizeBadgeCode(code(i)));
const push = (...mutations: Array<Omit<Pick<WireMutation, 'id' | 'name' | 'args'>, 'id'>>) =>
  t.push(
    staff,
    'crm-example',
    mutations.map((m) => ({ ...m, id: ++mutation }) as Pick<WireMutation, 'id' | 'name' | 'args'>),
  );
const capture = (i: number) => ({ name: 'captureConnection' as const, args: { id: idOf(i), badgeCode: code(i), scannedAt: new Date().toISOString(), sourceType: 'manual' } });
const note = (i: number, text: string) => ({ name: 'addNote' as const, args: { id: `crm-note-${i}-${mutation}`, connectionId: idOf(i), text, type: 'text', createdAt: new Date().toISOString() } });

/** The example's HTTP calls, each answer kept to be checked against the OpenAPI document. */
const answers: Array<{ path: string; method: string; answer: Answer }> = [];
const recordingFetch: Fetch = async (input, init) => {
  const res = await fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  answers.push({ path: url.pathname, method: init?.method ?? 'GET', answer: { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.clone().text() } });
  return res;
};
function expectAnswersDocumented(): void {
  expect(answers.length).toBeGreaterThan(0);
  for (const a of answers.splice(0)) expectMatchesOpenApi(a.answer, a.path, a.method, a.answer.statusCode);
}

beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('partner', 'acme');
  staff = await t.login('staff', 'acme-sam');
  example = (await import(/* @vite-ignore */ new URL('../../docs/examples/crm-sync.mjs', import.meta.url).href)) as Example;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-example-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function createAccount() {
  const res = await t.app.inject({ method: 'POST', url: '/api/api-access/accounts', headers: { authorization: `Bearer ${admin}` }, payload: { comments: 'CRM example' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ account: ApiAccountInfo; clientSecret: string }>();
}

describe('the CRM example script', () => {
  it('pulls everything once, then only what changed since its saved cursor, mapped for HubSpot and Salesforce', async () => {
    const { account, clientSecret } = await createAccount();
    const cursorFile = path.join(dir, 'cursor');
    const records: CrmRecord[] = [];
    const sync = (crm = 'hubspot') => example.syncOnce({ baseUrl, clientId: account.clientId, clientSecret, cursorFile, crm, send: async (r) => void records.push(r), fetchImpl: recordingFetch });

    await push(capture(1), capture(2), capture(3), note(2, 'Wants a quote for 40 seats'));
    expect(await example.loadCursor(cursorFile)).toBeNull();
    const first = await sync();
    expect(first.connections).toBeGreaterThanOrEqual(3);
    const upserted = records.filter((r) => r.op === 'upsert').map((r) => r.id);
    for (const i of [1, 2, 3]) expect(upserted).toContain(idOf(i));
    const cursor = await example.loadCursor(cursorFile);
    expect(cursor).toBeTruthy();
    const second = records.find((r) => r.id === idOf(2))!;
    expect(second.contact).toMatchObject({ leadstand_id: idOf(2), hs_lead_status: 'NEW', email: expect.stringContaining('@') });
    expect(second.notes!.map((n) => n.hs_note_body).join()).toContain('Wants a quote for 40 seats');
    expectAnswersDocumented();

    // Nothing changed: nothing sent, the cursor stays usable.
    records.length = 0;
    expect(await sync()).toEqual({ connections: 0, removed: 0 });
    expect(records).toEqual([]);

    // A stage and a deletion: the next run sends just those, as a Salesforce Lead and a deletion.
    await push({ name: 'setStage', args: { id: `crm-stage-${mutation}`, connectionId: idOf(2), stage: 'quoted', comment: 'Quote sent', createdAt: new Date().toISOString() } }, { name: 'deleteConnection', args: { connectionId: idOf(3), deletedAt: new Date().toISOString() } });
    expect(await sync('salesforce')).toEqual({ connections: 1, removed: 1 });
    expect(records).toEqual([
      expect.objectContaining({ op: 'upsert', id: idOf(2), lead: expect.objectContaining({ Leadstand_Id__c: idOf(2), Status: 'Working - Contacted', LeadSource: 'Trade Show', LastName: expect.any(String), Company: expect.any(String) }) }),
      { op: 'delete', id: idOf(3) },
    ]);
    expect((records[0] as unknown as { tasks: Array<{ Description: string }> }).tasks.map((x) => x.Description)).toEqual(expect.arrayContaining(['Wants a quote for 40 seats', 'Quote sent']));
    expectAnswersDocumented();
  });

  it('reports a refused token and a refused call with the API\'s error codes', async () => {
    const { account, clientSecret } = await createAccount();
    await expect(example.getToken({ baseUrl, clientId: account.clientId, clientSecret: `${clientSecret}x`, fetchImpl: recordingFetch })).rejects.toThrow(/401.*invalid_client/);
    await expect(example.pullChanges({ baseUrl, token: 'lsa_expired', fetchImpl: recordingFetch })).rejects.toMatchObject({ status: 401, code: 'notLoggedIn' });
    const { token } = await example.getToken({ baseUrl, clientId: account.clientId, clientSecret, fetchImpl: recordingFetch });
    await expect(example.pullChanges({ baseUrl, token, cursor: 'garbage', fetchImpl: recordingFetch })).rejects.toMatchObject({ status: 400, code: 'invalidCursor' });
    expectAnswersDocumented();
  });

  it('receives a signed webhook from the server, and refuses a stale, a tampered and a repeated delivery', async () => {
    const events: WebhookPayload[] = [];
    const secretHolder = { secret: '' };
    // One handler, made at the first delivery (the secret is known once the webhook is made); it remembers the event ids it has seen.
    let handler: http.RequestListener | null = null;
    const server = http.createServer((req, res) => (handler ??= example.webhookHandler({ secret: secretHolder.secret, onEvent: (e) => events.push(e) }))(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leadstand`;
    try {
      const { account } = await createAccount();
      const made = await t.app.inject({ method: 'POST', url: `/api/api-access/accounts/${account.id}/webhooks`, headers: { authorization: `Bearer ${admin}` }, payload: { url, events: ['connection.created'] } });
      expect(made.statusCode, made.body).toBe(201);
      secretHolder.secret = made.json<{ secret: string }>().secret;

      const runner = new JobRunner(t.database.db, { 'webhook.dispatch': dispatchJob, 'webhook.deliver': deliverJob({ allowPrivate: true }) }, { instance: 'crm-example' });
      await push(capture(20));
      await expect
        .poll(
          async () => {
            await runner.tick();
            return events.length;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe(1);
      expect(events[0]).toMatchObject({ type: 'connection.created', data: { connectionId: idOf(20) } });
      const shown = await t.database.db.selectFrom('webhooks').select(['last_status', 'last_error']).where('url', '=', url).executeTakeFirstOrThrow();
      expect(shown).toEqual({ last_status: 204, last_error: null });

      // Deliveries made here the way the server signs them.
      const send = async (body: string, timestamp: string, sig = signature(secretHolder.secret, timestamp, body)) => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-leadstand-timestamp': timestamp, 'x-leadstand-signature': sig }, body });
        return { status: res.status, text: await res.text() };
      };
      const now = String(Math.floor(Date.now() / 1000));
      const fresh = JSON.stringify({ id: 'evt-fresh', type: 'connection.created', createdAt: new Date().toISOString(), data: { connectionId: idOf(21), version: 1 } });
      expect(await send(fresh, now)).toEqual({ status: 204, text: '' });
      expect(events.map((e) => e.id)).toContain('evt-fresh');
      // The same event again (a retry): accepted, not handled twice.
      expect((await send(fresh, now)).status).toBe(204);
      expect(events.filter((e) => e.id === 'evt-fresh')).toHaveLength(1);
      // Captured and replayed later: refused; changed on the way: refused; unsigned: refused.
      const old = String(Math.floor(Date.now() / 1000) - 3600);
      expect(await send(fresh.replace('evt-fresh', 'evt-old'), old)).toEqual({ status: 401, text: 'refused: stale\n' });
      expect(await send(fresh.replace(idOf(21), idOf(22)), now, signature(secretHolder.secret, now, fresh))).toEqual({ status: 401, text: 'refused: mismatch\n' });
      expect(await send(fresh, now, 'sha256=00')).toEqual({ status: 401, text: 'refused: mismatch\n' });
      expect(example.verifySignature({ secret: secretHolder.secret, timestamp: undefined, signature: undefined, body: fresh })).toEqual({ ok: false, reason: 'missing' });
      expect(events.map((e) => e.id)).not.toContain('evt-old');
      expect(events).toHaveLength(2);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
