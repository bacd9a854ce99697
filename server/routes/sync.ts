/**
 * POST /api/sync/push and GET /api/sync/pull: the sync protocol (src/domain/protocol.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { errorResponses } from '../schemas';
import { push, SyncError } from '../sync/push';
import { pull } from '../sync/pull';
import { sendConnectionsMail } from '../export/email-export';
import { PROTOCOL_VERSION, type Mutation } from '../../src/domain/mutations';
import { PUSH_BATCH } from '../../src/domain/protocol';

const SYNC_ACCESS = { modes: ['partner', 'staff', 'scan'] as const, setting: 'connections' as const };

const clientID = { type: 'string', minLength: 8, maxLength: 100 } as const;

export const syncRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/sync/push',
    {
      config: { access: SYNC_ACCESS },
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['protocolVersion', 'clientID', 'mutations'],
          additionalProperties: false,
          properties: {
            protocolVersion: { type: 'integer' },
            clientID,
            mutations: {
              type: 'array',
              maxItems: PUSH_BATCH,
              items: {
                type: 'object',
                required: ['id', 'name', 'args', 'timestamp'],
                additionalProperties: false,
                properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string', maxLength: 50 }, args: { type: 'object' }, timestamp: { type: 'number' } },
              },
            },
          },
        },
        response: {
          ...errorResponses,
          200: {
            type: 'object',
            required: ['lastMutationID', 'results'],
            properties: {
              lastMutationID: { type: 'integer' },
              results: {
                type: 'array',
                items: { type: 'object', required: ['id', 'outcome'], properties: { id: { type: 'integer' }, outcome: { type: 'string' }, reason: { type: ['string', 'null'] } } },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const body = req.body as { protocolVersion: number; clientID: string; mutations: Mutation[] };
      if (body.protocolVersion !== PROTOCOL_VERSION) return reply.status(426).send({ error: 'versionIncompatible' });
      try {
        const caller = callerOf(req);
        return await push(app.db, caller, body.clientID, body.mutations, {
          onChange: (partnerId) => app.changes.emit('partner', partnerId),
          sendMail: (job) => sendConnectionsMail(app.db, app.messenger, caller, job),
          media: app.media,
        });
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
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { cookie: { type: 'string', maxLength: 200 }, clientID, pendingFrom: { type: 'integer', minimum: 1 } },
        },
        response: {
          ...errorResponses,
          200: {
            type: 'object',
            required: ['cookie', 'lastMutationID', 'results', 'connections', 'notes', 'stages', 'answers', 'sharedContent', 'more'],
            properties: {
              cookie: { type: 'string' },
              lastMutationID: { type: 'integer' },
              results: { type: 'array', items: { type: 'object', additionalProperties: true } },
              connections: { type: 'array', items: { type: 'object', additionalProperties: true } },
              notes: { type: 'array', items: { type: 'object', additionalProperties: true } },
              stages: { type: 'array', items: { type: 'object', additionalProperties: true } },
              answers: { type: 'array', items: { type: 'object', additionalProperties: true } },
              sharedContent: { type: 'array', items: { type: 'object', additionalProperties: true } },
              more: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (req) => {
      const q = req.query as { cookie?: string; clientID?: string; pendingFrom?: number };
      return pull(app.db, callerOf(req), q.clientID, q.cookie, q.pendingFrom);
    },
  );
};
