/**
 * Documents for tasks (#17) that wait on the device: a file chosen offline (or while the upload
 * was cut) is kept in `taskUploads` with its bytes, uploaded with tus when the device is online
 * (resuming at `uploadUrl`, so a cut connection or a reload continues where it stopped) and then
 * claimed for its task (POST /api/tasks/:taskId/documents). Once the server holds it as the task's
 * document the row goes; a refusal (wrong content, the task already in review) stays, with its
 * reason, until the person removes it. Also the last task list each person saw, so /tasks opens
 * offline.
 */
import type * as Tus from 'tus-js-client';
import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type LeadstandDB, type LocalTaskUpload } from './db';
import { refusalOf } from './upload';
import { call, CallFailed, type Send } from '../lib/call';
import { attachTaskDocument } from '../domain/endpoints/tasks';
import { UPLOAD_CHUNK_BYTES } from '../domain/media';
import { TASK_UPLOAD_PATH, validateTaskDocument, type ExhibitorTasks } from '../domain/tasks';

export type { LocalTaskUpload } from './db';

/** Sends the bytes (resuming at `row.uploadUrl`); the server's id of the finished upload, or why it refused. */
export type TaskUploader = (row: LocalTaskUpload, headers: Record<string, string>, progress: (sent: number, uploadUrl: string | null) => void) => Promise<{ uploadId: string } | { refused: string }>;
/**
 * Claims the finished upload for its task under the document's key (the row's uuid: the server
 * answers a key it already holds with that document, so a restored backup attaches nothing twice):
 * 'done', or why the server refuses (a 'task.*' key); throws when unreachable.
 */
export type TaskAttacher = (taskId: string, uploadId: string, clientKey: string) => Promise<'done' | { refused: string }>;

/**
 * Claims finished uploads with `call` (a quiet request with the session's token): 'done', or the
 * server's refusal ('task.locked', 'task.documentMissing'); throws when the server cannot be
 * reached or refuses for now (signed out, the section switched off), so the document waits.
 */
export function taskAttacher(send: Send): TaskAttacher {
  return async (taskId, uploadId, clientKey) => {
    try {
      await call(attachTaskDocument, { params: { taskId }, body: { uploadId, clientKey } }, { send, quiet: true });
      return 'done';
    } catch (err) {
      if (err instanceof CallFailed && [400, 404, 409].includes(err.status)) return { refused: err.fields.uploadId ?? err.fields.clientKey ?? err.refusal };
      throw err;
    }
  };
}

/** Keeps a chosen file for a task; refused at once (nothing stored) when it is not a JPEG, PNG, GIF or PDF, or 100 MB or more. */
export async function queueTaskUpload(
  input: { eventId: string; owner: string; taskId: string; file: Blob & { name?: string } },
  db: LeadstandDB = defaultDb,
): Promise<{ id: string } | { error: string }> {
  const { file } = input;
  const problem = validateTaskDocument({ size: file.size, type: file.type });
  if (problem) return { error: problem };
  const id = crypto.randomUUID();
  await db.taskUploads.add({
    id,
    eventId: input.eventId,
    owner: input.owner,
    taskId: input.taskId,
    blob: file,
    name: (file.name ?? '').slice(0, 200) || 'document',
    type: file.type,
    size: file.size,
    uploadUrl: null,
    sent: 0,
    state: 'waiting',
    error: null,
    createdAt: Date.now(),
  });
  return { id };
}

export function removeTaskUpload(id: string, db: LeadstandDB = defaultDb): Promise<void> {
  return db.taskUploads.delete(id);
}

/** One person's waiting documents at an event, oldest first; undefined while loading. */
export function useTaskUploads(eventId: string | null, owner: string | null): LocalTaskUpload[] | undefined {
  return useLiveQuery(async () => (eventId && owner ? (await defaultDb.taskUploads.where('[eventId+owner]').equals([eventId, owner]).toArray()).sort((a, b) => a.createdAt - b.createdAt) : []), [eventId, owner]);
}

/** The server's id of a finished tus upload, from its URL (`…/uploads/<partner>.<uuid>`). */
export function uploadIdOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? '');
}

