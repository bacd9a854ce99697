import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { const: 'ok' }, database: { type: 'string' } },
          },
          503: {
            type: 'object',
            required: ['status'],
            properties: { status: { const: 'unavailable' } },
          },
        },
      },
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).header('retry-after', '5').send({ status: 'unavailable' as const });
      }
    },
  );
};
