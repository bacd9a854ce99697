/**
 * The organiser's side of tasks (#17), in the organiser console (organiser sessions only): define
 * an event's tasks for all its exhibitors or chosen ones, list the exhibitors' work to review, read
 * their documents, and approve or reject a submitted task (a rejection needs a comment, which the
 * exhibitor sees, announced by a notification and a mail: rejection.ts). Bad input answers `{ error: 'invalid', fields }` with 'task.*' keys and changes
 * nothing. Deleting a task deletes the exhibitors' documents for it too.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { organiserOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { newId } from '../security';
import type { DB } from '../db/schema';
import { review, ReviewInput, TASK_STATES, TaskInput, taskFieldErrors } from '../../src/domain/tasks';
import { organiserTasks, progressOf, submissions } from './service';
import { sendDocument } from './routes';
import { Refused } from '../refusal';
import { announceRejection } from './rejection';
import { removeUnheld } from '../media/claims';

const ORGANISER = { organiser: true } as const;
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const EventParams = v.strictObject({ eventId: Id });
const TaskParams = v.strictObject({ taskId: Id });
const ReviewParams = v.strictObject({ taskId: Id, partnerId: Id });
const DocumentParams = v.strictObject({ documentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
const SubmissionQuery = v.strictObject({ state: v.optional(v.picklist([...TASK_STATES, 'all'] as const)) });

const columns = (input: TaskInput) => ({ title: input.title, description: input.description, mandate: input.mandate, due_at: input.dueAt, audience: input.audience });

/** The chosen exhibitors of a task: each must be an exhibitor of the event. */
async function setExhibitors(tx: Transaction<DB>, eventId: string, taskId: string, input: TaskInput) {
  const ids = input.audience === 'chosen' ? [...new Set(input.partnerIds)] : [];
  if (ids.length) {
    const known = await tx.selectFrom('partners').select('id').where('event_id', '=', eventId).where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw new Refused(400, { error: 'invalid', fields: { partnerIds: 'task.exhibitorUnknown' } });
  }
  await tx.deleteFrom('task_exhibitors').where('task_id', '=', taskId).execute();
  if (ids.length) await tx.insertInto('task_exhibitors').values(ids.map((partner_id) => ({ task_id: taskId, partner_id }))).execute();
}

async function eventOf(db: Kysely<DB>, taskId: string) {
  return (await db.selectFrom('tasks').select('event_id').where('id', '=', taskId).executeTakeFirst())?.event_id;
}

export const organiserTaskRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  const invalid = (reply: FastifyReply, issues: readonly v.BaseIssue<unknown>[]) => reply.status(400).send({ error: 'invalid', fields: taskFieldErrors(issues) });
  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'notFound' });

  app.get('/api/organiser/events/:eventId/tasks', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams) } }, async (req, reply) => {
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return notFound(reply);
    return organiserTasks(app.db, event.id);
  });

  app.post('/api/organiser/events/:eventId/tasks', { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(TaskInput, req.body);
    if (!parsed.success) return invalid(reply, parsed.issues);
    const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
    if (!event) return notFound(reply);
    const id = newId();
    await app.db.transaction().execute(async (tx) => {
      await tx.insertInto('tasks').values({ id, event_id: event.id, ...columns(parsed.output) }).execute();
      await setExhibitors(tx, event.id, id, parsed.output);
    });
    return reply.status(201).send((await organiserTasks(app.db, event.id, id))[0]);
  });

  app.put('/api/organiser/tasks/:taskId', { config: { access: ORGANISER }, schema: { params: jsonSchema(TaskParams), body: { type: 'object' } } }, async (req, reply) => {
    const parsed = v.safeParse(TaskInput, req.body);
    if (!parsed.success) return invalid(reply, parsed.issues);
    const eventId = await eventOf(app.db, req.params.taskId);
    if (!eventId) return notFound(reply);
    await app.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('tasks')
        .set({ ...columns(parsed.output), updated_at: new Date() })
        .where('id', '=', req.params.taskId)
        .execute();
      await setExhibitors(tx, eventId, req.params.taskId, parsed.output);
    });
    return (await organiserTasks(app.db, eventId, req.params.taskId))[0] ?? notFound(reply);
  });

  app.delete('/api/organiser/tasks/:taskId', { config: { access: ORGANISER }, schema: { params: jsonSchema(TaskParams) } }, async (req, reply) => {
    const documents = await app.db.transaction().execute(async (tx) => {
      const docs = await tx.selectFrom('task_documents').select('id').where('task_id', '=', req.params.taskId).execute();
      const deleted = await tx.deleteFrom('tasks').where('id', '=', req.params.taskId).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? docs.map((d) => d.id) : null;
    });
    if (!documents) return notFound(reply);
    await removeUnheld(app.db, app.media, documents);
    return reply.status(204).send();
  });

  app.get(
    '/api/organiser/events/:eventId/task-submissions',
    { config: { access: ORGANISER }, schema: { params: jsonSchema(EventParams), querystring: jsonSchema(SubmissionQuery) } },
    async (req, reply) => {
      const event = await app.db.selectFrom('events').select('id').where('id', '=', req.params.eventId).executeTakeFirst();
      if (!event) return notFound(reply);
      const state = req.query.state ?? 'inReview';
      return submissions(app.db, { eventId: event.id, ...(state === 'all' ? {} : { state }) });
    },
  );

  app.get('/api/organiser/task-documents/:documentId', { config: { access: ORGANISER }, schema: { params: jsonSchema(DocumentParams) } }, async (req, reply) => {
    const row = await app.db.selectFrom('task_documents').selectAll().where('id', '=', req.params.documentId).executeTakeFirst();
    if (!row) return notFound(reply);
    return sendDocument(reply, app.media, row);
  });

  app.put(
    '/api/organiser/tasks/:taskId/exhibitors/:partnerId/review',
    { config: { access: ORGANISER }, schema: { params: jsonSchema(ReviewParams), body: { type: 'object' } } },
    async (req, reply) => {
      const organiser = organiserOf(req);
      const parsed = v.safeParse(ReviewInput, req.body);
      if (!parsed.success) return invalid(reply, parsed.issues);
      const { taskId, partnerId } = req.params;
      await app.db.transaction().execute(async (tx) => {
        const row = await tx.selectFrom('task_progress').selectAll().where('task_id', '=', taskId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
        if (!row) throw new Refused(404, { error: 'notFound' });
        const next = review(progressOf(row), parsed.output);
        if (typeof next === 'string') throw new Refused(409, { error: next });
        await tx
          .updateTable('task_progress')
          .set({
            state: next.state,
            review_state: next.reviewState,
            review_comment: next.reviewComment,
            reviewed_at: new Date(),
            reviewed_by: organiser.id,
            reviewed_by_name: organiser.name,
            updated_at: new Date(),
          })
          .where('task_id', '=', taskId)
          .where('partner_id', '=', partnerId)
          .execute();
        // A rejection is announced to the exhibitor: a notification and a mail (rejection.ts).
        if (next.reviewState === 'rejected') await announceRejection(tx, taskId, partnerId);
      });
      if (parsed.output.decision === 'rejected') app.changes.emit('partner', partnerId);
      const [submission] = await submissions(app.db, { taskId, partnerId });
      return submission ?? notFound(reply);
    },
  );
};
