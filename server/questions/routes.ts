/**
 * GET /api/questions: the exhibitor's enabled qualifying questions, with their answer options and
 * the points each option adds to the lead rating, for answering on a connection (also offline:
 * the app keeps the last copy) and for seeing how ratings are worked out.
 */
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { HOT_FROM, WARM_FROM } from '../../src/domain/rating';
import { serve } from '../endpoints';
import { activeQuestions } from '../../src/domain/endpoints/questions';

export const questionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  serve(app, activeQuestions, async (_, req) => {
    const partner = callerOf(req).partner!;
    const questions = await app.db.selectFrom('questions').select(['id', 'name', 'names', 'type', 'allow_other']).where('partner_id', '=', partner.id).where('enabled', '=', true).orderBy('position').orderBy('id').execute();
    const options = questions.length
      ? await app.db
          .selectFrom('question_options')
          .select(['id', 'question_id', 'name', 'names', 'points'])
          .where(
            'question_id',
            'in',
            questions.map((q) => q.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute()
      : [];
    return {
      rating: { hotFrom: partner.hot_from ?? HOT_FROM, warmFrom: partner.warm_from ?? WARM_FROM },
      questions: questions.map((q) => ({
        id: q.id,
        name: q.name,
        names: q.names ?? {},
        type: q.type,
        allowOther: q.allow_other,
        options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, name: o.name, names: o.names ?? {}, points: o.points })),
      })),
    };
  });
};
