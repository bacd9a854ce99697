/**
 * The tasks screen's requests (#17): attach an uploaded document, remove one, submit for review,
 * download one. Quiet about refusals (4xx), which the screen explains in its own words; the server's
 * own failures (5xx) get the app's reactions (reportedByApp). The upload queue's claim stays quiet:
 * it runs in the background and keeps each document's failure with the document.
 */
import { authHeaders, HttpError, request } from '../../lib/http';
import { download } from '../../lib/download';
import { taskAttacher } from '../../data/task-uploads';
import type { ExhibitorTask, ExhibitorTasks } from '../../domain/tasks';

const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

/** The tasks; `background` (a refresh the person did not ask for) keeps every failure quiet. */
export const fetchTasks = (background = false) => request<ExhibitorTasks>('/api/tasks', { quiet: background || 'clientErrors' });

/** Why the server refuses a request about a task, as a key of the tasks namespace's `error`. */
export function refusalKey(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.code === 'offline' || err.code === 'timeout') return 'offline';
    const body = err.body as { error?: string; fields?: Record<string, string> } | null;
    const reason = Object.values(body?.fields ?? {})[0] ?? body?.error ?? '';
    if (reason.startsWith('task.')) return reason.slice('task.'.length);
    if (reason.startsWith('upload.')) return reason;
  }
  return 'failed';
}

/** Claims a finished upload for its task (see taskAttacher). */
export const attachDocument = taskAttacher((path, options) => request(path, { ...options, quiet: true }));

export const removeDocument = (taskId: string, documentId: string) => request<ExhibitorTask>(`${taskPath(taskId)}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE', quiet: 'clientErrors' });

export const submitTask = (taskId: string) => request<ExhibitorTask>(`${taskPath(taskId)}/submit`, { method: 'POST', quiet: 'clientErrors' });

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
