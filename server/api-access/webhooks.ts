/**
 * Webhooks (issue #17): an API account's URL is told when a connection of its exhibitor is
 * created, updated or erased.
 *
 * - Every change of an exhibitor's data raises its change version (server/sync/apply.ts); after it
 *   is committed, app.changes says so and a 'webhook.dispatch' job is enqueued for the exhibitor
 *   (and a sweep every few minutes catches up on any the process missed by stopping).
 * - The dispatch turns the versions since each webhook's delivered_version into one
 *   'webhook.deliver' job per connection and event, and moves delivered_version on, in one
 *   transaction with the webhook row locked: two instances never send the same change twice.
 * - A delivery POSTs a small JSON event (which connection, what happened, its version; the CRM
 *   reads the connection itself through the API) with `X-Leadstand-Timestamp` (Unix seconds) and
 *   `X-Leadstand-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the webhook's
 *   secret. A receiver refuses old timestamps, so a captured delivery cannot be replayed. Anything
 *   but a 2xx answer is retried with the job runner's back-off; the last result is kept to show.
 * - Deliveries go to public addresses only (checked on the address actually connected to, so DNS
 *   cannot point a webhook inside the network), unless WEBHOOKS_ALLOW_PRIVATE=1 (development).
 */
import { createHmac } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';
import { enqueue, type JobHandler } from '../jobs/runner';
import { newId } from '../security';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, type WebhookEvent } from '../../src/domain/api-access';
import type { WebhookPayload } from '../../src/domain/public-api';

/** Attempts of a delivery: 10 s, 20 s, 40 s … apart (runner.ts backoffMs), about 21 minutes in all. */
export const DELIVERY_ATTEMPTS = 8;
const TIMEOUT_MS = 10_000;

/** A delivery's body: its shape is src/domain/public-api.ts's, which the OpenAPI document's webhooks describe. */
export type { WebhookPayload } from '../../src/domain/public-api';

/** The signature of a delivery, as sent in X-Leadstand-Signature. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Enqueues the dispatch of the exhibitor's changes when it has webhooks (after the change is committed). */
export async function scheduleDispatch(db: Kysely<DB>, partnerId: string): Promise<void> {
  const hook = await db.selectFrom('webhooks as w').innerJoin('api_accounts as a', 'a.id', 'w.account_id').select('w.id').where('a.partner_id', '=', partnerId).limit(1).executeTakeFirst();
  if (!hook) return;
  const version = (await db.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst())?.version ?? 0;
  await enqueue(db, { kind: 'webhook.dispatch', payload: { partnerId }, singletonKey: `webhook.dispatch:${partnerId}@${version}`, maxAttempts: 5 });
}

/**
 * Notes when the exhibitor's current change version became visible (after its commit), for the
 * API's 'changedSince'. Always, API account or not and whatever the 'api' setting: a CRM connected
 * later asks for changes since a time before its account existed.
 */
export async function recordChangeTime(db: Kysely<DB>, partnerId: string): Promise<void> {
  await sql`
    insert into api_change_times (partner_id, version)
    select v.partner_id, v.version from partner_versions v where v.partner_id = ${partnerId}
    on conflict do nothing`.execute(db);
}

/** Listens for committed changes of exhibitors' data (app.changes): notes their time and schedules their webhooks. */
export function watchChanges(app: FastifyInstance): void {
  app.changes.on('partner', (partnerId: string) => {
    recordChangeTime(app.db, partnerId)
      .then(() => scheduleDispatch(app.db, partnerId))
      .catch((err: unknown) => app.log.error({ err, partnerId }, 'webhook dispatch not scheduled'));
  });
}

