/**
 * The app's end of the realtime socket for partner and staff sessions: a topic session
 * (./topic-socket.ts) with the session token as ticket on the exhibitor's topic. An event means
 * "your team's connections changed" (and, with `team`, that the team itself did): the app pulls at
 * once, and again each time it is subscribed, since anything may have changed while the socket was
 * down. After the last reconnect attempt it gives up until the app is opened again (the sync timer
 * still runs).
 */
import { emit } from '../lib/events';
import { authIdFor, partnerTopic } from '../domain/realtime';
import { TopicSocket } from './topic-socket';
import type { StoredSession } from './db';

export class RealtimeClient {
  constructor(
    private readonly session: StoredSession,
    private readonly onChange: () => void,
    private readonly url?: string,
    private readonly WebSocketImpl?: typeof WebSocket,
  ) {}

  static supported(session: StoredSession): boolean {
    return authIdFor(session.info) !== null && !!session.info.partner && typeof WebSocket !== 'undefined';
  }

  /** Opens the socket; the answer closes it. */
  start(): () => void {
    const { info, token } = this.session;
    const authid = authIdFor(info);
    if (!authid || !info.partner) return () => {};
    const socket = new TopicSocket({
      authid,
      ticket: token,
      topic: partnerTopic(info.partner.id),
      url: this.url,
      WebSocketImpl: this.WebSocketImpl,
      handlers: {
        subscribed: this.onChange,
        event: (kwargs) => {
          if (kwargs.team) emit('sessionStale');
          this.onChange();
        },
      },
    });
    socket.start();
    return () => socket.stop();
  }
}
