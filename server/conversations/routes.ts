/**
 * GET /api/conversations/people: the caller's colleagues, to invite to a meeting or write to (the
 * device keeps no team list of its own). Visitors are found in the visitor list (/api/attendees).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema, typed } from '../schemas';

export const Colleagues = v.object({ people: v.array(v.object({ id: v.string(), name: v.string() })) });
export type Colleagues = v.InferOutput<typeof Colleagues>;

export const conversationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  app.get(
    '/api/conversations/people',
    {
      config: { access: { modes: ['partner', 'staff'], setting: 'conversation' } },
      schema: { response: { ...errorResponses, 200: jsonSchema(Colleagues) } },
    },
    async (req): Promise<Colleagues> => {
      const caller = callerOf(req);
      const rows = await app.db
        .selectFrom('staff as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.first_name', 'u.last_name'])
        .where('s.partner_id', '=', caller.partner!.id)
        .where('u.is_system', '=', false)
        .where('u.id', '!=', caller.user?.id ?? '')
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .execute();
      return { people: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim() })) };
    },
  );
};