/** 'webhook.dispatch': the exhibitor's changes since each webhook's delivered_version, as deliveries. */
export const dispatchJob: JobHandler = {
  async run(payload, { db }) {
    const partnerId = String(payload.partnerId);
    await db.transaction().execute(async (tx) => {
      const hooks = await sql<{ id: string; events: WebhookEvent[]; delivered_version: number | string; state: string }>`
        select w.id, w.events, w.delivered_version, a.state from webhooks w join api_accounts a on a.id = w.account_id
        where a.partner_id = ${partnerId} for update of w`.execute(tx);
      const current = Number((await tx.selectFrom('partner_versions').select('version').where('partner_id', '=', partnerId).executeTakeFirst())?.version ?? 0);
      for (const hook of hooks.rows) {
        const from = Number(hook.delivered_version);
        if (from >= current) continue;
        if (hook.state === 'active') {
          const changed = await sql<{ id: string; change_version: number | string; created_version: number | string }>`
            select c.id,
              greatest(c.version,
                coalesce((select max(x.version) from connection_notes x where x.connection_id = c.id), 0),
                coalesce((select max(x.version) from connection_stage_entries x where x.connection_id = c.id), 0),
                coalesce((select max(x.version) from connection_answers x where x.connection_id = c.id), 0),
                coalesce((select max(x.version) from connection_scans x where x.connection_id = c.id), 0)) as change_version,
              coalesce((select min(x.version) from connection_scans x where x.connection_id = c.id), c.version) as created_version
            from connections c where c.partner_id = ${partnerId}`.execute(tx);
          const removed = await tx
            .selectFrom('connection_deletions')
            .select(['connection_id', 'version', 'erased'])
            .where('partner_id', '=', partnerId)
            .where('version', '>', from)
            .where('version', '<=', current)
            .execute();
          const events: Array<{ type: WebhookEvent; connectionId: string; version: number; reason?: 'deleted' | 'erased' }> = [];
          for (const c of changed.rows) {
            const version = Number(c.change_version);
            if (version <= from || version > current) continue;
            events.push({ type: Number(c.created_version) > from ? 'connection.created' : 'connection.updated', connectionId: c.id, version });
          }
          for (const d of removed) events.push({ type: 'connection.erased', connectionId: d.connection_id, version: Number(d.version), reason: d.erased ? 'erased' : 'deleted' });
          events.sort((a, b) => a.version - b.version);
          const now = new Date().toISOString();
          for (const e of events) {
            if (!hook.events.includes(e.type)) continue;
            const body: WebhookPayload = { id: newId(), type: e.type, createdAt: now, data: { connectionId: e.connectionId, version: e.version, ...(e.reason ? { reason: e.reason } : {}) } };
            await enqueue(tx, { kind: 'webhook.deliver', payload: { webhookId: hook.id, body }, singletonKey: `webhook:${hook.id}:${e.type}:${e.connectionId}@${e.version}`, maxAttempts: DELIVERY_ATTEMPTS });
          }
        }
        // A disabled account's changes are passed over, not kept for when it is enabled again.
        await tx.updateTable('webhooks').set({ delivered_version: current }).where('id', '=', hook.id).execute();
      }
    });
  },
};

/** 'webhook.sweep': dispatches for every exhibitor whose webhooks are behind (a change whose notice was lost). */
export const sweepJob: JobHandler = {
  async run(_payload, { db }) {
    const behind = await sql<{ partner_id: string }>`
      select distinct a.partner_id from webhooks w join api_accounts a on a.id = w.account_id
      join partner_versions v on v.partner_id = a.partner_id where w.delivered_version < v.version`.execute(db);
    for (const r of behind.rows) await scheduleDispatch(db, r.partner_id);
  },
};

/** A DNS lookup that refuses addresses that are not public unicast ones. */
function publicOnly(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowPrivate && ipaddr.process(a.address).range() !== 'unicast');
      if (bad) return callback(Object.assign(new Error(`address ${bad.address} is not public`), { code: 'EADDRNOTPUBLIC' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    // A literal address is not looked up: it is checked here.
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !allowPrivate && ipaddr.process(host).range() !== 'unicast') return reject(new Error(`address ${host} is not public`));
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: publicOnly(allowPrivate), timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** 'webhook.deliver': one signed POST; anything but 2xx throws, for the runner to retry. */
export function deliverJob(options: { allowPrivate?: boolean } = {}): JobHandler {
  const allowPrivate = options.allowPrivate ?? process.env.WEBHOOKS_ALLOW_PRIVATE === '1';
  return {
    async run(payload, { db }) {
      const webhookId = String(payload.webhookId);
      const event = payload.body as WebhookPayload;
      const hook = await db
        .selectFrom('webhooks as w')
        .innerJoin('api_accounts as a', 'a.id', 'w.account_id')
        .select(['w.url', 'w.secret', 'w.events', 'a.state'])
        .where('w.id', '=', webhookId)
        .executeTakeFirst();
      // Deleted since, disabled, or no longer listening to this event: nothing to send.
      if (!hook || hook.state !== 'active' || !hook.events.includes(event.type)) return;
      const body = JSON.stringify(event);
      const timestamp = String(Math.floor(Date.now() / 1000));
      let status: number | null = null;
      let error: string | null = null;
      try {
        status = await post(
          hook.url,
          {
            'content-type': 'application/json',
            'user-agent': 'Leadstand-Webhooks/1',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signature(hook.secret, timestamp, body),
            'X-Leadstand-Event': event.type,
            'X-Leadstand-Delivery': event.id,
          },
          body,
          allowPrivate,
        );
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      await db.updateTable('webhooks').set({ last_delivery_at: new Date(), last_event: event.type, last_status: status, last_error: error?.slice(0, 500) ?? null }).where('id', '=', webhookId).execute();
      if (error) throw new Error(`webhook ${webhookId}: ${error}`);
    },
  };
}
