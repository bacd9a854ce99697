/**
 * Sync throughput on the server: mutations applied per second by POST /api/sync/push on PGlite
 * and on PostgreSQL (targets 2,000/s and 10,000/s), and draining 10,000 queued writes from a client
 * over loopback HTTP (target under 15 s).
 */
import 'fake-indexeddb/auto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo, demoBadgeCode, DEMO } from '../server/demo/seed';
import { createMessenger } from '../server/mail/mailer';
import { hashSecret, newId, randomSecret } from '../server/security';
import { connectionId } from '../src/domain/connection';
import { PROTOCOL_VERSION } from '../src/domain/mutations';
import type { PullResponse, PushResponse } from '../src/domain/protocol';
import { LeadstandDB } from '../src/data/db';
import { addNote, captureConnection } from '../src/data/mutators';
import { SyncClient } from '../src/data/sync';
import { report } from './support';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function app(database: Database): Promise<FastifyInstance> {
  return buildApp({ database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 1e9, messenger: createMessenger({ log: () => {} }) });
}

async function token(database: Database): Promise<string> {
  const t = randomSecret();
  await database.db
    .insertInto('sessions')
    .values({ id: newId(), token_hash: hashSecret(t), mode: 'staff', event_id: DEMO.eventId, partner_id: DEMO.partnerId, user_id: 'acme-robin', licence_activation_id: null, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return t;
}

/**
 * Steady-state push throughput: after one warm-up round (the server compiles its schemas, the
 * database warms its caches), 3 batches of 500 new captures and then 17 batches of 500 notes,
 * pushed by four devices at once, as at a busy booth.
 */
async function pushThroughput(label: string, database: Database): Promise<void> {
  const server = await app(database);
  const t = await token(database);
  const DEVICES = 4;
  const WARM = 500;
  const capture = (i: number, n: number) => {
    const code = demoBadgeCode(DEMO.eventId, n);
    return { id: i + 1, name: 'captureConnection', args: { id: connectionId('acme', code), badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'manual' }, timestamp: 1 };
  };
  const note = (i: number, n: number) => ({
    id: i + 1,
    name: 'addNote',
    args: { id: newId(), connectionId: connectionId('acme', demoBadgeCode(DEMO.eventId, n)), text: 'note', type: 'text', createdAt: new Date().toISOString() },
    timestamp: 1,
  });
  const measured = DEMO.visitorCount - WARM;
  const warmUp = [Array.from({ length: WARM }, (_, i) => capture(i, measured + i)), Array.from({ length: WARM }, (_, i) => note(i, measured + i))];
  const captures = Array.from({ length: measured / 500 }, (_, b) => Array.from({ length: 500 }, (_, i) => capture(i, b * 500 + i)));
  const notes = Array.from({ length: 20 - captures.length }, (_, b) => Array.from({ length: 500 }, (_, i) => note(i, (b * 500 + i) % measured)));

  let total = 0;
  let clients = 0;
  const push = async (mutations: unknown[]) => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${t}` },
      payload: { protocolVersion: PROTOCOL_VERSION, clientID: `bench-${label}-${clients++}`, mutations },
    });
    return (res.json() as PushResponse).results.filter((r) => r.outcome === 'completed').length;
  };
  // Each phase by all devices at once; the captures first, as the notes are about them.
  const phase = async (batches: unknown[][]) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: DEVICES }, async () => {
        while (next < batches.length) {
          const completed = await push(batches[next++]!);
          total += completed;
        }
      }),
    );
  };
  for (const batch of warmUp) await push(batch);
  const started = performance.now();
  await phase(captures);
  await phase(notes);
  const seconds = (performance.now() - started) / 1000;
  report(`push throughput on ${label}, ${DEVICES} devices at once (mutations/s)`, Math.round(total / seconds), '/s', { min: label === 'PGlite' ? 2000 : 10_000 });
  await server.close();
}

async function drain(database: Database): Promise<void> {
  const server = await app(database);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  const t = await token(database);
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as T;
  };
  const db = new LeadstandDB(`bench-drain-${Date.now()}`);
  const ctx = { eventId: DEMO.eventId, partnerId: DEMO.partnerId, authorName: 'Robin Keller', authorId: 'acme-robin' };
  for (let i = 0; i < 10_000; i++) {
    const code = demoBadgeCode(DEMO.eventId, i % DEMO.visitorCount);
    if (i < DEMO.visitorCount) await captureConnection(ctx, { badgeCode: code, sourceType: 'manual' }, db);
    else await addNote(ctx, { connectionId: connectionId('acme', code), text: `note ${i}` }, db);
  }
  const spent = { push: 0, pull: 0, pushes: 0, pulls: 0 };
  const timed = async <T>(kind: 'push' | 'pull', p: Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await p;
    } finally {
      spent[kind] += performance.now() - t0;
      spent[kind === 'push' ? 'pushes' : 'pulls']++;
    }
  };
  const client = new SyncClient(db, ctx, {
    push: (r) => timed('push', call<PushResponse>('/api/sync/push', r)),
    pull: (q) => timed('pull', call<PullResponse>(`/api/sync/pull?${new URLSearchParams({ clientID: q.clientID, ...(q.cookie ? { cookie: q.cookie } : {}), ...(q.pendingFrom ? { pendingFrom: String(q.pendingFrom) } : {}) })}`)),
  });
  const started = performance.now();
  await client.sync();
  const ms = Math.round(performance.now() - started);
  report(`drain 10,000 queued writes over loopback (left: ${await db.outbox.count()})`, ms, 'ms', { max: 15_000 });
  console.log(`  of which waiting for the server: ${spent.pushes} pushes ${Math.round(spent.push)} ms, ${spent.pulls} pulls ${Math.round(spent.pull)} ms`);
  db.close();
  await server.close();
}

export async function benchSyncServer(): Promise<void> {
  const lite = await openDatabase({});
  await migrate(lite.db);
  await seedDemo(lite.db);
  await pushThroughput('PGlite', lite);
  await drain(lite);
  await lite.close();

  try {
    const pg = await openDatabase({ url: POSTGRES_URL });
    await pg.close();
  } catch {
    console.log(`push throughput on PostgreSQL: skipped, no server at ${POSTGRES_URL}`);
    return;
  }
  const name = `leadstand_bench_${Date.now()}`;
  const admin = await openDatabase({ url: POSTGRES_URL });
  const { sql } = await import('kysely');
  await sql.raw(`create database ${name}`).execute(admin.db);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const pg = await openDatabase({ url: url.toString() });
  try {
    await migrate(pg.db);
    await seedDemo(pg.db);
    await pushThroughput('PostgreSQL', pg);
  } finally {
    await pg.close();
    await sql.raw(`drop database ${name} with (force)`).execute(admin.db);
    await admin.close();
  }
}