/** The page's uploader: tus-js-client (loaded with the first upload), 5 MB chunks. */
export const tusTaskUploader: TaskUploader = async (row, headers, progress) => {
  const tus = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload: Tus.Upload = new tus.Upload(row.blob, {
      endpoint: TASK_UPLOAD_PATH,
      ...(row.uploadUrl ? { uploadUrl: row.uploadUrl } : {}),
      headers,
      metadata: { id: row.id, filetype: row.type, filename: row.name },
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => progress(0, upload.url),
      onProgress: (sent) => progress(sent, upload.url),
      onSuccess: () => resolve({ uploadId: uploadIdOf(upload.url!) }),
      onError: (err) => {
        const response = (err as Tus.DetailedError).originalResponse;
        const refused = response ? refusalOf(response.getStatus(), response.getBody()) : null;
        if (refused) resolve({ refused });
        else reject(err);
      },
    });
    upload.start();
  });
};

const running = new Map<string, Promise<void>>();

/**
 * Uploads and attaches one person's waiting documents, one after the other; one run at a time per
 * event and person (a second call waits for the first, then runs again). A network failure leaves
 * the rest waiting for the next call (when the device is back online). `onAttached` hears each
 * task that got a document.
 */
export function drainTaskUploads(
  options: { eventId: string; owner: string; headers: Record<string, string>; attach: TaskAttacher; upload?: TaskUploader; onAttached?: (taskId: string) => void },
  db: LeadstandDB = defaultDb,
): Promise<void> {
  const key = `${options.eventId}|${options.owner}`;
  const before = running.get(key) ?? Promise.resolve();
  const next = before.then(() => drainOnce(options, db));
  const kept = next.catch(() => {});
  running.set(key, kept);
  void kept.then(() => {
    if (running.get(key) === kept) running.delete(key);
  });
  return next;
}

async function drainOnce(options: Parameters<typeof drainTaskUploads>[0], db: LeadstandDB): Promise<void> {
  const upload = options.upload ?? tusTaskUploader;
  const rows = (await db.taskUploads.where('[eventId+owner]').equals([options.eventId, options.owner]).toArray()).sort((a, b) => a.createdAt - b.createdAt);
  for (const row of rows) {
    if (row.state === 'failed') continue;
    // Removed by the person meanwhile: nothing to do.
    if (!(await db.taskUploads.get(row.id))) continue;
    let uploadId = row.uploadUrl && row.state === 'uploaded' ? uploadIdOf(row.uploadUrl) : null;
    if (row.state === 'waiting') {
      let outcome: Awaited<ReturnType<TaskUploader>>;
      try {
        outcome = await upload(row, options.headers, (sent, uploadUrl) => void db.taskUploads.update(row.id, { sent, uploadUrl }));
      } catch {
        // Offline or the server unreachable: this and the rest wait for the next run.
        return;
      }
      if ('refused' in outcome) {
        await db.taskUploads.update(row.id, { state: 'failed', error: outcome.refused, uploadUrl: null });
        continue;
      }
      uploadId = outcome.uploadId;
      await db.taskUploads.update(row.id, { state: 'uploaded', sent: row.size, uploadUrl: `${TASK_UPLOAD_PATH}/${encodeURIComponent(uploadId)}` });
    }
    // No document, or removed by the person while it uploaded.
    if (!uploadId || !(await db.taskUploads.get(row.id))) continue;
    let attached: 'done' | { refused: string };
    try {
      attached = await options.attach(row.taskId, uploadId, row.id);
    } catch {
      return;
    }
    if (attached === 'done') {
      await db.taskUploads.delete(row.id);
      options.onAttached?.(row.taskId);
    } else if (attached.refused === 'task.documentMissing') {
      // The server no longer has the bytes (it removes unclaimed uploads after a day): send them again.
      await db.taskUploads.update(row.id, { state: 'waiting', sent: 0, uploadUrl: null });
    } else {
      await db.taskUploads.update(row.id, { state: 'failed', error: attached.refused });
    }
  }
}

const listKey = (eventId: string, owner: string) => `tasks:${eventId}:${owner}`;

/** The task list as last fetched, so the screen opens offline with what the person saw. */
export async function storeTaskList(eventId: string, owner: string, list: ExhibitorTasks, db: LeadstandDB = defaultDb): Promise<void> {
  await db.meta.put({ key: listKey(eventId, owner), value: { list, at: Date.now() } });
}

export async function loadTaskList(eventId: string, owner: string, db: LeadstandDB = defaultDb): Promise<{ list: ExhibitorTasks; at: number } | null> {
  return ((await db.meta.get(listKey(eventId, owner)))?.value as { list: ExhibitorTasks; at: number } | undefined) ?? null;
}
