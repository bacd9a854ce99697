/**
 * The meeting room's signalling on the realtime socket: two tabs find each other and exchange an
 * offer, an answer and candidates (a signal addressed to one peer reaches that peer only); a
 * standard WAMP client (autobahn) can do the same; the session codes: 2 when the same person joins
 * from another tab, 6 when the meeting ended or is cancelled while they are in it, 12 for a bad
 * subscribe or publish. Across two server instances on one PostgreSQL, with an offer larger than
 * one NOTIFY carries.
 */
import { afterAll, describe, expect, it } from 'vitest';
import autobahn from 'autobahn';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { newId } from '../security';
import { insertMeeting, RawClient, sessionOf } from './testing';
import { SIGNALS_PER_WINDOW } from './signalling';
import { PROTOCOL_VERSION } from '../../src/domain/mutations';
import { REALM, WAMP } from '../../src/domain/realtime';
import { meetingTopic } from '../../src/domain/meeting-room';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cleanup: Array<() => Promise<void> | void> = [];
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

async function seeded(url?: string): Promise<Database & { url?: string }> {
  const database = await testDatabase(url);
  cleanup.push(() => database.close());
  await seedDemo(database.db);
  return database;
}

/** A tab of `userId` logged in on the socket at `url`. */
async function tab(database: Database, url: string, userId: string): Promise<RawClient> {
  const client = await RawClient.open(url, `v${userId}`, await sessionOf(database.db, userId));
  cleanup.push(() => client.close());
  return client;
}

const peer = () => newId().replace(/-/g, '');
const closedWith = (code: number) => (k: Record<string, unknown>) => k.type === 'closed' && k.code === code;

