/**
 * The exhibitor's question editor (#13), for its administrators: list with every language's
 * names and how many connections answered each question, create, edit, delete, reorder, and the
 * rating rules (the points from which a lead is hot or warm). The event's organiser limits how
 * many questions an exhibitor has and may forbid adding any ('questionLimitReached'): counted
 * with the exhibitor's row locked, so requests at the same moment cannot pass the limit together.
 * An edit that changes stored answers, or the points of answers already chosen, needs `confirm`
 * (409 'answersWouldChange' with how many answers lose choices and how many are rated again, SPEC
 * section 5); an edit that changes neither (a name, a new answer) needs none. Answers then keep
 * only the choices that still exist, and reach the devices at their next sync like any change.
 * Switching a question on or off has its own route: it changes no answer. The rating rules must
 * make hot reachable with the questions asked.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { typed } from '../schemas';
import { newId } from '../security';
import { nextVersion } from '../sync/apply';
import { maxPoints } from '../../src/domain/rating';
import type { QuestionInput } from '../../src/domain/question';
import { refused } from '../refusal';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/questions';

/** Writes a question's options: kept ones (by id) updated, new ones added, the rest removed. Returns the ids that remain. */
async function writeOptions(tx: Transaction<DB>, questionId: string, input: QuestionInput): Promise<string[]> {
  const existing = new Set((await tx.selectFrom('question_options').select('id').where('question_id', '=', questionId).execute()).map((o) => o.id));
  const ids: string[] = [];
  for (const [position, o] of input.options.entries()) {
    const values = { name: o.name, names: JSON.stringify(o.names ?? {}), points: o.points, position };
    if (o.id && existing.has(o.id)) {
      await tx.updateTable('question_options').set(values).where('id', '=', o.id).execute();
      ids.push(o.id);
    } else {
      const id = `${questionId}-${newId().slice(0, 10)}`;
      await tx.insertInto('question_options').values({ id, question_id: questionId, ...values }).execute();
      ids.push(id);
    }
  }
  const removed = [...existing].filter((id) => !ids.includes(id));
  if (removed.length) await tx.deleteFrom('question_options').where('id', 'in', removed).execute();
  return ids;
}

