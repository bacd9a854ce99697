/**
 * The online meeting room (SPEC sections 4 and 8): who may be in it and until when, the WAMP topic
 * its signalling travels on over the realtime socket (/notification), the signals themselves, the
 * session codes (2 joined from another device, 6 meeting ended, 12 bad request on join or
 * subscribe), the STUN/TURN servers and the room's description that the app reads before joining.
 * Shared by the app and the server.
 *
 * Signals are WAMP publications to `meetingTopic(id)` whose kwargs are a `Signal`. Every tab that
 * joins makes a random peer id; `to` addresses one peer (the server delivers it to that peer only),
 * no `to` reaches everyone in the room. The server adds `user` (the sender's user id) to what it
 * delivers, so a name on a tile is never what a browser claims.
 */
import * as v from 'valibot';
import { APP_ID } from './constants';
import { MEETING_TYPES } from './meeting';

/** Minutes after its end that a meeting's room stays open (running late is normal). */
export const MEETING_ROOM_GRACE_MINUTES = 15;
/** Two to four people: the organizer and up to three participants, each once. */
export const MEETING_ROOM_MAX_PEERS = 4;

export const MEETING_SESSION_CODES = { joinedElsewhere: 2, meetingEnded: 6, badRequest: 12 } as const;
export type MeetingSessionCode = (typeof MEETING_SESSION_CODES)[keyof typeof MEETING_SESSION_CODES];

/** WAMP error URIs of the room, each sent with `{ code }` in the ERROR's details. */
export const MEETING_ERRORS = {
  ended: `${APP_ID}.meeting.ended`,
  joinedElsewhere: `${APP_ID}.meeting.joined_elsewhere`,
  notAuthorized: 'wamp.error.not_authorized',
  invalidArgument: 'wamp.error.invalid_argument',
  tooMany: `${APP_ID}.meeting.too_many_signals`,
} as const;

const TOPIC_PREFIX = `${APP_ID}.meeting.`;

export function meetingTopic(conversationId: string): string {
  return `${TOPIC_PREFIX}${conversationId}`;
}

/** The conversation id of a meeting topic; null for any other topic or a malformed one. */
export function meetingOfTopic(topic: unknown): string | null {
  if (typeof topic !== 'string' || !topic.startsWith(TOPIC_PREFIX)) return null;
  const id = topic.slice(TOPIC_PREFIX.length);
  return /^[A-Za-z0-9_:-]{1,200}$/.test(id) ? id : null;
}

/** Whether the room of a meeting is open at `now`: accepted, online or hybrid, not past its end and grace. */
export function roomOpen(meeting: { type: string; state: string; endsAt: string }, now = Date.now()): 'open' | 'ended' | 'none' {
  if (meeting.type !== 'online' && meeting.type !== 'hybrid') return 'none';
  if (meeting.state === 'cancelled' || meeting.state === 'declined') return 'ended';
  if (now > roomClosesAt(meeting.endsAt)) return 'ended';
  return meeting.state === 'accepted' ? 'open' : 'none';
}

/** When the room of a meeting ending at `endsAt` closes (ms since the epoch). */
export function roomClosesAt(endsAt: string | Date): number {
  return new Date(endsAt).getTime() + MEETING_ROOM_GRACE_MINUTES * 60_000;
}

// ---------------------------------------------------------------------------------------------
// Signals.

/** A peer id: random, made by a tab when it joins. */
export const PeerId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
/** Chromium's offers with every codec are 5 to 8 kB; this leaves room for four transceivers more. */
export const SDP_MAX = 24_000;

const Sdp = v.pipe(v.string(), v.minLength(1), v.maxLength(SDP_MAX));

export const IceCandidate = v.object({
  candidate: v.pipe(v.string(), v.maxLength(2_000)),
  sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)))),
  usernameFragment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
});
export type IceCandidate = v.InferOutput<typeof IceCandidate>;

export const Signal = v.variant('type', [
  /** A tab entered the room; those already in it offer to it. */
  v.strictObject({ type: v.literal('join'), from: PeerId }),
  /** A tab left (the server also sends it for a tab whose socket closed). */
  v.strictObject({ type: v.literal('leave'), from: PeerId }),
  v.strictObject({ type: v.literal('offer'), from: PeerId, to: PeerId, sdp: Sdp }),
  v.strictObject({ type: v.literal('answer'), from: PeerId, to: PeerId, sdp: Sdp }),
  /** null: the sender has no more candidates. */
  v.strictObject({ type: v.literal('candidate'), from: PeerId, to: PeerId, candidate: v.nullable(IceCandidate) }),
  /** Microphone and camera on or off, to everyone or to one peer that just joined. */
  v.strictObject({ type: v.literal('media'), from: PeerId, to: v.optional(PeerId), audio: v.boolean(), video: v.boolean() }),
]);
export type Signal = v.InferOutput<typeof Signal>;
export type SignalType = Signal['type'];

/** A signal as the server delivers it: with the sender's user id. */
export type RelayedSignal = Signal & { user: string };

/** What the server sends on a subscription before it revokes it: the session ended, with its code. */
export interface RoomClosed {
  type: 'closed';
  code: MeetingSessionCode;
}

export function parseSignal(kwargs: unknown): Signal | null {
  const parsed = v.safeParse(Signal, kwargs);
  return parsed.success ? parsed.output : null;
}

// ---------------------------------------------------------------------------------------------
// The room as the app reads it (GET /api/meetings/:conversationId/room).

/** A STUN or TURN server, as RTCIceServer has it. */
export const IceServer = v.strictObject({
  urls: v.union([v.pipe(v.string(), v.regex(/^(stuns?|turns?):/)), v.pipe(v.array(v.pipe(v.string(), v.regex(/^(stuns?|turns?):/))), v.minLength(1))]),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof IceServer>;
export const IceServers = v.array(IceServer);

/** Reads ICE_SERVERS (JSON: an array of RTCIceServer); empty or unset: none, host candidates only. */
export function parseIceServers(value: string | undefined): IceServer[] {
  if (!value?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('ICE_SERVERS must be JSON: an array like [{"urls":"stun:stun.example.org:3478"}]');
  }
  const parsed = v.safeParse(IceServers, json);
  if (!parsed.success) throw new Error(`ICE_SERVERS: ${parsed.issues[0]?.message ?? 'not a list of ICE servers'} (each needs urls starting with stun:, stuns:, turn: or turns:)`);
  return parsed.output;
}

export const MeetingRoomParams = v.object({ conversationId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const MeetingRoomMember = v.object({
  userId: v.nullable(v.string()),
  name: v.string(),
  /** One of the exhibitor's people, who may join the room (visitors and guests cannot). */
  staff: v.boolean(),
  role: v.picklist(['organizer', 'participant']),
});
export type MeetingRoomMember = v.InferOutput<typeof MeetingRoomMember>;

export const MeetingRoomInfo = v.object({
  conversationId: v.string(),
  subject: v.string(),
  type: v.picklist(MEETING_TYPES),
  startsAt: v.string(),
  endsAt: v.string(),
  /** When the room closes: the end and its grace. */
  closesAt: v.string(),
  /** The caller's user id. */
  me: v.string(),
  members: v.array(MeetingRoomMember),
  iceServers: IceServers,
});
export type MeetingRoomInfo = v.InferOutput<typeof MeetingRoomInfo>;
