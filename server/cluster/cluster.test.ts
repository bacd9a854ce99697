/**
 * More than one machine's worth of servers: two instances behind nginx on one PostgreSQL. A
 * hundred simulated devices capture visitors and write notes, push, pull and listen on the
 * realtime socket; one instance is killed (SIGKILL) while pushes are in flight, and the devices
 * carry on through the other. After the instance is back and everyone has synced, nothing is lost
 * or doubled, every device holds what the server holds, and every device hears a change made
 * through either instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/db';
import type { Database } from '../db/database';
import { seedDemo, demoBadgeCode, DEMO } from '../demo/seed';
import { hashSecret, newId, randomSecret } from '../security';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import { startCluster, type Cluster } from './cluster';
import { Device } from './devices';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEVICES = 100;
const WRITES = 12;

let database: Database & { url?: string };
let cluster: Cluster;
const devices: Device[] = [];

async function sessionFor(userId: string): Promise<string> {
  const token = randomSecret();
  await database.db
    .insertInto('sessions')
    .values({ id: newId(), token_hash: hashSecret(token), mode: 'staff', event_id: DEMO.eventId, partner_id: DEMO.partnerId, user_id: userId, licence_activation_id: null, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return token;
}

beforeAll(async () => {
  database = await testDatabase(POSTGRES);
  await seedDemo(database.db);
  cluster = await startCluster({ databaseUrl: database.url!, count: 2, basePort: 4470 });
  // Everyone of Acme who sees all the team's connections: each device sees what the server holds.
  const people = ['acme-robin', 'acme-alex'];
  const tokens = [await sessionFor(people[0]!), await sessionFor(people[1]!)];
  for (let i = 0; i < DEVICES; i++) devices.push(new Device(cluster.url, tokens[i % 2]!, `cluster-device-${i}`, DEMO.partnerId, `v${people[i % 2]}`));
  await Promise.all(devices.map((d) => d.listen()));
}, 180_000);

afterAll(async () => {
  for (const d of devices) d.close();
  await cluster?.stop();
  await database?.close();
});

describe('two instances behind nginx on one PostgreSQL', () => {
  it('lose and double nothing when one is killed mid-push; every device converges and hears changes', async () => {
    const captures: string[] = [];
    const notes: string[] = [];
    // A pool of visitors that several devices meet: the same connection captured from many devices.
    const pool = Array.from({ length: 150 }, (_, i) => demoBadgeCode(DEMO.eventId, 1500 + i));
    const writeSome = (round: number) => {
      devices.forEach((d, i) => {
        for (let k = 0; k < WRITES / 2; k++) {
          const code = pool[(i * 7 + round * 31 + k * 13) % pool.length]!;
          const id = connectionId(DEMO.partnerId, normalizeBadgeCode(code));
          const scanId = crypto.randomUUID();
          captures.push(scanId);
          d.write('captureConnection', { id, badgeCode: code, scannedAt: new Date(Date.now() - 60_000).toISOString(), sourceType: 'barcode', scanId });
          const note = `note-${round}-${i}-${k}`;
          notes.push(note);
          d.write('addNote', { id: note, connectionId: id, text: `Met at the booth (${round}/${i}/${k})`, type: 'text', createdAt: new Date().toISOString() });
        }
      });
    };

    // First round: everyone syncs through both instances.
    writeSome(1);
    await Promise.all(devices.map((d) => d.sync()));

    // Second round: while the pushes are in flight, instance 0 dies.
    writeSome(2);
    const inFlight = Promise.all(devices.map((d) => d.sync(120_000)));
    await new Promise((r) => setTimeout(r, 150));
    cluster.kill(0);
    await inFlight;
    const failures = devices.reduce((n, d) => n + d.failures, 0);

    // It comes back; a third round goes through both again.
    await cluster.start(0);
    writeSome(3);
    await Promise.all(devices.map((d) => d.sync()));
    await Promise.all(devices.map((d) => d.sync()));

    expect(devices.flatMap((d) => d.refused), 'refused writes').toEqual([]);
    // Nothing lost or doubled: every meeting once, every note once, one connection per visitor.
    const scans = await database.db.selectFrom('connection_scans').select('id').where('partner_id', '=', DEMO.partnerId).where('connection_id', 'in', pool.map((c) => connectionId(DEMO.partnerId, normalizeBadgeCode(c)))).execute();
    expect(scans.length, 'meetings on the server').toBe(captures.length);
    expect(new Set(scans.map((s) => s.id.split('.').pop())), 'each meeting once').toEqual(new Set(captures));
    const serverNotes = await database.db.selectFrom('connection_notes').select('id').where('partner_id', '=', DEMO.partnerId).where('id', 'like', 'note-%').execute();
    expect(new Set(serverNotes.map((n) => n.id))).toEqual(new Set(notes));
    const connections = (await database.db.selectFrom('connections').select('id').where('partner_id', '=', DEMO.partnerId).execute()).map((c) => c.id);
    expect(new Set(connections).size).toBe(connections.length);

    // Every device converged on what the server holds.
    for (const d of devices) {
      expect(d.outbox, `${d.clientID} still waits`).toEqual([]);
      expect(d.connections, `${d.clientID} connections`).toEqual(new Set(connections));
      expect([...d.notes].filter((n) => n.startsWith('note-')).sort(), `${d.clientID} notes`).toEqual([...notes].sort());
    }

    // Every device hears a change made through either instance, its socket moved if it had to.
    for (const d of devices) d.events = 0;
    const last = devices[0]!;
    const code = pool[0]!;
    last.write('addNote', { id: 'note-final', connectionId: connectionId(DEMO.partnerId, normalizeBadgeCode(code)), text: 'Last one', type: 'text', createdAt: new Date().toISOString() });
    await last.sync();
    await expect.poll(() => devices.filter((d) => d.events === 0).map((d) => d.clientID), { timeout: 20_000 }).toEqual([]);
    // The kill was felt (some pushes failed and were sent again), and recovered from.
    expect(failures).toBeGreaterThan(0);
  }, 600_000);
});

describe('meetings on two instances', () => {
  it('book one meeting when two acceptances of the same person’s time arrive at once on different instances', async () => {
    const [sam, robin, alex] = [await sessionFor('acme-sam'), await sessionFor('acme-robin'), await sessionFor('acme-alex')];
    const push = (port: number, token: string, clientID: string, name: string, args: Record<string, unknown>) =>
      fetch(`http://127.0.0.1:${port}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ protocolVersion: 1, clientID, mutations: [{ id: 1, name, args, timestamp: Date.now() }] }),
      }).then(async (r) => (await r.json()) as { results: Array<{ outcome: string; reason: string | null }> });
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const meeting = (id: string, participant: string, from: string, to: string) => ({
      id,
      messageId: `${id}-line`,
      type: 'onsite',
      subject: 'Race',
      startsAt: `${day}T${from}:00.000Z`,
      endsAt: `${day}T${to}:00.000Z`,
      location: '',
      message: '',
      participants: [participant],
      createdAt: new Date().toISOString(),
    });
    // Sam asks Robin and Alex for meetings that overlap: Sam cannot be in both.
    const [port0, port1] = [cluster.instances[0]!.port, cluster.instances[1]!.port];
    expect((await push(port0, sam, 'race-sam-1', 'requestMeeting', meeting('race-a', 'acme-robin', '09:00', '10:00'))).results[0]!.outcome).toBe('completed');
    expect((await push(port1, sam, 'race-sam-2', 'requestMeeting', meeting('race-b', 'acme-alex', '09:30', '10:30'))).results[0]!.outcome).toBe('completed');
    const accept = (conversationId: string) => ({ conversationId, action: 'accept', messageId: `${conversationId}-accept`, at: new Date().toISOString() });
    const [a, b] = await Promise.all([push(port0, robin, 'race-robin', 'answerMeeting', accept('race-a')), push(port1, alex, 'race-alex', 'answerMeeting', accept('race-b'))]);
    const outcomes = [a.results[0]!, b.results[0]!];
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['completed', 'invalid']);
    expect(outcomes.find((o) => o.outcome === 'invalid')!.reason).toBe('meeting.timeTaken');
    const booked = await database.db.selectFrom('meeting_bookings').select('conversation_id').where('member_id', '=', 'acme-sam').where('conversation_id', 'in', ['race-a', 'race-b']).execute();
    expect(booked).toHaveLength(1);
  });
});