export const questionManageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);

  serve(app, endpoints.manageQuestions, async (_, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const [questions, options, answers, partner] = await Promise.all([
      app.db.selectFrom('questions').selectAll().where('partner_id', '=', partnerId).orderBy('position').orderBy('id').execute(),
      app.db.selectFrom('question_options').innerJoin('questions', 'questions.id', 'question_options.question_id').selectAll('question_options').where('questions.partner_id', '=', partnerId).orderBy('question_options.position').execute(),
      sql<{ question_id: string; count: number }>`
        select a.question_id, count(*)::int as count from connection_answers a join questions q on q.id = a.question_id
        where q.partner_id = ${partnerId} and (cardinality(a.choices) > 0 or coalesce(a.text, '') <> '') group by a.question_id`.execute(app.db),
      app.db.selectFrom('partners').select(['hot_from', 'warm_from']).where('id', '=', partnerId).executeTakeFirstOrThrow(),
    ]);
    const answered = new Map(answers.rows.map((r) => [r.question_id, r.count]));
    return {
      questions: questions.map((q) => ({
        id: q.id,
        name: q.name,
        names: q.names ?? {},
        type: q.type,
        allowOther: q.allow_other,
        enabled: q.enabled,
        answers: answered.get(q.id) ?? 0,
        options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, name: o.name, names: o.names ?? {}, points: o.points })),
      })),
      rating: { hotFrom: partner.hot_from, warmFrom: partner.warm_from },
      limit: caller.event.question_limit,
      allowAdd: caller.event.allow_add_questions,
    };
  });

  serve(app, endpoints.addQuestion, async ({ body: input }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const created = await app.db.transaction().execute(async (tx) => {
      // The exhibitor's row locked: two requests at the same moment count one after the other.
      await tx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().executeTakeFirstOrThrow();
      const count = Number((await tx.selectFrom('questions').select((eb) => eb.fn.countAll<string>().as('n')).where('partner_id', '=', partnerId).executeTakeFirstOrThrow()).n);
      if (!caller.event.allow_add_questions || count >= caller.event.question_limit) return null;
      const id = `${partnerId}-q-${newId().slice(0, 12)}`;
      const position = Number((await tx.selectFrom('questions').select((eb) => eb.fn.max('position').as('p')).where('partner_id', '=', partnerId).executeTakeFirst())?.p ?? -1) + 1;
      await tx
        .insertInto('questions')
        .values({ id, partner_id: partnerId, name: input.name, names: JSON.stringify(input.names ?? {}), type: input.type, allow_other: input.type !== 'open' && input.allowOther, enabled: input.enabled, position })
        .execute();
      await writeOptions(tx, id, input);
      return id;
    });
    if (!created) return refused(409, { error: 'questionLimitReached', limit: caller.event.question_limit, allowAdd: caller.event.allow_add_questions });
    return { id: created };
  });

  serve(app, endpoints.changeQuestion, async ({ params, body: input }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const result = await app.db.transaction().execute(async (tx) => {
      const question = await tx.selectFrom('questions').select(['id', 'type']).where('id', '=', params.questionId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
      if (!question) return { status: 404 as const };
      const stored = await tx.selectFrom('connection_answers').select(['connection_id', 'choices', 'text']).where('question_id', '=', question.id).execute();
      const before = new Map((await tx.selectFrom('question_options').select(['id', 'points']).where('question_id', '=', question.id).execute()).map((o) => [o.id, o.points]));
      // What the edit does to stored answers, worked out before anything is written: answers lose
      // the choices that go (all of them if the type changes) and their 'other' text where the
      // question no longer takes one; answers whose kept choices change points are rated again.
      const typeChanged = question.type !== input.type;
      const keeps = new Map(input.options.filter((o) => o.id && before.has(o.id)).map((o) => [o.id!, o.points]));
      const changed = stored.filter((a) => typeChanged || a.choices.some((c) => !keeps.has(c)) || (a.text && !input.allowOther && input.type !== 'open'));
      const rerated = stored.filter((a) => !changed.includes(a) && a.choices.some((c) => keeps.get(c) !== before.get(c))).length;
      if ((changed.length || rerated) && !input.confirm) return { status: 409 as const, answered: changed.length, rerated };
      await tx
        .updateTable('questions')
        .set({ name: input.name, names: JSON.stringify(input.names ?? {}), type: input.type, allow_other: input.type !== 'open' && input.allowOther, enabled: input.enabled })
        .where('id', '=', question.id)
        .execute();
      const kept = new Set(await writeOptions(tx, question.id, input));
      if (changed.length) {
        const version = await nextVersion(tx, partnerId);
        for (const a of changed) {
          const choices = typeChanged ? [] : a.choices.filter((c) => kept.has(c));
          const text = typeChanged || (input.type !== 'open' && !input.allowOther) ? null : a.text;
          await tx.updateTable('connection_answers').set({ choices, text, version, updated_at: new Date() }).where('connection_id', '=', a.connection_id).where('question_id', '=', question.id).execute();
        }
      }
      return { status: 200 as const, changed: changed.length };
    });
    if (result.status === 404) return refused(404, 'notFound');
    if (result.status === 409) return refused(409, { error: 'answersWouldChange', count: result.answered, rerated: result.rerated });
    if (result.changed) app.changes.emit('partner', partnerId);
    return { id: params.questionId, answersChanged: result.changed };
  });

  // Switching a question on or off: its options and stored answers stay as they are.
  serve(app, endpoints.switchQuestion, async ({ params, body }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const done = await app.db.updateTable('questions').set({ enabled: body.enabled }).where('id', '=', params.questionId).where('partner_id', '=', partnerId).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) refused(404, 'notFound');
    return { id: params.questionId, enabled: body.enabled };
  });

  serve(app, endpoints.removeQuestion, async ({ params }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const gone = await app.db.deleteFrom('questions').where('id', '=', params.questionId).where('partner_id', '=', partnerId).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) refused(404, 'notFound');
  });

  serve(app, endpoints.orderQuestions, async ({ body }, req) => {
    const partnerId = callerOf(req).partner!.id;
    const ids = body.ids;
    const own = (await app.db.selectFrom('questions').select('id').where('partner_id', '=', partnerId).execute()).map((q) => q.id);
    // The whole list, each question once: anything else is a stale or foreign order.
    if (ids.length !== own.length || new Set(ids).size !== ids.length || ids.some((id) => !own.includes(id))) refused(409, 'questionsChanged');
    await app.db.transaction().execute(async (tx) => {
      for (const [position, id] of ids.entries()) await tx.updateTable('questions').set({ position }).where('id', '=', id).execute();
    });
    return { ids };
  });

  serve(app, endpoints.setRatingRules, async ({ body: rules }, req) => {
    // Hot must be reachable with the questions the team asks (SPEC section 5: rules everyone can see).
    const partnerId = callerOf(req).partner!.id;
    const [questions, options] = await Promise.all([
      app.db.selectFrom('questions').select(['id', 'type']).where('partner_id', '=', partnerId).where('enabled', '=', true).execute(),
      app.db.selectFrom('question_options').innerJoin('questions', 'questions.id', 'question_options.question_id').select(['question_options.question_id', 'question_options.points']).where('questions.partner_id', '=', partnerId).execute(),
    ]);
    const max = maxPoints(questions.map((q) => ({ type: q.type, options: options.filter((o) => o.question_id === q.id) })));
    if (rules.hotFrom > max) refused(400, { error: 'invalid', fields: { hotFrom: 'rating.hotUnreachable' }, max });
    await app.db.updateTable('partners').set({ hot_from: rules.hotFrom, warm_from: rules.warmFrom }).where('id', '=', partnerId).execute();
    return rules;
  });
};
