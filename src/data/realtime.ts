/**
 * The app's end of the realtime socket (/notification, WAMP v2 subset): opened for partner and
 * staff sessions, authenticated with the session token as ticket, subscribed to the exhibitor's
 * topic. An event means "your team's connections changed": the app pulls at once. When the socket
 * drops it reconnects after attempt² × 5 s, for attempts 1 to 11 (SPEC section 9), then gives up
 * until the app is opened again (the sync timer still runs).
 */
import { NOTIFICATION_PATH, socketReconnectDelay } from '../domain/constants';
import { emit } from '../lib/events';
import { REALM, WAMP, WAMP_SUBPROTOCOL, authIdFor, partnerTopic } from '../domain/realtime';
import type { StoredSession } from './db';

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly session: StoredSession,
    private readonly onChange: () => void,
    private readonly baseUrl: string = location.origin.replace(/^http/, 'ws'),
  ) {}

  static supported(session: StoredSession): boolean {
    return authIdFor(session.info) !== null && !!session.info.partner && typeof WebSocket !== 'undefined';
  }

  start(): () => void {
    this.open();
    return () => {
      this.stopped = true;
      if (this.timer) clearTimeout(this.timer);
      this.socket?.close(1000);
    };
  }

  private open(): void {
    const info = this.session.info;
    const authid = authIdFor(info);
    if (!authid || !info.partner) return;
    const socket = new WebSocket(`${this.baseUrl}${NOTIFICATION_PATH}`, [WAMP_SUBPROTOCOL]);
    this.socket = socket;
    const send = (msg: unknown[]) => socket.send(JSON.stringify(msg));
    socket.onopen = () => send([WAMP.HELLO, REALM, { authid, authmethods: ['ticket'], roles: { subscriber: {} } }]);
    socket.onmessage = (e) => {
      let msg: unknown[];
      try {
        msg = JSON.parse(String(e.data)) as unknown[];
      } catch {
        return;
      }
      switch (msg[0]) {
        case WAMP.CHALLENGE:
          return send([WAMP.AUTHENTICATE, this.session.token, {}]);
        case WAMP.WELCOME:
          this.attempt = 0;
          // Anything may have changed while the socket was down.
          this.onChange();
          return send([WAMP.SUBSCRIBE, 1, {}, partnerTopic(info.partner!.id)]);
        case WAMP.EVENT: {
          const details = msg[5] as { team?: boolean } | undefined;
          if (details?.team) emit('sessionStale');
          return this.onChange();
        }
        case WAMP.ABORT:
          // Not authorised: the session refresh will find out; no point retrying.
          this.stopped = true;
          return;
      }
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.stopped) return;
      const delay = socketReconnectDelay(++this.attempt);
      if (delay !== null) this.timer = setTimeout(() => this.open(), delay);
    };
  }
}
