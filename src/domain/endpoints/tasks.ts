/**
 * The exhibitor's tasks (#17), for people with the tasks permission where the tasks setting is on:
 * the organiser's tasks with their state and documents, attaching a finished upload (tus, at
 * TASK_UPLOAD_PATH) or removing a document while the task is open, and submitting it for review.
 * Each change answers the task as it is now. Served by server/tasks/routes.ts, called by
 * src/features/tasks and the upload queue (src/data/task-uploads.ts).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { AttachInput, ExhibitorTask, ExhibitorTasks } from '../tasks';

/** SPEC section 2: the tasks permission (admin has all) and the tasks setting, in the app's modes. */
export const TASKS: Access = { modes: ['partner', 'staff'], anyPermission: ['tasks'], setting: 'tasks' };
/** Changing a task's documents or submitting it is for people, not system users (integrations). */
export const TASKS_PEOPLE: Access = { ...TASKS, people: true };

const TaskParams = v.strictObject({ taskId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
export const DocumentParams = v.strictObject({ taskId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), documentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** What a task's state forbids, a document too many, or an upload that is someone else's. */
const TASK_REFUSALS = ['task.notFound', 'task.locked', 'task.documentRequired', 'task.tooManyDocuments', 'task.documentNotFound', 'upload.claimed', 'upload.notYours'] as const;

export const exhibitorTasks = endpoint({ method: 'GET', path: '/api/tasks', answer: ExhibitorTasks, access: TASKS });

/**
 * Claims a finished upload for the task (201); the device's key of a document the exhibitor holds
 * already answers that document (200), so a document is attached once across devices.
 */
export const attachTaskDocument = endpoint({ method: 'POST', path: '/api/tasks/:taskId/documents', params: TaskParams, body: AttachInput, answer: ExhibitorTask, status: 201, access: TASKS_PEOPLE, refusals: TASK_REFUSALS });

export const removeTaskDocument = endpoint({ method: 'DELETE', path: '/api/tasks/:taskId/documents/:documentId', params: DocumentParams, answer: ExhibitorTask, access: TASKS_PEOPLE, refusals: TASK_REFUSALS });

/** To the organiser's review (a required task needs a document). */
export const submitTask = endpoint({ method: 'POST', path: '/api/tasks/:taskId/submit', params: TaskParams, answer: ExhibitorTask, access: TASKS_PEOPLE, refusals: TASK_REFUSALS });