describe('meeting room signalling', () => {
  it('relays join, offer, answer and candidates between two tabs, each to its addressee only', async () => {
    const database = await seeded();
    const { url } = await startInstance(database);
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin', 'acme-taylor'] });
    const topic = meetingTopic(id);
    const [sam, robin, taylor] = await Promise.all([tab(database, url, 'acme-sam'), tab(database, url, 'acme-robin'), tab(database, url, 'acme-taylor')]);
    const [samPeer, robinPeer, taylorPeer] = [peer(), peer(), peer()];

    for (const client of [sam, robin, taylor]) expect((await client.subscribe(topic))[0]).toBe(WAMP.SUBSCRIBED);
    expect((await robin.publish(topic, { type: 'join', from: robinPeer }))[0]).toBe(WAMP.PUBLISHED);
    expect((await taylor.publish(topic, { type: 'join', from: taylorPeer }))[0]).toBe(WAMP.PUBLISHED);
    expect((await sam.publish(topic, { type: 'join', from: samPeer }))[0]).toBe(WAMP.PUBLISHED);
    // The server says who sent it; the sender does not hear itself (exclude_me).
    expect(await robin.event((k) => k.type === 'join' && k.from === samPeer)).toEqual({ type: 'join', from: samPeer, user: 'acme-sam' });
    expect(await taylor.event((k) => k.type === 'join' && k.from === samPeer)).toEqual({ type: 'join', from: samPeer, user: 'acme-sam' });

    const offer = { type: 'offer', from: robinPeer, to: samPeer, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    expect((await robin.publish(topic, offer))[0]).toBe(WAMP.PUBLISHED);
    expect(await sam.event((k) => k.type === 'offer')).toEqual({ ...offer, user: 'acme-robin' });
    const answer = { type: 'answer', from: samPeer, to: robinPeer, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
    await sam.publish(topic, answer);
    expect(await robin.event((k) => k.type === 'answer')).toEqual({ ...answer, user: 'acme-sam' });
    const candidate = { type: 'candidate', from: samPeer, to: robinPeer, candidate: { candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' } };
    await sam.publish(topic, candidate);
    expect(await robin.event((k) => k.type === 'candidate')).toEqual({ ...candidate, user: 'acme-sam' });
    await sam.publish(topic, { type: 'candidate', from: samPeer, to: robinPeer, candidate: null });
    expect(await robin.event((k) => k.type === 'candidate')).toMatchObject({ candidate: null });
    await sam.publish(topic, { type: 'media', from: samPeer, audio: false, video: true });
    expect(await robin.event((k) => k.type === 'media')).toEqual({ type: 'media', from: samPeer, audio: false, video: true, user: 'acme-sam' });

    // Taylor heard the joins and the broadcast, never what was addressed to Sam or Robin.
    await taylor.event((k) => k.type === 'media');
    expect(taylor.events().map((k) => k.type)).not.toContain('offer');
    expect(taylor.events().map((k) => k.type)).not.toContain('answer');
    expect(taylor.events().map((k) => k.type)).not.toContain('candidate');
    expect(sam.events().filter((k) => k.from === samPeer)).toEqual([]);

    // A tab whose socket closes leaves: the others hear it.
    robin.close();
    expect(await sam.event((k) => k.type === 'leave')).toEqual({ type: 'leave', from: robinPeer, user: 'acme-robin' });
  });

  it('works with a standard WAMP client (autobahn): subscribe, publish with exclude_me, and the revocation of code 2', async () => {
    const database = await seeded();
    const { url } = await startInstance(database);
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    const topic = meetingTopic(id);
    const open = (userId: string, ticket: string) =>
      new Promise<autobahn.Session>((resolve, reject) => {
        const connection = new autobahn.Connection({ url, realm: REALM, authmethods: ['ticket'], authid: `v${userId}`, onchallenge: () => ticket, max_retries: 0 });
        connection.onopen = (s) => resolve(s);
        connection.onclose = (reason, details) => {
          reject(new Error(`${reason} ${JSON.stringify(details)}`));
          return true;
        };
        connection.open();
        cleanup.push(() => {
          if (connection.isOpen) connection.close();
        });
      });
    const sam = await open('acme-sam', await sessionOf(database.db, 'acme-sam'));
    const robin = await open('acme-robin', await sessionOf(database.db, 'acme-robin'));
    const heard: Array<Record<string, unknown>> = [];
    const robinHeard = new Promise<Record<string, unknown>>((resolve) => {
      void robin.subscribe(topic, (_args, kwargs) => resolve(kwargs as Record<string, unknown>));
    });
    const samSubscription = await sam.subscribe(topic, (_args, kwargs) => void heard.push(kwargs as Record<string, unknown>));
    await new Promise((r) => setTimeout(r, 100));
    const samPeer = peer();
    await sam.publish(topic, [], { type: 'join', from: samPeer }, { acknowledge: true, exclude_me: true });
    expect(await robinHeard).toEqual({ type: 'join', from: samPeer, user: 'acme-sam' });
    expect(heard).toEqual([]);
    // A bad signal is refused with code 12 in the error's details.
    await expect(sam.publish(topic, [], { type: 'shout', from: samPeer }, { acknowledge: true })).rejects.toMatchObject({ error: 'wamp.error.invalid_argument' });

    // Sam opens the room in another tab: autobahn hears code 2, then its subscription is revoked.
    // autobahn's subscription settles `on_unsubscribe` with the reason of a revocation (not in its types).
    const unsubscribed = (samSubscription as unknown as { on_unsubscribe: Promise<string> }).on_unsubscribe;
    const other = await RawClient.open(url, 'vacme-sam', await sessionOf(database.db, 'acme-sam'));
    cleanup.push(() => other.close());
    await other.subscribe(topic);
    expect(await unsubscribed).toBe('leadstand.meeting.joined_elsewhere');
    expect(heard).toEqual([{ type: 'closed', code: 2 }]);
  });

  it('sends code 2 to the older tab when the same person joins again, and the others hear that tab leave', async () => {
    const database = await seeded();
    const { url } = await startInstance(database);
    const topic = meetingTopic(await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] }));
    const [first, robin] = await Promise.all([tab(database, url, 'acme-sam'), tab(database, url, 'acme-robin')]);
    const firstPeer = peer();
    await first.subscribe(topic);
    await robin.subscribe(topic);
    await first.publish(topic, { type: 'join', from: firstPeer });
    await robin.event((k) => k.type === 'join');

    const second = await tab(database, url, 'acme-sam');
    const subscribed = await second.subscribe(topic);
    expect(subscribed[0]).toBe(WAMP.SUBSCRIBED);
    expect(await first.event(closedWith(2))).toEqual({ type: 'closed', code: 2 });
    const revoked = await first.next((m) => m[0] === WAMP.UNSUBSCRIBED);
    expect(revoked).toEqual([WAMP.UNSUBSCRIBED, 0, { subscription: expect.any(Number), reason: 'leadstand.meeting.joined_elsewhere' }]);
    expect(await robin.event((k) => k.type === 'leave')).toEqual({ type: 'leave', from: firstPeer, user: 'acme-sam' });
    // The older tab may no longer speak in the room; the new one may.
    expect(await first.publish(topic, { type: 'media', from: firstPeer, audio: true, video: true })).toEqual([WAMP.ERROR, WAMP.PUBLISH, expect.any(Number), { code: 12 }, 'wamp.error.not_authorized']);
    const secondPeer = peer();
    expect((await second.publish(topic, { type: 'join', from: secondPeer }))[0]).toBe(WAMP.PUBLISHED);
    expect(await robin.event((k) => k.type === 'join')).toMatchObject({ from: secondPeer, user: 'acme-sam' });
  });

  it('refuses a bad join or subscribe with code 12', async () => {
    const database = await seeded();
    const { url } = await startInstance(database);
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    const topic = meetingTopic(id);
    const onsite = await insertMeeting(database.db, { type: 'onsite', members: ['acme-sam', 'acme-robin'] });
    const [sam, taylor] = await Promise.all([tab(database, url, 'acme-sam'), tab(database, url, 'acme-taylor')]);
    const refusedSubscribe = (uri: string) => [WAMP.ERROR, WAMP.SUBSCRIBE, expect.any(Number), { code: 12 }, uri];
    const refusedPublish = (uri: string) => [WAMP.ERROR, WAMP.PUBLISH, expect.any(Number), { code: 12 }, uri];

    // Not a member; an onsite meeting; no such meeting; a malformed topic.
    expect(await taylor.subscribe(topic)).toEqual(refusedSubscribe('wamp.error.not_authorized'));
    expect(await sam.subscribe(meetingTopic(onsite))).toEqual(refusedSubscribe('wamp.error.not_authorized'));
    expect(await sam.subscribe(meetingTopic('no-such-meeting'))).toEqual(refusedSubscribe('wamp.error.not_authorized'));
    expect(await sam.subscribe(`${meetingTopic('')}a b`)).toEqual(refusedSubscribe('wamp.error.invalid_uri'));
    // Publishing without having joined the topic.
    expect(await sam.publish(topic, { type: 'join', from: peer() })).toEqual(refusedPublish('wamp.error.not_authorized'));

    expect((await sam.subscribe(topic))[0]).toBe(WAMP.SUBSCRIBED);
    const me = peer();
    // Speaking before joining; malformed signals; someone else's peer id; a name claimed by the browser.
    expect(await sam.publish(topic, { type: 'offer', from: me, to: peer(), sdp: 'v=0' })).toEqual(refusedPublish('wamp.error.invalid_argument'));
    for (const bad of [
      null,
      'join',
      { type: 'join' },
      { type: 'join', from: 'x' },
      { type: 'shout', from: me },
      { type: 'join', from: me, user: 'acme-robin' },
      { type: 'offer', from: me, to: peer(), sdp: 'x'.repeat(30_000) },
      { type: 'candidate', from: me, to: peer(), candidate: { candidate: 1 } },
    ]) {
      expect(await sam.publish(topic, bad), JSON.stringify(bad)?.slice(0, 80)).toEqual(refusedPublish('wamp.error.invalid_argument'));
    }
    expect((await sam.publish(topic, { type: 'join', from: me }))[0]).toBe(WAMP.PUBLISHED);
    expect(await sam.publish(topic, { type: 'media', from: peer(), audio: true, video: true })).toEqual(refusedPublish('wamp.error.invalid_argument'));
    expect(await sam.publish(topic, { type: 'join', from: peer() })).toEqual(refusedPublish('wamp.error.invalid_argument'));
    // A topic that is neither the exhibitor's nor a meeting's.
    expect(await sam.publish('leadstand.partner.acme.connections', { type: 'join', from: me })).toEqual(refusedPublish('wamp.error.not_authorized'));
    // Without acknowledge a publisher hears nothing of its publication, refused or not (WAMP).
    sam.send([WAMP.PUBLISH, 999_001, {}, topic, [], { type: 'shout', from: me }]);
    sam.send([WAMP.PUBLISH, 999_002, {}, topic, [], { type: 'media', from: me, audio: true, video: true }]);
    // Still in the room after all that.
    expect((await sam.publish(topic, { type: 'media', from: me, audio: true, video: false }))[0]).toBe(WAMP.PUBLISHED);
    expect(sam.received.filter((m) => m[2] === 999_001 || m[1] === 999_001 || m[1] === 999_002)).toEqual([]);
  });

  it('refuses a flood of signals from one tab with code 12', async () => {
    const database = await seeded();
    const { url } = await startInstance(database);
    const topic = meetingTopic(await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] }));
    const sam = await tab(database, url, 'acme-sam');
    await sam.subscribe(topic);
    const me = peer();
    await sam.publish(topic, { type: 'join', from: me });
    for (let i = 1; i < SIGNALS_PER_WINDOW; i++) sam.send([WAMP.PUBLISH, 10_000 + i, {}, topic, [], { type: 'media', from: me, audio: i % 2 === 0, video: true }]);
    expect(await sam.publish(topic, { type: 'media', from: me, audio: true, video: true })).toEqual([WAMP.ERROR, WAMP.PUBLISH, expect.any(Number), { code: 12 }, 'leadstand.meeting.too_many_signals']);
  });

  it('sends code 6 for a meeting that ended, and to those in the room when it is cancelled or over', async () => {
    const database = await seeded();
    // Rooms are checked again every minute by default: the cancellation is heard at once all the same.
    const { app, url } = await startInstance(database);
    const sam = await tab(database, url, 'acme-sam');
    const refused = [WAMP.ERROR, WAMP.SUBSCRIBE, expect.any(Number), { code: 6 }, 'leadstand.meeting.ended'];
    expect(await sam.subscribe(meetingTopic(await insertMeeting(database.db, { state: 'cancelled', members: ['acme-sam', 'acme-robin'] })))).toEqual(refused);
    expect(await sam.subscribe(meetingTopic(await insertMeeting(database.db, { startsIn: -60, endsIn: -20, members: ['acme-sam', 'acme-robin'] })))).toEqual(refused);

    // The organizer cancels through sync while both are in the room.
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    const robin = await tab(database, url, 'acme-robin');
    await sam.subscribe(meetingTopic(id));
    await robin.subscribe(meetingTopic(id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: `Bearer ${await sessionOf(database.db, 'acme-sam')}` },
      payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'sam-room', mutations: [{ id: 1, name: 'answerMeeting', args: { conversationId: id, action: 'cancel', messageId: newId(), at: new Date().toISOString() }, timestamp: Date.now() }] },
    });
    expect(res.json().results[0].outcome, res.body).toBe('completed');
    expect(await sam.event(closedWith(6))).toEqual({ type: 'closed', code: 6 });
    expect(await robin.event(closedWith(6))).toEqual({ type: 'closed', code: 6 });
    expect(await robin.next((m) => m[0] === WAMP.UNSUBSCRIBED)).toEqual([WAMP.UNSUBSCRIBED, 0, { subscription: expect.any(Number), reason: 'leadstand.meeting.ended' }]);

    // A meeting whose grace runs out a second from now, on an instance that checks its rooms often.
    const fast = await startInstance(database, 200);
    const late = await tab(database, fast.url, 'acme-sam');
    const ending = await insertMeeting(database.db, { startsIn: -60, endsIn: -15 + 1 / 60, members: ['acme-sam', 'acme-robin'] });
    expect((await late.subscribe(meetingTopic(ending)))[0]).toBe(WAMP.SUBSCRIBED);
    expect(await late.event(closedWith(6), 5_000)).toEqual({ type: 'closed', code: 6 });
  });

  it('relays between two server instances on one PostgreSQL, an offer longer than one NOTIFY included, and code 2 across them', async () => {
    const database = await seeded(POSTGRES_URL);
    const second = await openDatabase({ url: database.url });
    cleanup.push(() => second.close());
    const a = await startInstance(database);
    const b = await startInstance(second);
    const id = await insertMeeting(database.db, { members: ['acme-sam', 'acme-robin'] });
    const topic = meetingTopic(id);
    const sam = await tab(database, a.url, 'acme-sam');
    const robin = await tab(database, b.url, 'acme-robin');
    const [samPeer, robinPeer] = [peer(), peer()];
    await sam.subscribe(topic);
    await robin.subscribe(topic);
    await sam.publish(topic, { type: 'join', from: samPeer });
    expect(await robin.event((k) => k.type === 'join')).toEqual({ type: 'join', from: samPeer, user: 'acme-sam' });
    await robin.publish(topic, { type: 'join', from: robinPeer });
    await sam.event((k) => k.type === 'join');

    // About 20 kB of SDP, with names in it that are not ASCII: three NOTIFYs, put together again in order.
    const sdp = Array.from({ length: 400 }, (_, i) => `a=x-line:${i} ${'Zoë Çelik '.repeat(4)}`).join('\r\n');
    await robin.publish(topic, { type: 'offer', from: robinPeer, to: samPeer, sdp });
    for (let i = 0; i < 5; i++) await robin.publish(topic, { type: 'candidate', from: robinPeer, to: samPeer, candidate: { candidate: `candidate:${i} 1 udp 1 10.0.0.1 ${5000 + i} typ host`, sdpMid: '0', sdpMLineIndex: 0 } });
    expect(await sam.event((k) => k.type === 'offer')).toEqual({ type: 'offer', from: robinPeer, to: samPeer, sdp, user: 'acme-robin' });
    const candidates: string[] = [];
    for (let i = 0; i < 5; i++) candidates.push(((await sam.event((k) => k.type === 'candidate')).candidate as { candidate: string }).candidate);
    expect(candidates.map((c) => c.split(' ')[5])).toEqual(['5000', '5001', '5002', '5003', '5004']);

    // Sam joins again on the other instance: the first tab hears code 2, Robin hears it leave.
    const again = await tab(database, b.url, 'acme-sam');
    await again.subscribe(topic);
    expect(await sam.event(closedWith(2))).toEqual({ type: 'closed', code: 2 });
    expect(await robin.event((k) => k.type === 'leave')).toEqual({ type: 'leave', from: samPeer, user: 'acme-sam' });
  });
});
