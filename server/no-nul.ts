/**
 * No text the server receives may hold a NUL character: PostgreSQL text cannot store one, and it
 * would fail as a server error (500) deep in a query. Requests carrying one in their path, query
 * or body are refused as bad requests (400) before any handler runs, on every route (the API and
 * the public pages alike) and whatever the spelling of the path. A push is the exception for its
 * mutations: one bad mutation must not block a device's queue for ever, so each mutation's
 * arguments are checked on their own (src/domain/mutations/define.ts) and refused as bad arguments.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasNul } from '../src/domain/mutations/define';
import { decodedPathname, matchedRoute } from './routing';

export const noNul = fp(
  async (app: FastifyInstance) => {
    // The address first, before any other check of the route runs (a rate limit, a session).
    app.addHook('onRequest', async (req, reply) => {
      // A matched route: its decoded parameters and query. No route matched: the decoded path (server/routing.ts).
      const path = matchedRoute(req) ? '' : decodedPathname(req.url);
      if (path.includes('\u0000') || hasNul(req.params) || hasNul(req.query)) return reply.status(400).send({ error: 'badRequest' });
    });
    app.addHook('preValidation', async (req, reply) => {
      const body = req.body as Record<string, unknown> | undefined;
      const checked = matchedRoute(req) === '/api/sync/push' && body && typeof body === 'object' ? { ...body, mutations: undefined } : body;
      if (hasNul(checked)) return reply.status(400).send({ error: 'badRequest' });
    });
  },
  { name: 'no-nul' },
);
