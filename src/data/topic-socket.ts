/**
 * The app's one WAMP client (SPEC section 7; src/domain/realtime.ts): a session on the realtime
 * socket (/notification) that logs in with a ticket, subscribes to one topic and keeps it. The
 * booth's "your connections changed" (src/data/realtime.ts) and the meeting room's signalling
 * (features/meeting-room/channel.ts) are both one of these with their own handlers.
 *
 * When the socket drops it reconnects after attempt² × 5 s, for attempts 1 to 11 (SPEC section 9);
 * a subscription counts the attempts from zero again. The router saying no (ABORT, GOODBYE) or the
 * owner calling stop() ends it for good.
 */
import { NOTIFICATION_PATH, socketReconnectDelay } from '../domain/constants';
import { REALM, WAMP, WAMP_SUBPROTOCOL } from '../domain/realtime';

export interface TopicHandlers {
  /** Subscribed: the first time and again after each reconnect. */
  subscribed(): void;
  /** An event on the topic, with its keyword arguments. */
  event(kwargs: Record<string, unknown>): void;
  /** A subscribe or publish the router refused, with the ERROR's details. Optional. */
  refused?(details: unknown): void;
  /** The router will not (or no longer) have this session: ABORT or GOODBYE. Nothing is retried. */
  closed?(): void;
  /** The socket dropped: `retryIn` ms until the next attempt, or null when that was the last. */
  dropped?(retryIn: number | null): void;
}

export interface TopicOptions {
  authid: string;
  ticket: string;
  topic: string;
  /** Whether this session publishes to the topic as well as hearing it. */
  publisher?: boolean;
  handlers: TopicHandlers;
  /** ws(s)://host; the page's own origin unless given. */
  url?: string;
  WebSocketImpl?: typeof WebSocket;
}

export class TopicSocket {
  private socket: WebSocket | null = null;
  private subscription: number | null = null;
  private request = 1;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private over = false;

  constructor(private readonly options: TopicOptions) {}

  /** Whether the session is subscribed just now (and so can publish). */
  get joined(): boolean {
    return this.socket?.readyState === 1 && this.subscription !== null;
  }

  start(): void {
    this.open();
  }

  /** Publishes to the topic, acknowledged (a refusal reaches `refused`); false when not joined. */
  publish(kwargs: object): boolean {
    if (!this.joined) return false;
    this.socket!.send(JSON.stringify([WAMP.PUBLISH, this.request++, { exclude_me: true, acknowledge: true }, this.options.topic, [], kwargs]));
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

  private open(): void {
    const { handlers, authid, ticket, topic } = this.options;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const base = this.options.url ?? location.origin.replace(/^http/, 'ws');
    const socket = new Impl(`${base}${NOTIFICATION_PATH}`, [WAMP_SUBPROTOCOL]);
    this.socket = socket;
    this.subscription = null;
    const send = (msg: unknown[]) => socket.readyState === 1 && socket.send(JSON.stringify(msg));
    const roles = this.options.publisher ? { subscriber: {}, publisher: {} } : { subscriber: {} };
    socket.onopen = () => send([WAMP.HELLO, REALM, { authid, authmethods: ['ticket'], roles }]);
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
          return send([WAMP.AUTHENTICATE, ticket, {}]);
        case WAMP.WELCOME:
          return send([WAMP.SUBSCRIBE, this.request++, {}, topic]);
        case WAMP.SUBSCRIBED:
          this.subscription = msg[2] as number;
          this.attempt = 0;
          return handlers.subscribed();
        case WAMP.ERROR:
          if (msg[1] === WAMP.SUBSCRIBE || msg[1] === WAMP.PUBLISH) handlers.refused?.(msg[3]);
          return;
        case WAMP.EVENT:
          if (msg[1] !== this.subscription) return;
          return handlers.event((msg[5] ?? {}) as Record<string, unknown>);
        case WAMP.ABORT:
        case WAMP.GOODBYE:
          this.stop();
          return handlers.closed?.();
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.over) return;
      this.socket = null;
      this.subscription = null;
      const delay = socketReconnectDelay(++this.attempt);
      if (delay === null) this.over = true;
      else this.timer = setTimeout(() => this.open(), delay);
      handlers.dropped?.(delay);
    };
  }
}
