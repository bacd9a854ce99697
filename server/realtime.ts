/**
 * /notification: the realtime socket, a WAMP v2 subset (hello, challenge 'ticket', authenticate,
 * welcome, subscribe, event, goodbye; errors and aborts), so a standard WAMP client such as
 * autobahn can connect. The ticket is the session token; partner and staff sessions may
 * subscribe to their exhibitor's topic, and hear an event whenever its connections change.
 *
 * Changes reach sockets on every server instance: on PostgreSQL a change is NOTIFYed and every
 * instance LISTENs; on embedded PGlite there is only this process.
 *
 * Meeting topics (a meeting's online room: subscribe, and publish its WebRTC signalling) are the
 * broker's in server/meeting-room/signalling.ts, on the same channel between instances.
 */
import type { FastifyPluginAsync } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import { resolveCaller, type Caller } from './auth/caller';
import { REALM, WAMP, WAMP_SUBPROTOCOL, partnerTopic } from '../src/domain/realtime';
import { NOTIFICATION_PATH } from '../src/domain/constants';
import { newId } from './security';
import { meetingRooms, ROOM_PREFIX, type RoomSocket } from './meeting-room/signalling';
import { meetingTopic } from '../src/domain/meeting-room';

/**
 * One channel between instances: a partner id (its team's data changed), or 'ended:' and the ids
 * of sessions that ended (logout), whose sockets every instance closes at once.
 */
const CHANNEL = 'leadstand_changes';
const ENDED = 'ended:';
const TEAM = 'team:';

/** A socket that has not logged in by then is closed. */
const LOGIN_WITHIN_MS = 10_000;

interface Connection {
  socket: WebSocket;
  caller: Caller | null;
  /** The session token it logged in with, to check now and then that the session still exists. */
  ticket: string | null;
  authid: string | null;
  subscriptions: Map<number, string>;
  /** The socket as the meeting rooms see it. */
  room: RoomSocket;
}

