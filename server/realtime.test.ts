/**
 * The realtime socket with a standard WAMP client (autobahn): ticket authentication, subscribing
 * to the exhibitor's topic, and events when connections change, also across two server
 * instances on one PostgreSQL (LISTEN/NOTIFY).
 */
import { afterAll, describe, expect, it } from 'vitest';
import autobahn from 'autobahn';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/database';
import { testDatabase } from './test/db';
import { seedDemo, demoBadgeCode, DEMO } from './demo/seed';
import { createMessenger } from './mail/mailer';
import { hashSecret, newId, randomSecret } from './security';
import { connectionId } from '../src/domain/connection';
import { PROTOCOL_VERSION } from '../src/domain/mutations';
import { partnerTopic, REALM } from '../src/domain/realtime';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function startInstance(database: Database, realtimeRecheckMs?: number): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ database, publicUrl: 'http://x', logLevel: 'silent', messenger: createMessenger({ log: () => {} }), ...(realtimeRecheckMs ? { realtimeRecheckMs } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup.push(() => app.close());
  const address = app.server.address() as { port: number };
  return { app, url: `ws://127.0.0.1:${address.port}/notification` };
}

async function session(database: Database, userId: string, mode: 'staff' | 'native' = 'staff'): Promise<string> {
  const token = randomSecret();
  await database.db
    .insertInto('sessions')
    .values({ id: newId(), token_hash: hashSecret(token), mode, event_id: DEMO.eventId, partner_id: DEMO.partnerId, user_id: userId, licence_activation_id: null, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return token;
}

function connect(url: string, authid: string, ticket: string): Promise<{ session: autobahn.Session; connection: autobahn.Connection }> {
  return new Promise((resolve, reject) => {
    const connection = new autobahn.Connection({ url, realm: REALM, authmethods: ['ticket'], authid, onchallenge: () => ticket, max_retries: 0 });
    connection.onopen = (s) => resolve({ session: s, connection });
    connection.onclose = (reason, details) => {
      reject(new Error(`${reason} ${JSON.stringify(details)}`));
      return true;
    };
    connection.open();
    cleanup.push(async () => {
      if (connection.isOpen) connection.close();
    });
  });
}

async function capture(app: FastifyInstance, token: string, clientID: string, i: number) {
  const code = demoBadgeCode(DEMO.eventId, i);
  const res = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { authorization: `Bearer ${token}` },
    payload: { protocolVersion: PROTOCOL_VERSION, clientID, mutations: [{ id: 1, name: 'captureConnection', args: { id: connectionId('acme', code), badgeCode: code, scannedAt: new Date().toISOString(), sourceType: 'manual' }, timestamp: 1 }] },
  });
  expect(res.statusCode).toBe(200);
}

function nextEvent(s: autobahn.Session, topic: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    void s.subscribe(topic, (_args, kwargs) => resolve(kwargs as Record<string, unknown>));
  });
}

/** Two server instances on one new PostgreSQL database with the demo data. */
async function twoInstances() {
  const database = await testDatabase(POSTGRES_URL);
  cleanup.push(() => database.close());
  await seedDemo(database.db);
  const second = await openDatabase({ url: database.url });
  cleanup.push(() => second.close());
  return { database, a: await startInstance(database), b: await startInstance(second) };
}

/** Robin (showAllConnections) connected to `url` and subscribed to Acme's topic; `event` is the next one. */
async function listenAsRobin(database: Database, url: string): Promise<{ event: Promise<Record<string, unknown>> }> {
  const { session: s } = await connect(url, 'vacme-robin', await session(database, 'acme-robin'));
  const event = nextEvent(s, partnerTopic('acme'));
  await new Promise((r) => setTimeout(r, 100));
  // Wrapped: an async function returning a promise would wait for the event itself.
  return { event };
}

