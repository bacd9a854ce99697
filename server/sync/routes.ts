/**
 * POST /api/sync/push and GET /api/sync/pull: the sync protocol (src/domain/protocol.ts), with
 * their JSON Schemas made from the protocol's valibot schemas.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { SYNC_ACCESS } from '../../src/domain/sync-access';
import { errorResponses, jsonSchema, typed } from '../schemas';
import { push, restorePush, SyncError, type PushEffects } from './push';
import { pull } from './pull';
import { sendConnectionsMail } from '../connections/email-export';
import { callerName } from '../connections/visibility';
import { restoredMail } from '../mail/templates';
import { PROTOCOL_VERSION } from '../../src/domain/mutations/index';
import { PullQuery, PullResponse, PushRequest, PushResponse } from '../../src/domain/protocol';
import { RestoreRequest, RestoreResponse } from '../../src/domain/backup';


export const syncRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  /** What a push does beyond its writes: tell the exhibitor's devices, mail exports, find uploaded files. */
  const effects: PushEffects = {
    onChange: (partnerId) => app.changes.emit('partner', partnerId),
    sendMail: (job, caller) => sendConnectionsMail(app.db, app.messenger, caller, job),
    media: app.media,
    // Mailed after the writes are committed; a mail that fails changes nothing of the restore.
    restored: async ({ restorer, owner, written }) => {
      if (!owner.user?.email) return;
      const mail = restoredMail({ to: owner.user.email, language: owner.user.language, restorer: callerName(restorer), count: written, eventName: owner.event.name });
      await app.messenger.sendMail(mail).catch((err: unknown) => app.log.warn({ err }, 'restore notice not sent'));
    },
  };
  app.post(
    '/api/sync/push',
    {
      // A device whose licence seat was released still sends what it captured; its next pull ends it.
      config: { access: { ...SYNC_ACCESS, releasedSeat: true } },
      bodyLimit: 5 * 1024 * 1024,
      schema: { body: jsonSchema(PushRequest), response: { ...errorResponses, 200: jsonSchema(PushResponse) } },
    },
    async (req, reply) => {
      const body = req.body;
      if (body.protocolVersion !== PROTOCOL_VERSION) return reply.status(426).send({ error: 'versionIncompatible' });
      try {
        const caller = callerOf(req);
        return await push(app.db, caller, body.clientID, body.mutations, effects);
      } catch (err) {
        if (err instanceof SyncError) return reply.status(err.statusCode).send({ error: err.code });
        throw err;
      }
    },
  );

  // A diagnostic backup's outbox, restored on another device of the exhibitor: pushed under its
  // original client id, so each write is applied once; as its owner when an administrator restores
  // a colleague's (restorePush says who may restore what).
  app.post(
    '/api/sync/restore',
    {
      config: { access: SYNC_ACCESS },
      bodyLimit: 5 * 1024 * 1024,
      schema: { body: jsonSchema(RestoreRequest), response: { ...errorResponses, 200: jsonSchema(RestoreResponse) } },
    },
    async (req, reply) => {
      const body = req.body;
      if (body.protocolVersion !== PROTOCOL_VERSION) return reply.status(426).send({ error: 'versionIncompatible' });
      try {
        const caller = callerOf(req);
        return await restorePush(app.db, caller, body.clientID, body.userId ?? null, body.mutations, effects);
      } catch (err) {
        if (err instanceof SyncError) return reply.status(err.statusCode).send({ error: err.code });
        throw err;
      }
    },
  );

  app.get(
    '/api/sync/pull',
    {
      config: { access: SYNC_ACCESS },
      schema: { querystring: jsonSchema(PullQuery), response: { ...errorResponses, 200: jsonSchema(PullResponse) } },
    },
    async (req) => pull(app.db, callerOf(req), req.query.clientID, req.query.cookie, req.query.pendingFrom),
  );
};
