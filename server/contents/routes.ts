/**
 * GET /api/contents: the exhibitor's content (company profile, products), for the connection
 * detail's content tab, where staff choose what to share with a visitor (also offline: the app
 * keeps the last copy). Only with the exhibitor's content setting on.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { errorResponses, jsonSchema } from '../schemas';
import { ContentsResponse } from '../../src/domain/content';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/contents',
    {
      config: { access: { modes: ['partner', 'staff', 'scan'], setting: ['connections', 'content'] } },
      schema: {
        response: { ...errorResponses, 200: jsonSchema(ContentsResponse) },
      },
    },
    async (req): Promise<ContentsResponse> => {
      const rows = await app.db
        .selectFrom('contents')
        .select(['id', 'type', 'name', 'summary', 'description', 'labels', 'links', 'public'])
        .where('partner_id', '=', callerOf(req).partner!.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return { contents: rows.map((r) => ({ ...r, links: r.links ?? [] })) };
    },
  );
};
