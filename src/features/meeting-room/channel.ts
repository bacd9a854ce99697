/**
 * The room's signalling channel: its own session on the realtime socket (src/data/topic-socket.ts),
 * logged in with the session token as ticket, subscribed to the meeting's topic, publishing this
 * tab's signals to it (src/domain/meeting-room.ts, server/meeting-room/signalling.ts).
 *
 * A session code ends the channel: a refused subscribe or publish carries it in the ERROR's
 * details, a subscription the server ends in an EVENT `{ type: 'closed', code }`, and a router that
 * will not have the session is 12. A dropped socket is reconnected and the room joined again; past
 * the last attempt the channel is 'lost'.
 */
import { MEETING_SESSION_CODES, meetingTopic, parseSignal, type MeetingSessionCode, type RelayedSignal, type Signal } from '../../domain/meeting-room';
import { TopicSocket } from '../../data/topic-socket';

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
  private readonly socket: TopicSocket;
  private over = false;

  constructor(private readonly options: ChannelOptions) {
    const { events } = options;
    this.socket = new TopicSocket({
      authid: options.authid,
      ticket: options.ticket,
      topic: meetingTopic(options.conversationId),
      publisher: true,
      url: options.url,
      WebSocketImpl: options.WebSocketImpl,
      handlers: {
        subscribed: () => {
          events.state('joined');
          events.joined();
        },
        event: (kwargs) => {
          if (kwargs.type === 'closed') return this.end(codeOf(kwargs));
          const { user, ...rest } = kwargs;
          const signal = parseSignal(rest);
          if (signal && typeof user === 'string') events.signal({ ...signal, user });
        },
        // 12 bad request, 6 the meeting ended.
        refused: (details) => this.end(codeOf(details)),
        // Not (or no longer) logged in: joining again would be refused.
        closed: () => this.end(MEETING_SESSION_CODES.badRequest),
        dropped: (retryIn) => (retryIn === null ? this.end('lost') : events.state('reconnecting')),
      },
    });
  }

  start(): void {
    this.options.events.state('connecting');
    this.socket.start();
  }

  /** Sends a signal; false when the channel is not in the room just now. */
  publish(signal: Signal): boolean {
    return this.socket.publish(signal);
  }

  /** Leaves: unsubscribes, says goodbye and closes; nothing more is reported. */
  stop(): void {
    this.over = true;
    this.socket.stop();
  }

  private end(reason: ChannelEnd): void {
    if (this.over) return;
    this.stop();
    this.options.events.ended(reason);
  }
}
