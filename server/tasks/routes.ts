/**
 * The exhibitor's tasks (#17): the organiser's tasks for this exhibitor with their state, category
 * (overdue included), review comment and documents; for people with the tasks permission (admin
 * has all) where the exhibitor's tasks setting is on.
 *
 * A document arrives first through the resumable upload at TASK_UPLOAD_PATH (tus, the machinery of
 * note media: server/media/routes.ts), which refuses, by content, anything that is not a JPEG,
 * PNG, GIF or PDF, and anything of 100 MB or more. POST …/documents then claims the finished
 * upload for the task (checked by content again), so a device can upload offline-queued files and
 * attach them when it is back; the device's key of the document (`clientKey`, kept by a diagnostic
 * backup's restore) makes that exactly once across devices: an attach with a key the exhibitor
 * already holds is answered 200 with that document. Documents are added and removed while the
 * task is open (todo or inProgress); submitting sends it to review (a required task needs a
 * document), and the organiser approves or rejects it (organiser.ts). A refused request changes
 * nothing.
 */
import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { callerOf } from '../auth/access';
import { callerName } from '../connections/visibility';
import { registerUploadEndpoint } from '../media/routes';
import { MediaStore } from '../media/store';
import { claimableBy, claimsOf, isClaimConflict, removeUnheld, UPLOAD_CLAIMED, UPLOAD_NOT_YOURS } from '../media/claims';
import { jsonSchema, typed } from '../schemas';
import { TASK_DOCUMENT_TYPES } from '../../src/domain/limits';
import { afterDocumentsChanged, submit, TASK_DOCUMENTS_MAX, TASK_UPLOAD_PATH, taskFieldErrors, validateTaskDocument, type TaskProgress } from '../../src/domain/tasks';
import { exhibitorTasks, progressOf, tasksFor, withCounts } from './service';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../refusal';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/tasks';
import { DocumentParams, TASKS, TASKS_PEOPLE } from '../../src/domain/endpoints/tasks';


/**
 * The task `taskId` of the caller's exhibitor, with its progress row locked (made as todo when
 * there is none), so two devices changing it at once take turns.
 */