export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols: Set<string>) => (protocols.has(WAMP_SUBPROTOCOL) ? WAMP_SUBPROTOCOL : false),
    },
  });

  const connections = new Set<Connection>();
  let nextSubscription = 1;
  let nextPublication = 1;

  const database = app.database;
  const rooms = meetingRooms({
    db: app.db,
    notify: database.listen && database.notify ? (payload) => database.notify!(CHANNEL, payload) : null,
    newSubscriptionId: () => nextSubscription++,
    recheckMs: app.settings.realtimeRecheckMs ?? 60_000,
    log: (err, msg) => app.log.error({ err }, msg),
  });

  /** `team`: the team changed (permissions, members): devices ask for their session again. */
  const deliver = (partnerId: string, team = false) => {
    // A meeting may have been cancelled or moved: its room checks who may stay.
    rooms.partnerChanged(partnerId);
    const topic = partnerTopic(partnerId);
    for (const c of connections) {
      for (const [id, t] of c.subscriptions) {
        if (t === topic && c.socket.readyState === 1) c.socket.send(JSON.stringify([WAMP.EVENT, id, nextPublication++, {}, [], team ? { partnerId, team: true } : { partnerId }]));
      }
    }
  };

  // Changes from this instance go out to all instances (PostgreSQL) or straight to local sockets.
  let stopListening: (() => Promise<void>) | null = null;
  // A logout closes the sockets of the sessions it ended, at once, not at the next recheck.
  const closeSessions = (ids: string) => {
    const ended = new Set(ids.split(','));
    for (const c of connections) {
      if (c.caller && ended.has(c.caller.sessionId) && c.socket.readyState === 1) {
        c.socket.send(JSON.stringify([WAMP.GOODBYE, {}, 'wamp.close.session_ended']));
        c.socket.close(1000);
      }
    }
  };
  if (database.listen && database.notify) {
    stopListening = await database.listen(CHANNEL, (payload) =>
      payload.startsWith(ROOM_PREFIX) ? rooms.receive(payload) : payload.startsWith(ENDED) ? closeSessions(payload.slice(ENDED.length)) : payload.startsWith(TEAM) ? deliver(payload.slice(TEAM.length), true) : deliver(payload),
    );
    const notify = (payload: string) => database.notify!(CHANNEL, payload).catch((err: unknown) => app.log.error({ err }, 'realtime notify failed'));
    app.changes.on('partner', (partnerId: string) => void notify(partnerId));
    app.changes.on('team', (partnerId: string) => void notify(`${TEAM}${partnerId}`));
    app.changes.on('sessionsEnded', (ids: string[]) => void notify(`${ENDED}${ids.join(',')}`));
  } else {
    app.changes.on('partner', (partnerId: string) => deliver(partnerId));
    app.changes.on('team', (partnerId: string) => deliver(partnerId, true));
    app.changes.on('sessionsEnded', (ids: string[]) => closeSessions(ids.join(',')));
  }
  // A session that ended (logout, expiry, removed from the team) stops hearing its team's changes.
  const recheck = setInterval(() => {
    for (const c of connections) {
      if (!c.ticket) continue;
      resolveCaller(app.db, c.ticket)
        .then((caller) => {
          if (!caller && c.socket.readyState === 1) {
            c.socket.send(JSON.stringify([WAMP.GOODBYE, {}, 'wamp.close.session_ended']));
            c.socket.close(1000);
          }
        })
        .catch(() => {});
    }
  }, app.settings.realtimeRecheckMs ?? 60_000);
  recheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    rooms.stop();
    for (const c of connections) c.socket.close(1001, 'server shutting down');
    await stopListening?.();
  });

  app.get(NOTIFICATION_PATH, { websocket: true, config: { access: { public: true } } }, (socket) => {
    const send = (msg: unknown[]) => socket.readyState === 1 && socket.send(JSON.stringify(msg));
    const subscriptions = new Map<number, string>();
    const conn: Connection = {
      socket,
      caller: null,
      ticket: null,
      authid: null,
      subscriptions,
      room: { caller: null, subscriptions, send: (msg) => void send(msg), isOpen: () => socket.readyState === 1 },
    };
    connections.add(conn);
    const abort = (reason: string) => {
      send([WAMP.ABORT, {}, reason]);
      socket.close(1000);
    };
    const loginTimer = setTimeout(() => !conn.caller && abort('wamp.error.not_authorized'), LOGIN_WITHIN_MS);
    socket.on('close', () => {
      clearTimeout(loginTimer);
      connections.delete(conn);
      rooms.closed(conn.room);
    });
    socket.on('message', async (data: Buffer) => {
      let msg: unknown[];
      try {
        msg = JSON.parse(data.toString()) as unknown[];
        if (!Array.isArray(msg) || typeof msg[0] !== 'number') throw new Error('not a WAMP message');
      } catch {
        return abort('wamp.error.protocol_violation');
      }
      switch (msg[0]) {
        case WAMP.HELLO: {
          const details = (msg[2] ?? {}) as { authid?: string; authmethods?: string[] };
          if (msg[1] !== REALM) return abort('wamp.error.no_such_realm');
          if (!details.authmethods?.includes('ticket') || typeof details.authid !== 'string') return abort('wamp.error.not_authorized');
          conn.authid = details.authid;
          return send([WAMP.CHALLENGE, 'ticket', {}]);
        }
        case WAMP.AUTHENTICATE: {
          const ticket = typeof msg[1] === 'string' ? msg[1] : '';
          const caller = conn.authid && ticket ? await resolveCaller(app.db, ticket) : null;
          const expected = caller?.mode === 'staff' || caller?.mode === 'native' ? `v${caller.user?.id}` : caller?.mode === 'partner' ? `p${caller.partner?.id}` : null;
          if (!caller || !expected || expected !== conn.authid) return abort('wamp.error.not_authorized');
          conn.caller = caller;
          conn.room.caller = caller;
          conn.ticket = ticket;
          const broker = { features: { publisher_exclusion: true, subscription_revocation: true } };
          return send([WAMP.WELCOME, Number.parseInt(newId().replace(/-/g, '').slice(0, 12), 16), { authid: conn.authid, authrole: caller.mode, authmethod: 'ticket', roles: { broker } }]);
        }
        case WAMP.SUBSCRIBE: {
          const request = msg[1] as number;
          const topic = msg[3];
          if (!conn.caller) return abort('wamp.error.protocol_violation');
          if (typeof topic === 'string' && topic.startsWith(meetingTopic(''))) return rooms.subscribe(conn.room, request, topic);
          if (typeof topic !== 'string' || !conn.caller.partner || topic !== partnerTopic(conn.caller.partner.id)) {
            return send([WAMP.ERROR, WAMP.SUBSCRIBE, request, {}, 'wamp.error.not_authorized']);
          }
          const id = nextSubscription++;
          conn.subscriptions.set(id, topic);
          return send([WAMP.SUBSCRIBED, request, id]);
        }
        case WAMP.UNSUBSCRIBE: {
          if (!rooms.unsubscribe(conn.room, msg[2] as number)) conn.subscriptions.delete(msg[2] as number);
          return send([WAMP.UNSUBSCRIBED, msg[1]]);
        }
        case WAMP.PUBLISH: {
          // [PUBLISH, Request|id, Options|dict, Topic|uri, Arguments|list, ArgumentsKw|dict]: meeting topics only.
          if (!conn.caller) return abort('wamp.error.protocol_violation');
          const request = typeof msg[1] === 'number' ? msg[1] : 0;
          const options = msg[2] && typeof msg[2] === 'object' && !Array.isArray(msg[2]) ? (msg[2] as Record<string, unknown>) : {};
          return rooms.publish(conn.room, request, options, typeof msg[3] === 'string' ? msg[3] : '', msg[5]);
        }
        case WAMP.GOODBYE:
          send([WAMP.GOODBYE, {}, 'wamp.close.goodbye_and_out']);
          return socket.close(1000);
        default:
          return send([WAMP.ERROR, msg[0], msg[1] ?? 0, {}, 'wamp.error.not_supported']);
      }
    });
  });
};
