/**
 * The meeting room's signalling on the realtime socket (server/realtime.ts): the broker's side of
 * meeting topics, with the WAMP messages a standard client (autobahn) sends:
 *
 *   SUBSCRIBE [32, request, {}, 'leadstand.meeting.<conversationId>']   join the room's topic
 *   PUBLISH   [16, request, {exclude_me, acknowledge}, topic, [], signal]   join/leave/offer/answer/candidate/media
 *   UNSUBSCRIBE, or the socket closing: the tab left (the others hear 'leave')
 *
 * Subscribing checks meetingRoomAccess; publishing needs the subscription, a well-formed signal
 * (src/domain/meeting-room.ts) and the sender's own peer id. A signal addressed `to` a peer goes to
 * that peer only. Session codes reach the client as ERROR details `{ code }` (a refused subscribe or
 * publish acknowledged: 12 bad request, 6 meeting ended) or, on a subscription it held, as an EVENT
 * `{ type: 'closed', code }` followed by the subscription's revocation (UNSUBSCRIBED with request 0,
 * WAMP's advanced profile): 2 when the same person joined from another tab or device, 6 when the
 * meeting was cancelled or is over.
 *
 * Across instances: every subscription and signal is NOTIFYed on the realtime channel (prefix
 * 'meeting:'), and each instance delivers to its own sockets, the sender's instance included.
 * A payload longer than a NOTIFY can carry (8000 bytes) goes in numbered parts, which arrive in
 * order because one instance sends its notifications one after another. On embedded PGlite there
 * is only this process: delivery is direct.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { newId } from '../security';
import { readMeetingRoom } from './access';
import { WAMP } from '../../src/domain/realtime';
import { MEETING_ERRORS, MEETING_SESSION_CODES, meetingOfTopic, parseSignal, type MeetingSessionCode, type RelayedSignal, type RoomClosed } from '../../src/domain/meeting-room';

/** The prefix of the room's payloads on the realtime channel. */
export const ROOM_PREFIX = 'meeting:';
/** Characters of one NOTIFY payload after the prefix (the JSON is ASCII: characters are bytes). */
const PART = 7_800;
/** Parts of a long payload that never completed are dropped after this. */
const PARTS_KEPT_MS = 30_000;
/**
 * Signals one tab may publish in a window; more are refused (code 12). A browser sends a few dozen
 * per connection (an offer or answer, a handful of candidates, its microphone and camera).
 */
export const SIGNALS_PER_WINDOW = 200;
const SIGNAL_WINDOW_MS = 10_000;

/** A realtime socket as the room sees it. */
export interface RoomSocket {
  caller: Caller | null;
  /** The socket's WAMP subscriptions (id to topic), shared with the partner topics. */
  subscriptions: Map<number, string>;
  send(msg: unknown[]): void;
  isOpen(): boolean;
}

export interface MeetingRooms {
  subscribe(socket: RoomSocket, request: number, topic: string): Promise<void>;
  publish(socket: RoomSocket, request: number, options: Record<string, unknown>, topic: string, kwargs: unknown): Promise<void>;
  /** A room subscription ended by the client; false when the id is not one of the room's. */
  unsubscribe(socket: RoomSocket, subscription: number): boolean;
  /** The socket closed. */
  closed(socket: RoomSocket): void;
  /** A payload from the realtime channel (starting with ROOM_PREFIX). */
  receive(payload: string): void;
  /** An exhibitor's data changed (a meeting may have been cancelled or moved): check its rooms again. */
  partnerChanged(partnerId: string): void;
  stop(): void;
}

export interface MeetingRoomsOptions {
  db: Kysely<DB>;
  /** Sends a payload to every instance (NOTIFY), or null when this process is the only one. */
  notify: ((payload: string) => Promise<void>) | null;
  newSubscriptionId(): number;
  /** How often every room subscription is checked again (its end, the meeting's state). */
  recheckMs: number;
  log(err: unknown, msg: string): void;
}

/** One tab in a room, on this instance. */
interface Member {
  /** Unique across instances: tells a sender's own subscription apart from its other tabs'. */
  key: string;
  socket: RoomSocket;
  id: number;
  meeting: string;
  topic: string;
  partnerId: string;
  userId: string;
  closesAt: number;
  /** The peer id of its join; null before it joined and after it left. */
  peer: string | null;
  /** Its signals in the current window, and when that began. */
  sent: number;
  windowStart: number;
}

/** What travels between instances. */
type Envelope =
  /** Subscription `s` of user `u` joined meeting `m`: the user's other subscriptions to it end (code 2). */
  | { t: 'sub'; m: string; u: string; s: string }
  /** A signal from subscription `s`; `x`: not to the sender itself (exclude_me); `p`: publication id. */
  | { t: 'sig'; m: string; s: string; p: number; x: boolean; k: RelayedSignal };