async function lockTask(tx: Transaction<DB>, eventId: string, partnerId: string, taskId: string) {
  const task = await tasksFor(tx, eventId, partnerId).where('tasks.id', '=', taskId).executeTakeFirst();
  if (!task) throw new Refused(404, { error: 'task.notFound' });
  await tx.insertInto('task_progress').values({ task_id: taskId, partner_id: partnerId }).onConflict((oc) => oc.columns(['task_id', 'partner_id']).doNothing()).execute();
  const row = await tx.selectFrom('task_progress').selectAll().where('task_id', '=', taskId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirstOrThrow();
  const documents = await tx.selectFrom('task_documents').select('id').where('task_id', '=', taskId).where('partner_id', '=', partnerId).execute();
  return { task, progress: progressOf(row), documents: documents.map((d) => d.id) };
}

async function saveProgress(tx: Transaction<DB>, taskId: string, partnerId: string, next: TaskProgress, extra: { submitted_at?: Date; submitted_by_name?: string } = {}) {
  await tx
    .updateTable('task_progress')
    .set({ state: next.state, review_state: next.reviewState, review_comment: next.reviewComment, updated_at: new Date(), ...extra })
    .where('task_id', '=', taskId)
    .where('partner_id', '=', partnerId)
    .execute();
}

export const taskRoutes: FastifyPluginAsync = async (fastify) => {
  const app = typed(fastify);
  // tus reads the body itself: leave the stream as it is.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null, undefined));

  await registerUploadEndpoint(fastify, app.media, {
    path: TASK_UPLOAD_PATH,
    claimedBy: 'task',
    access: TASKS_PEOPLE,
    check: validateTaskDocument,
    accept: async (id) => {
      const file = await app.media.sniff(id);
      return !!file && TASK_DOCUMENT_TYPES.includes(file.mediaType);
    },
  });

  const one = async (eventId: string, partnerId: string, taskId: string) => (await exhibitorTasks(app.db, eventId, partnerId, taskId))[0]!;

  serve(app, endpoints.exhibitorTasks, async (_, req) => {
    const caller = callerOf(req);
    return withCounts(await exhibitorTasks(app.db, caller.event.id, caller.partner!.id));
  });

  serve(
    app,
    endpoints.attachTaskDocument,
    async ({ params: { taskId }, body }, req, reply) => {
      const caller = callerOf(req);
      const partnerId = caller.partner!.id;
      const { uploadId, clientKey = null } = body;
      const missing = new Refused(400, { error: 'invalid', fields: { uploadId: 'task.documentMissing' } });
      const outcome = await app.db.transaction().execute(async (tx): Promise<'attached' | 'held'> => {
        const { progress, documents } = await lockTask(tx, caller.event.id, partnerId, taskId);
        // The device's key is known: the phone that chose the file and a device that restored its
        // diagnostic backup attach the same document, once (also when the task is in review by now).
        if (clientKey) {
          const held = await tx.selectFrom('task_documents').select('task_id').where('partner_id', '=', partnerId).where('client_key', '=', clientKey).executeTakeFirst();
          if (held && held.task_id !== taskId) throw new Refused(400, { error: 'invalid', fields: { clientKey: 'task.invalid' } });
          if (held) return 'held';
        }
        // Sent again (the device did not hear the answer): already attached, nothing to do.
        if (documents.includes(uploadId)) return 'attached';
        const next = afterDocumentsChanged(progress, documents.length + 1);
        if (typeof next === 'string') throw new Refused(409, { error: next });
        if (documents.length >= TASK_DOCUMENTS_MAX) throw new Refused(409, { error: 'task.tooManyDocuments' });
        if (!MediaStore.belongsTo(uploadId, partnerId)) throw missing;
        // One owner per upload: a file a note, a content item or another task holds is not taken.
        const held = await tx.selectFrom('task_documents').select('id').where('id', '=', uploadId).executeTakeFirst();
        if (held || (await claimsOf(tx, [uploadId])).has(uploadId)) throw new Refused(409, { error: UPLOAD_CLAIMED });
        // Only who uploaded it attaches it (when there is such an upload: else it is missing).
        if (!(await claimableBy(tx, caller, [uploadId])).has(uploadId)) {
          const uploaded = await tx.selectFrom('uploads').select('id').where('id', '=', uploadId).executeTakeFirst();
          throw uploaded ? new Refused(409, { error: UPLOAD_NOT_YOURS }) : missing;
        }
        const file = await app.media.sniff(uploadId);
        if (!file) throw missing;
        if (!TASK_DOCUMENT_TYPES.includes(file.mediaType)) throw new Refused(400, { error: 'invalid', fields: { uploadId: 'task.documentType' } });
        const upload = await app.media.datastore.getUpload(uploadId).catch(() => null);
        await tx
          .insertInto('task_documents')
          .values({
            id: uploadId,
            task_id: taskId,
            partner_id: partnerId,
            name: String(upload?.metadata?.filename ?? '').slice(0, 200),
            media_type: file.mediaType,
            size: file.size,
            uploaded_by_name: callerName(caller),
            client_key: clientKey,
          })
          .execute();
        await saveProgress(tx, taskId, partnerId, next);
        return 'attached';
      }).catch((err: unknown) => {
        // Claimed by another owner at the same moment: the database refused the second claim.
        if (isClaimConflict(err)) throw new Refused(409, { error: UPLOAD_CLAIMED });
        throw err;
      });
      const task = await one(caller.event.id, partnerId, taskId);
      return outcome === 'held' ? reply.status(200).send(task) : task;
    },
    { invalidFields: taskFieldErrors },
  );

  serve(app, endpoints.removeTaskDocument, async ({ params: { taskId, documentId } }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    await app.db.transaction().execute(async (tx) => {
      const { progress, documents } = await lockTask(tx, caller.event.id, partnerId, taskId);
      if (!documents.includes(documentId)) throw new Refused(404, { error: 'task.documentNotFound' });
      const next = afterDocumentsChanged(progress, documents.length - 1);
      if (typeof next === 'string') throw new Refused(409, { error: next });
      await tx.deleteFrom('task_documents').where('id', '=', documentId).where('partner_id', '=', partnerId).execute();
      await saveProgress(tx, taskId, partnerId, next);
    });
    await removeUnheld(app.db, app.media, [documentId]);
    return one(caller.event.id, partnerId, taskId);
  });

  app.get('/api/tasks/:taskId/documents/:documentId', { config: { access: TASKS }, schema: { params: jsonSchema(DocumentParams) } }, async (req, reply) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    const visible = await tasksFor(app.db, caller.event.id, partnerId).where('tasks.id', '=', req.params.taskId).executeTakeFirst();
    const row =
      visible &&
      (await app.db.selectFrom('task_documents').selectAll().where('id', '=', req.params.documentId).where('task_id', '=', req.params.taskId).where('partner_id', '=', partnerId).executeTakeFirst());
    if (!row) return reply.status(404).send({ error: 'task.documentNotFound' });
    return sendDocument(reply, app.media, row);
  });

  serve(app, endpoints.submitTask, async ({ params: { taskId } }, req) => {
    const caller = callerOf(req);
    const partnerId = caller.partner!.id;
    await app.db.transaction().execute(async (tx) => {
      const { task, progress, documents } = await lockTask(tx, caller.event.id, partnerId, taskId);
      const next = submit(progress, task.mandate, documents.length);
      if (typeof next === 'string') throw new Refused(409, { error: next });
      await saveProgress(tx, taskId, partnerId, next, { submitted_at: new Date(), submitted_by_name: callerName(caller) });
    });
    return one(caller.event.id, partnerId, taskId);
  });
};

/** Streams a task document with the type its content showed, as an attachment (never rendered inline by the browser as the app's origin). */
export function sendDocument(reply: FastifyReply, store: MediaStore, row: { id: string; name: string; media_type: string; size: number }) {
  const name = row.name || `document.${row.media_type === 'application/pdf' ? 'pdf' : row.media_type.split('/')[1]}`;
  reply
    .header('content-type', row.media_type)
    .header('content-length', String(row.size))
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(fs.createReadStream(store.filePath(row.id)));
}