describe('realtime socket', () => {
  it('lets autobahn log in with its ticket and hear that connections changed', async () => {
    const database = await testDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const { app, url } = await startInstance(database);
    const robin = await session(database, 'acme-robin');
    const sam = await session(database, 'acme-sam');
    const { session: s } = await connect(url, 'vacme-robin', robin);
    const event = nextEvent(s, partnerTopic('acme'));
    await new Promise((r) => setTimeout(r, 100));
    await capture(app, sam, 'sam-realtime-1', 500);
    expect(await event).toEqual({ partnerId: 'acme' });
  });

  it("lets a native shell's session hear its exhibitor as a staff session does", async () => {
    const database = await testDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const { app, url } = await startInstance(database);
    const robin = await session(database, 'acme-robin', 'native');
    const sam = await session(database, 'acme-sam');
    await expect(connect(url, 'vacme-sam', robin)).rejects.toThrow(/not_authorized/);
    const { session: s } = await connect(url, 'vacme-robin', robin);
    const event = nextEvent(s, partnerTopic('acme'));
    await new Promise((r) => setTimeout(r, 100));
    await capture(app, sam, 'sam-realtime-native', 501);
    expect(await event).toEqual({ partnerId: 'acme' });
  });

  it("refuses a wrong ticket, an authid that is not the session's, and another exhibitor's topic", async () => {
    const database = await testDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const { url } = await startInstance(database);
    const robin = await session(database, 'acme-robin');
    await expect(connect(url, 'vacme-robin', 'not-a-ticket')).rejects.toThrow(/not_authorized/);
    await expect(connect(url, 'vacme-sam', robin)).rejects.toThrow(/not_authorized/);
    const { session: s } = await connect(url, 'vacme-robin', robin);
    await expect(s.subscribe(partnerTopic('globex'), () => {})).rejects.toMatchObject({ error: 'wamp.error.not_authorized' });
  });

  it('closes the socket of a session that ended (logged out elsewhere), so it hears no more', async () => {
    const database = await testDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const { app, url } = await startInstance(database, 100);
    const robin = await session(database, 'acme-robin');
    const { connection } = await connect(url, 'vacme-robin', robin);
    const closed = new Promise<string>((resolve) => {
      connection.onclose = (reason) => {
        resolve(reason);
        return true;
      };
    });
    const logout = await app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: `Bearer ${robin}` } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await closed).toBe('closed');
  });

  it('closes the socket at logout at once, even when the logout reaches another instance', async () => {
    const { database, a, b } = await twoInstances();
    const robin = await session(database, 'acme-robin');
    const { connection } = await connect(a.url, 'vacme-robin', robin);
    const closed = new Promise<string>((resolve) => {
      connection.onclose = (reason) => {
        resolve(reason);
        return true;
      };
    });
    await b.app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: `Bearer ${robin}` } });
    // Well within the minute after which a socket's session is checked again.
    const within = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([closed, within])).toBe('closed');
  });

  it('reaches clients of another server instance on the same PostgreSQL', async () => {
    const { database, a, b } = await twoInstances();
    const { event } = await listenAsRobin(database, a.url);
    await capture(b.app, await session(database, 'acme-sam'), 'sam-realtime-2', 501);
    expect(await event).toEqual({ partnerId: 'acme' });
  });

  it('keeps hearing the other instance after its listening connection to PostgreSQL was cut', async () => {
    const { database, a, b } = await twoInstances();
    const listenerPids = async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = 'leadstand-listen' and datname = current_database() and state = 'idle' and query like 'listen %'`.execute(database.db)).rows.map((r) => r.pid);
    await expect.poll(async () => (await listenerPids()).length).toBe(2);
    const cut = await listenerPids();
    // PostgreSQL drops them (a restart, a failover): the instances must not crash, and must listen again
    // on new connections (a terminated backend can linger in pg_stat_activity for a moment).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'leadstand-listen' and datname = current_database()`.execute(database.db);
    await expect.poll(async () => (await listenerPids()).filter((pid) => !cut.includes(pid)).length, { timeout: 15_000 }).toBe(2);
    const { event } = await listenAsRobin(database, a.url);
    await capture(b.app, await session(database, 'acme-sam'), 'sam-realtime-3', 502);
    expect(await event).toEqual({ partnerId: 'acme' });
  });
});
