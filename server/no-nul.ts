/**
 * No text the API receives may hold a NUL character: PostgreSQL text cannot store one, and it
 * would fail as a server error (500) deep in a query. Requests carrying one in their path, query
 * or body are refused as bad requests (400) before any handler runs. A push is the exception for
 * its mutations: one bad mutation must not block a device's queue for ever, so each mutation's
 * arguments are checked on their own (src/domain/mutations/define.ts) and refused as bad arguments.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasNul } from '../src/domain/mutations/define';

export const noNul = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req, reply) => {
      if (!req.url.startsWith('/api/')) return;
      const body = req.body as Record<string, unknown> | undefined;
      const checked = req.routeOptions.url === '/api/sync/push' && body && typeof body === 'object' ? { ...body, mutations: undefined } : body;
      if (decodeURIComponentSafe(req.url).includes('\u0000') || hasNul(req.params) || hasNul(req.query) || hasNul(checked)) {
        return reply.status(400).send({ error: 'badRequest' });
      }
    });
  },
  { name: 'no-nul' },
);

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
