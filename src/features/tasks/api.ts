/**
 * The tasks screen's requests (#17): attach an uploaded document, remove one, submit for review,
 * download one. Quiet about refusals (4xx), which the screen explains in its own words; the server's
 * own failures (5xx) get the app's reactions (reportedByApp). The upload queue's claim stays quiet:
 * it runs in the background and keeps each document's failure with the document.
 */
import { authHeaders, HttpError, request } from '../../lib/http';
import { call } from '../../lib/call';
import { download } from '../../lib/download';
import { taskAttacher } from '../../data/task-uploads';
import { exhibitorTasks, removeTaskDocument, submitTask as submit } from '../../domain/endpoints/tasks';
import { fieldsOf, refusalCode } from '../../ui/remote/messages';

const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

/** The tasks; `background` (a refresh the person did not ask for) keeps every failure quiet. */
export const fetchTasks = (background = false) => call(exhibitorTasks, {}, { quiet: background || 'clientErrors' });

/** Why the server refuses a request about a task, as a key of the tasks namespace's `error`. */
export function refusalKey(err: unknown): string {
  const code = refusalCode(err);
  if (code === 'offline' || code === 'timeout') return 'offline';
  const reason = Object.values(fieldsOf(err))[0] ?? code;
  if (reason.startsWith('task.')) return reason.slice('task.'.length);
  if (reason.startsWith('upload.')) return reason;
  return 'failed';
}

/** Claims a finished upload for its task (see taskAttacher). */
export const attachDocument = taskAttacher(request);

export const removeDocument = (taskId: string, documentId: string) => call(removeTaskDocument, { params: { taskId, documentId } });

export const submitTask = (taskId: string) => call(submit, { params: { taskId } });

/** Saves a task's document with the browser's download (the request carries the session's token). */
export async function downloadDocument(taskId: string, document: { id: string; name: string }): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${taskPath(taskId)}/documents/${encodeURIComponent(document.id)}`, { headers: authHeaders() });
  } catch {
    throw new HttpError(0, 'offline');
  }
  if (!res.ok) throw new HttpError(res.status, res.status === 404 ? 'task.documentNotFound' : String(res.status));
  download(await res.blob(), document.name || 'document');
}
