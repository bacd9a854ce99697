/**
 * The organiser's side of tasks (#17), in the organiser console (organiser sessions only): define
 * an event's tasks for all its exhibitors or chosen ones, list the exhibitors' work to review, read
 * their documents, and approve or reject a submitted task (a rejection needs a comment, which the
 * exhibitor sees, announced by a notification and a mail: rejection.ts). Bad input answers `{ error: 'invalid', fields }` with 'task.*' keys and changes
 * nothing. Deleting a task deletes the exhibitors' documents for it too.
 */
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { organiserOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { newId } from '../security';
import type { DB } from '../db/schema';
import { review, taskFieldErrors, type TaskInput } from '../../src/domain/tasks';
import * as endpoints from '../../src/domain/endpoints/organiser-tasks';
import { serve } from '../endpoints';
import { organiserTasks, progressOf, submissions } from './service';
import { sendDocument } from './routes';
import { refused, Refused } from '../refusal';
import { announceRejection } from './rejection';
import { removeUnheld } from '../media/claims';

const ORGANISER = { organiser: true } as const;
const DocumentParams = v.strictObject({ documentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

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
  const asTasks = { invalidFields: taskFieldErrors };
  const eventOfParams = async (eventId: string) => (await app.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst()) ?? refused(404, 'notFound');

  serve(app, endpoints.listTasks, async ({ params }) => organiserTasks(app.db, (await eventOfParams(params.eventId)).id));

  serve(
    app,
    endpoints.addTask,
    async ({ params, body }) => {
      const event = await eventOfParams(params.eventId);
      const id = newId();
      await app.db.transaction().execute(async (tx) => {
        await tx.insertInto('tasks').values({ id, event_id: event.id, ...columns(body) }).execute();
        await setExhibitors(tx, event.id, id, body);
      });
      return (await organiserTasks(app.db, event.id, id))[0]!;
    },
    asTasks,
  );

  serve(
    app,
    endpoints.changeTask,
    async ({ params, body }) => {
      const eventId = (await eventOf(app.db, params.taskId)) ?? refused(404, 'notFound');
      await app.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('tasks')
          .set({ ...columns(body), updated_at: new Date() })
          .where('id', '=', params.taskId)
          .execute();
        await setExhibitors(tx, eventId, params.taskId, body);
      });
      return (await organiserTasks(app.db, eventId, params.taskId))[0] ?? refused(404, 'notFound');
    },
    asTasks,
  );

  serve(app, endpoints.removeTask, async ({ params }) => {
    const documents = await app.db.transaction().execute(async (tx) => {
      const docs = await tx.selectFrom('task_documents').select('id').where('task_id', '=', params.taskId).execute();
      const deleted = await tx.deleteFrom('tasks').where('id', '=', params.taskId).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? docs.map((d) => d.id) : null;
    });
    if (!documents) refused(404, 'notFound');
    await removeUnheld(app.db, app.media, documents);
  });

  serve(app, endpoints.listSubmissions, async ({ params, query }) => {
    const event = await eventOfParams(params.eventId);
    const state = query.state ?? 'inReview';
    return submissions(app.db, { eventId: event.id, ...(state === 'all' ? {} : { state }) });
  });

  // A document is a file: served as it was uploaded (not a declared answer).
  app.get('/api/organiser/task-documents/:documentId', { config: { access: ORGANISER }, schema: { params: jsonSchema(DocumentParams) } }, async (req, reply) => {
    const row = (await app.db.selectFrom('task_documents').selectAll().where('id', '=', req.params.documentId).executeTakeFirst()) ?? refused(404, 'notFound');
    return sendDocument(reply, app.media, row);
  });

  serve(
    app,
    endpoints.reviewSubmission,
    async ({ params, body }, req) => {
      const organiser = organiserOf(req);
      const { taskId, partnerId } = params;
      await app.db.transaction().execute(async (tx) => {
        const row = (await tx.selectFrom('task_progress').selectAll().where('task_id', '=', taskId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst()) ?? refused(404, 'notFound');
        const next = review(progressOf(row), body);
        if (typeof next === 'string') refused(409, next);
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
      if (body.decision === 'rejected') app.changes.emit('partner', partnerId);
      const [submission] = await submissions(app.db, { taskId, partnerId });
      return submission ?? refused(404, 'notFound');
    },
    asTasks,
  );
};
