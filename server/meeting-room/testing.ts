/**
 * For the meeting room's tests: meetings written straight into the database, sessions of demo
 * people, and a raw WAMP client on the `ws` package (the room's messages exactly as sent).
 */
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO } from '../demo/seed';
import { hashSecret, newId, randomSecret } from '../security';
import { REALM, WAMP, WAMP_SUBPROTOCOL } from '../../src/domain/realtime';
import type { SessionMode } from '../../src/domain/session';

// `ws` has no type declarations here; its client has the browser's WebSocket interface.
const WebSocketClient = createRequire(import.meta.url)('ws') as typeof WebSocket;

export interface TestMeeting {
  id?: string;
  type?: 'online' | 'hybrid' | 'onsite';
  state?: 'invited' | 'accepted' | 'declined' | 'cancelled';
  /** Minutes from now. */
  startsIn?: number;
  endsIn?: number;
  subject?: string;
  /** The organizer first; user ids of the exhibitor's people, or a visitor as { id, staff: false }. */
  members: Array<string | { id: string; staff?: boolean; response?: 'invited' | 'accepted' | 'declined' }>;
}

export async function insertMeeting(db: Kysely<DB>, m: TestMeeting): Promise<string> {
  const id = m.id ?? newId();
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  await db
    .insertInto('conversations')
    .values({
      id,
      partner_id: DEMO.partnerId,
      event_id: DEMO.eventId,
      kind: 'meeting',
      subject: m.subject ?? 'Scanner demo',
      meeting_type: m.type ?? 'online',
      starts_at: at(m.startsIn ?? -5),
      ends_at: at(m.endsIn ?? 25),
      state: m.state ?? 'accepted',
    })
    .execute();
  const names: Record<string, string> = { 'acme-sam': 'Sam Visser', 'acme-robin': 'Robin Keller', 'acme-alex': 'Alex Morgan', 'acme-taylor': 'Taylor Dubois' };
  await db
    .insertInto('conversation_members')
    .values(
      m.members.map((member, i) => {
        const x = typeof member === 'string' ? { id: member } : member;
        const staff = x.staff ?? true;
        return {
          conversation_id: id,
          member_id: x.id,
          user_id: staff ? x.id : null,
          staff,
          name: names[x.id] ?? x.id,
          role: i === 0 ? ('organizer' as const) : ('participant' as const),
          response: x.response ?? 'accepted',
        };
      }),
    )
    .execute();
  return id;
}

/** A session of a demo person (or scan user), straight in the database; returns its token. */
export async function sessionOf(db: Kysely<DB>, userId: string | null, mode: SessionMode = 'staff', partnerId: string = DEMO.partnerId): Promise<string> {
  const token = randomSecret();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: hashSecret(token),
      mode,
      event_id: DEMO.eventId,
      partner_id: partnerId,
      user_id: userId,
      licence_activation_id: mode === 'scan' ? 'acme-activation-1' : null,
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

type Message = unknown[];

/** A WAMP client that logs in with a ticket and keeps what it receives, to be waited for. */
export class RawClient {
  readonly received: Message[] = [];
  private waiting: Array<{ match: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  private request = 1;
  closed = false;

  private constructor(private readonly socket: WebSocket) {
    socket.onmessage = (e) => {
      const msg = JSON.parse(String(e.data)) as Message;
      const i = this.waiting.findIndex((w) => w.match(msg));
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(msg);
      else this.received.push(msg);
    };
    socket.onclose = () => {
      this.closed = true;
    };
  }

  static async open(url: string, authid: string, ticket: string): Promise<RawClient> {
    const socket = new WebSocketClient(url, [WAMP_SUBPROTOCOL]);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('socket failed'));
    });
    client.send([WAMP.HELLO, REALM, { authid, authmethods: ['ticket'], roles: { subscriber: {}, publisher: {} } }]);
    await client.next((m) => m[0] === WAMP.CHALLENGE);
    client.send([WAMP.AUTHENTICATE, ticket, {}]);
    const welcome = await client.next((m) => m[0] === WAMP.WELCOME || m[0] === WAMP.ABORT);
    if (welcome[0] !== WAMP.WELCOME) throw new Error(`not welcome: ${JSON.stringify(welcome)}`);
    return client;
  }

  send(msg: Message): void {
    this.socket.send(JSON.stringify(msg));
  }

  /** The next message (already received or still to come) that matches. */
  next(match: (m: Message) => boolean, timeoutMs = 5_000): Promise<Message> {
    const i = this.received.findIndex(match);
    if (i >= 0) return Promise.resolve(this.received.splice(i, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (m: Message) => (clearTimeout(timer), resolve(m)) };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** Subscribes; SUBSCRIBED or ERROR. */
  subscribe(topic: string): Promise<Message> {
    const request = this.request++;
    this.send([WAMP.SUBSCRIBE, request, {}, topic]);
    return this.next((m) => (m[0] === WAMP.SUBSCRIBED && m[1] === request) || (m[0] === WAMP.ERROR && m[1] === WAMP.SUBSCRIBE && m[2] === request));
  }

  /** Publishes with acknowledgement; PUBLISHED or ERROR. */
  publish(topic: string, kwargs: unknown, options: Record<string, unknown> = { acknowledge: true, exclude_me: true }): Promise<Message> {
    const request = this.request++;
    this.send([WAMP.PUBLISH, request, options, topic, [], kwargs]);
    return this.next((m) => (m[0] === WAMP.PUBLISHED && m[1] === request) || (m[0] === WAMP.ERROR && m[1] === WAMP.PUBLISH && m[2] === request));
  }

  /** The kwargs of the next event on any subscription that matches. */
  async event(match: (kwargs: Record<string, unknown>) => boolean = () => true, timeoutMs?: number): Promise<Record<string, unknown>> {
    const msg = await this.next((m) => m[0] === WAMP.EVENT && match((m[5] ?? {}) as Record<string, unknown>), timeoutMs);
    return msg[5] as Record<string, unknown>;
  }

  /** Events received and not yet taken. */
  events(): Array<Record<string, unknown>> {
    return this.received.filter((m) => m[0] === WAMP.EVENT).map((m) => m[5] as Record<string, unknown>);
  }

  close(): void {
    this.socket.close(1000);
  }
}
