/**
 * The room's signalling channel: its own WAMP session on the realtime socket (/notification),
 * logged in with the session token as ticket, subscribed to the meeting's topic, publishing this
 * tab's signals to it (src/domain/meeting-room.ts, server/meeting-room/signalling.ts).
 *
 * A session code ends the channel: a refused subscribe or publish carries it in the ERROR's
 * details, a subscription the server ends in an EVENT `{ type: 'closed', code }`. When the socket
 * drops it reconnects after attempt² × 5 s, for attempts 1 to 11 (SPEC section 9), and joins again;
 * past that, it is 'lost'.
 */
import { NOTIFICATION_PATH, socketReconnectDelay } from '../../domain/constants';
import { MEETING_SESSION_CODES, meetingTopic, parseSignal, type MeetingSessionCode, type RelayedSignal, type Signal } from '../../domain/meeting-room';
import { REALM, WAMP, WAMP_SUBPROTOCOL } from '../../domain/realtime';

export type ChannelState = 'connecting' | 'joined' | 'reconnecting';
export type ChannelEnd = MeetingSessionCode | 'lost';

export interface ChannelEvents {
  /** Subscribed (the first time, and again after each reconnect): time to join with a new peer id. */
  joined(): void;
  signal(signal: RelayedSignal): void;
  state(state: ChannelState): void;
  /** The channel is over, with the session code (or 'lost' after the last reconnect attempt). */
  ended(reason: ChannelEnd): void;
}

export interface ChannelOptions {
  conversationId: string;
  authid: string;
  ticket: string;
  events: ChannelEvents;
  url?: string;
  WebSocketImpl?: typeof WebSocket;
}

const CODES = new Set<number>(Object.values(MEETING_SESSION_CODES));
const codeOf = (details: unknown): MeetingSessionCode => {
  const code = (details as { code?: unknown } | null)?.code;
  return typeof code === 'number' && CODES.has(code) ? (code as MeetingSessionCode) : MEETING_SESSION_CODES.badRequest;
};

export class RoomChannel {
  private socket: WebSocket | null = null;
  private subscription: number | null = null;
  private request = 1;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private over = false;
  private readonly topic: string;

  constructor(private readonly options: ChannelOptions) {
    this.topic = meetingTopic(options.conversationId);
  }

  start(): void {
    this.open();
  }

  /** Sends a signal; false when the channel is not in the room just now. */
  publish(signal: Signal): boolean {
    if (!this.socket || this.socket.readyState !== 1 || this.subscription === null) return false;
    // Acknowledged: a refusal comes back with its session code.
    this.socket.send(JSON.stringify([WAMP.PUBLISH, this.request++, { exclude_me: true, acknowledge: true }, this.topic, [], signal]));
    return true;
  }

  /** Leaves: unsubscribes, says goodbye and closes; nothing more is reported. */
  stop(): void {
    this.over = true;
    if (this.timer) clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket?.readyState === 1) {
      if (this.subscription !== null) socket.send(JSON.stringify([WAMP.UNSUBSCRIBE, this.request++, this.subscription]));
      socket.send(JSON.stringify([WAMP.GOODBYE, {}, 'wamp.close.close_realm']));
    }
    socket?.close(1000);
  }

  private end(reason: ChannelEnd): void {
    if (this.over) return;
    this.stop();
    this.options.events.ended(reason);
  }

  private open(): void {
    const { events } = this.options;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const base = this.options.url ?? location.origin.replace(/^http/, 'ws');
    const socket = new Impl(`${base}${NOTIFICATION_PATH}`, [WAMP_SUBPROTOCOL]);
    this.socket = socket;
    this.subscription = null;
    events.state(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const send = (msg: unknown[]) => socket.readyState === 1 && socket.send(JSON.stringify(msg));
    socket.onopen = () => send([WAMP.HELLO, REALM, { authid: this.options.authid, authmethods: ['ticket'], roles: { subscriber: {}, publisher: {} } }]);
    socket.onmessage = (e) => {
      if (this.socket !== socket) return;
      let msg: unknown[];
      try {
        msg = JSON.parse(String(e.data)) as unknown[];
      } catch {
        return;
      }
      switch (msg[0]) {
        case WAMP.CHALLENGE:
          return send([WAMP.AUTHENTICATE, this.options.ticket, {}]);
        case WAMP.WELCOME:
          return send([WAMP.SUBSCRIBE, this.request++, {}, this.topic]);
        case WAMP.SUBSCRIBED:
          this.subscription = msg[2] as number;
          this.attempt = 0;
          events.state('joined');
          return events.joined();
        case WAMP.ERROR:
          // A refused subscribe or publish: 12 bad request, 6 the meeting ended.
          if (msg[1] === WAMP.SUBSCRIBE || msg[1] === WAMP.PUBLISH) return this.end(codeOf(msg[3]));
          return;
        case WAMP.EVENT: {
          if (msg[1] !== this.subscription) return;
          const kwargs = (msg[5] ?? {}) as Record<string, unknown>;
          if (kwargs.type === 'closed') return this.end(codeOf(kwargs));
          const { user, ...rest } = kwargs;
          const signal = parseSignal(rest);
          if (signal && typeof user === 'string') events.signal({ ...signal, user });
          return;
        }
        case WAMP.ABORT:
        case WAMP.GOODBYE:
          // Not (or no longer) logged in: the session is over; joining again would be refused.
          return this.end(MEETING_SESSION_CODES.badRequest);
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.over) return;
      this.socket = null;
      this.subscription = null;
      const delay = socketReconnectDelay(++this.attempt);
      if (delay === null) return this.end('lost');
      events.state('reconnecting');
      this.timer = setTimeout(() => this.open(), delay);
    };
  }
}