const publicationId = () => Math.floor(Math.random() * 2 ** 53);

/** JSON with every non-ASCII character escaped, so its length in characters is its length in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function meetingRooms(options: MeetingRoomsOptions): MeetingRooms {
  const { db } = options;
  const byMeeting = new Map<string, Set<Member>>();
  const bySocket = new Map<RoomSocket, Map<number, Member>>();
  const parts = new Map<string, { parts: string[]; got: number; at: number }>();
  let sending: Promise<void> = Promise.resolve();

  const membersOf = (socket: RoomSocket) => bySocket.get(socket) ?? new Map<number, Member>();
  const memberFor = (socket: RoomSocket, meeting: string) => [...membersOf(socket).values()].find((m) => m.meeting === meeting) ?? null;
  const isMember = (m: Member) => byMeeting.get(m.meeting)?.has(m) ?? false;

  const deliver = (env: Envelope) => {
    const members = byMeeting.get(env.m);
    if (!members) return;
    for (const m of [...members]) {
      if (env.t === 'sub') {
        if (m.userId === env.u && m.key !== env.s) end(m, MEETING_SESSION_CODES.joinedElsewhere);
        continue;
      }
      if (env.x && m.key === env.s) continue;
      const to = 'to' in env.k ? env.k.to : undefined;
      if (to !== undefined && to !== m.peer) continue;
      m.socket.send([WAMP.EVENT, m.id, env.p, {}, [], env.k]);
    }
  };

  const broadcast = (env: Envelope) => {
    if (!options.notify) return deliver(env);
    const notify = options.notify;
    const json = asciiJson(env);
    const payloads: string[] = [];
    if (json.length <= PART) payloads.push(ROOM_PREFIX + json);
    else {
      const id = newId();
      const n = Math.ceil(json.length / PART);
      for (let i = 0; i < n; i++) payloads.push(`${ROOM_PREFIX}~${id}~${i}~${n}~${json.slice(i * PART, (i + 1) * PART)}`);
    }
    // One after another: what one tab sends arrives in the order it was sent (offer before candidates).
    sending = sending.then(async () => {
      for (const p of payloads) await notify(p);
    }).catch((err: unknown) => options.log(err, 'meeting room notify failed'));
  };

  const remove = (m: Member) => {
    if (!isMember(m)) return;
    byMeeting.get(m.meeting)!.delete(m);
    if (byMeeting.get(m.meeting)!.size === 0) byMeeting.delete(m.meeting);
    membersOf(m.socket).delete(m.id);
    if (membersOf(m.socket).size === 0) bySocket.delete(m.socket);
    m.socket.subscriptions.delete(m.id);
    // The others let go of its connection.
    if (m.peer) broadcast({ t: 'sig', m: m.meeting, s: m.key, p: publicationId(), x: true, k: { type: 'leave', from: m.peer, user: m.userId } });
  };

  /** Ends a tab's presence in the room with a session code: an event saying so, then the subscription is revoked. */
  function end(m: Member, code: MeetingSessionCode) {
    if (!isMember(m)) return;
    const closed: RoomClosed = { type: 'closed', code };
    m.socket.send([WAMP.EVENT, m.id, publicationId(), {}, [], closed]);
    const reason = code === MEETING_SESSION_CODES.joinedElsewhere ? MEETING_ERRORS.joinedElsewhere : MEETING_ERRORS.ended;
    m.socket.send([WAMP.UNSUBSCRIBED, 0, { subscription: m.id, reason }]);
    remove(m);
  }

  const recheck = async (m: Member) => {
    if (!m.socket.caller) return end(m, MEETING_SESSION_CODES.meetingEnded);
    if (Date.now() > m.closesAt) return end(m, MEETING_SESSION_CODES.meetingEnded);
    const room = await readMeetingRoom(db, m.socket.caller, m.meeting);
    if (!isMember(m)) return;
    // Cancelled, over, or no longer theirs (removed, moved onsite, the online section switched off).
    if (room.access !== 'ok') return end(m, MEETING_SESSION_CODES.meetingEnded);
    m.closesAt = room.conversation.closesAt.getTime();
  };
  const recheckAll = (members: Iterable<Member>) => {
    for (const m of [...members]) recheck(m).catch((err: unknown) => options.log(err, 'meeting room recheck failed'));
  };

  const timer = setInterval(() => {
    recheckAll([...byMeeting.values()].flatMap((s) => [...s]));
    const now = Date.now();
    for (const [id, p] of parts) if (now - p.at > PARTS_KEPT_MS) parts.delete(id);
  }, options.recheckMs);
  timer.unref();

  return {
    async subscribe(socket, request, topic) {
      const refuse = (code: MeetingSessionCode, uri: string) => socket.send([WAMP.ERROR, WAMP.SUBSCRIBE, request, { code }, uri]);
      const meeting = meetingOfTopic(topic);
      if (!meeting) return refuse(MEETING_SESSION_CODES.badRequest, 'wamp.error.invalid_uri');
      const caller = socket.caller;
      if (!caller?.user) return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.notAuthorized);
      const room = await readMeetingRoom(db, caller, meeting);
      if (room.access === 'ended') return refuse(MEETING_SESSION_CODES.meetingEnded, MEETING_ERRORS.ended);
      if (room.access !== 'ok') return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.notAuthorized);
      if (!socket.isOpen()) return;
      // Subscribing again to the same topic gives the same subscription (WAMP).
      const existing = memberFor(socket, meeting);
      if (existing) return socket.send([WAMP.SUBSCRIBED, request, existing.id]);
      const m: Member = {
        key: newId(),
        socket,
        id: options.newSubscriptionId(),
        meeting,
        topic,
        partnerId: room.conversation.partnerId,
        userId: caller.user.id,
        closesAt: room.conversation.closesAt.getTime(),
        peer: null,
        sent: 0,
        windowStart: Date.now(),
      };
      if (!byMeeting.has(meeting)) byMeeting.set(meeting, new Set());
      byMeeting.get(meeting)!.add(m);
      if (!bySocket.has(socket)) bySocket.set(socket, new Map());
      bySocket.get(socket)!.set(m.id, m);
      socket.subscriptions.set(m.id, topic);
      socket.send([WAMP.SUBSCRIBED, request, m.id]);
      // The same person's older tab, on whichever instance, leaves (code 2).
      broadcast({ t: 'sub', m: meeting, u: m.userId, s: m.key });
    },

    async publish(socket, request, opts, topic, kwargs) {
      // A publisher hears of its publication (PUBLISHED or ERROR) only when it asked to (WAMP).
      const acknowledge = opts.acknowledge === true;
      const refuse = (code: MeetingSessionCode, uri: string) => {
        if (acknowledge) socket.send([WAMP.ERROR, WAMP.PUBLISH, request, { code }, uri]);
      };
      const meeting = meetingOfTopic(topic);
      const m = meeting ? memberFor(socket, meeting) : null;
      if (!m) return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.notAuthorized);
      if (Date.now() > m.closesAt) {
        refuse(MEETING_SESSION_CODES.meetingEnded, MEETING_ERRORS.ended);
        return end(m, MEETING_SESSION_CODES.meetingEnded);
      }
      if (Date.now() - m.windowStart > SIGNAL_WINDOW_MS) {
        m.windowStart = Date.now();
        m.sent = 0;
      }
      if (++m.sent > SIGNALS_PER_WINDOW) return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.tooMany);
      const signal = parseSignal(kwargs);
      if (!signal) return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.invalidArgument);
      if (signal.type === 'join') {
        if (m.peer && m.peer !== signal.from) return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.invalidArgument);
        m.peer = signal.from;
      } else if (signal.from !== m.peer) {
        return refuse(MEETING_SESSION_CODES.badRequest, MEETING_ERRORS.invalidArgument);
      }
      // It said goodbye itself: nothing more to say for it when it goes.
      if (signal.type === 'leave') m.peer = null;
      const p = publicationId();
      broadcast({ t: 'sig', m: m.meeting, s: m.key, p, x: opts.exclude_me !== false, k: { ...signal, user: m.userId } });
      if (acknowledge) socket.send([WAMP.PUBLISHED, request, p]);
    },

    unsubscribe(socket, subscription) {
      const m = membersOf(socket).get(subscription);
      if (!m) return false;
      remove(m);
      return true;
    },

    closed(socket) {
      for (const m of [...membersOf(socket).values()]) remove(m);
    },

    receive(payload) {
      const body = payload.slice(ROOM_PREFIX.length);
      let json = body;
      if (body.startsWith('~')) {
        const [, id, i, n, ...rest] = body.split('~');
        const index = Number(i);
        const count = Number(n);
        if (!id || !Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count) return;
        const entry = parts.get(id) ?? { parts: new Array<string>(count).fill(''), got: 0, at: Date.now() };
        parts.set(id, entry);
        entry.parts[index] = rest.join('~');
        if (++entry.got < count) return;
        parts.delete(id);
        json = entry.parts.join('');
      }
      try {
        deliver(JSON.parse(json) as Envelope);
      } catch (err) {
        options.log(err, 'meeting room payload unreadable');
      }
    },

    partnerChanged(partnerId) {
      recheckAll([...byMeeting.values()].flatMap((s) => [...s].filter((m) => m.partnerId === partnerId)));
    },

    stop() {
      clearInterval(timer);
    },
  };
}
