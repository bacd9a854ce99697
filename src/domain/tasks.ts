/**
 * Tasks (#17, SPEC sections 3 and 5): what the organiser asks of an event's exhibitors (upload the
 * stand design, the insurance certificate, …). A task has a mandate (optional or required), a due
 * date and additional info, and is for all exhibitors of the event or chosen ones. Each exhibitor
 * works on it on their own: uploads documents (JPEG, PNG, GIF or PDF, checked by content, under
 * 100 MB, resumable), submits it for review, and the organiser approves or rejects it with a comment.
 *
 * Shared by the server and the app, so both check the same rules and name the same errors
 * (translated keys under `tasks:error.*`, here 'task.*').
 *
 *   todo ──upload──▶ inProgress ──submit──▶ inReview ──approve──▶ completed
 *     └──────────submit (optional task, or documents)──▶ │ ──reject (comment)──▶ inProgress
 *
 * The list's categories are the four states and 'overdue': a task not completed whose due date
 * has passed is overdue, whatever its state.
 */
import * as v from 'valibot';
import { dateTime } from './date-time';
import { TASK_DOCUMENT_TYPES, validateUpload, type UploadError } from './limits';

export const TASK_STATES = ['todo', 'inProgress', 'inReview', 'completed'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_MANDATES = ['optional', 'required'] as const;
export type TaskMandate = (typeof TASK_MANDATES)[number];
export const REVIEW_STATES = ['inReview', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const TASK_AUDIENCES = ['all', 'chosen'] as const;
export type TaskAudience = (typeof TASK_AUDIENCES)[number];
/** The task list's categories, in the order the list shows them (overdue first: it needs doing). */
export const TASK_CATEGORIES = ['overdue', 'todo', 'inProgress', 'inReview', 'completed'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 4000;
export const REVIEW_COMMENT_MAX = 2000;
/** At most this many documents per exhibitor and task. */
export const TASK_DOCUMENTS_MAX = 20;

/** Where task documents are uploaded (tus 1.0, like note media: server/media/routes.ts). */
export const TASK_UPLOAD_PATH = '/api/tasks/uploads';

/** A document before any byte is sent: its size and claimed type (the server checks the content too). */
export function validateTaskDocument(file: { size: number; type: string }): UploadError | null {
  return validateUpload(file, TASK_DOCUMENT_TYPES);
}

const instant = dateTime('task.dueInvalid');

/** A task as the organiser enters it (POST /api/organiser/events/:eventId/tasks, PUT /api/organiser/tasks/:taskId). */
export const TaskInput = v.pipe(
  v.strictObject({
    title: v.pipe(v.string('task.titleRequired'), v.trim(), v.minLength(1, 'task.titleRequired'), v.maxLength(TASK_TITLE_MAX, 'task.titleTooLong')),
    description: v.optional(v.pipe(v.string('task.descriptionTooLong'), v.trim(), v.maxLength(TASK_DESCRIPTION_MAX, 'task.descriptionTooLong')), ''),
    mandate: v.picklist(TASK_MANDATES, 'task.mandateInvalid'),
    dueAt: v.optional(v.nullable(instant), null),
    audience: v.optional(v.picklist(TASK_AUDIENCES, 'task.audienceInvalid'), 'all'),
    /** The chosen exhibitors (audience 'chosen'); ignored for 'all'. */
    partnerIds: v.optional(v.pipe(v.array(v.pipe(v.string('task.exhibitorUnknown'), v.minLength(1, 'task.exhibitorUnknown'), v.maxLength(100, 'task.exhibitorUnknown')), 'task.exhibitorUnknown'), v.maxLength(5000, 'task.exhibitorUnknown')), []),
  }),
  v.forward(
    v.check((t) => t.audience === 'all' || t.partnerIds.length > 0, 'task.exhibitorsRequired'),
    ['partnerIds'],
  ),
);
export type TaskInput = v.InferOutput<typeof TaskInput>;

/** The organiser's decision on a submitted task; a rejection says why. */
export const ReviewInput = v.pipe(
  v.strictObject({
    decision: v.picklist(['approved', 'rejected'] as const, 'task.decisionInvalid'),
    comment: v.optional(v.pipe(v.string('task.commentTooLong'), v.trim(), v.maxLength(REVIEW_COMMENT_MAX, 'task.commentTooLong')), ''),
  }),
  v.forward(
    v.check((r) => r.decision === 'approved' || r.comment.length > 0, 'task.commentRequired'),
    ['comment'],
  ),
);
export type ReviewInput = v.InferOutput<typeof ReviewInput>;

/** A finished upload claimed for a task (POST /api/tasks/:taskId/documents). */
export const AttachInput = v.strictObject({
  uploadId: v.pipe(v.string('task.documentMissing'), v.regex(/^[\w-]+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'task.documentMissing')),
  /**
   * The device's uuid of the document (LocalTaskUpload.id, kept by a diagnostic backup's restore):
   * an attach with a key the exhibitor already has answers that document instead of adding one.
   */
  clientKey: v.optional(v.pipe(v.string('task.invalid'), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'task.invalid'))),
});
export type AttachInput = v.InferOutput<typeof AttachInput>;

/** The first error of each field of a failed check, by field name ('' for the whole object). */
export function taskFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    // A nested key (partnerIds.3) is reported on its field.
    const field = key.split('.')[0] ?? '';
    if (!(field in out)) out[field] = issue.message.startsWith('task.') ? issue.message : 'task.invalid';
  }
  return out;
}

/** Whether a task is overdue at `now`: not completed, and its due date has passed. */
export function isOverdue(task: { state: TaskState; dueAt: string | null }, now: number = Date.now()): boolean {
  return task.state !== 'completed' && task.dueAt !== null && Date.parse(task.dueAt) < now;
}

/** The list category a task is shown under. */
export function categoryOf(task: { state: TaskState; dueAt: string | null }, now: number = Date.now()): TaskCategory {
  return isOverdue(task, now) ? 'overdue' : task.state;
}

/** Tasks by category, in TASK_CATEGORIES order, each by due date (none last) then title; empty categories left out. */
export function tasksByCategory<T extends { state: TaskState; dueAt: string | null; title: string }>(tasks: readonly T[], now: number = Date.now()): Array<{ category: TaskCategory; tasks: T[] }> {
  const due = (t: T) => (t.dueAt === null ? Number.POSITIVE_INFINITY : Date.parse(t.dueAt));
  return TASK_CATEGORIES.map((category) => ({
    category,
    tasks: tasks.filter((t) => categoryOf(t, now) === category).sort((a, b) => due(a) - due(b) || a.title.localeCompare(b.title)),
  })).filter((g) => g.tasks.length > 0);
}

/** An exhibitor's progress, as stored. */
export interface TaskProgress {
  state: TaskState;
  reviewState: ReviewState | null;
  reviewComment: string;
}

export type TaskRefusal = 'task.locked' | 'task.documentRequired' | 'task.notInReview';

/** Documents may be added or removed while the task is open: not while in review, nor once completed. */
export function canChangeDocuments(state: TaskState): boolean {
  return state === 'todo' || state === 'inProgress';
}

/** After a document was added or removed: a task with documents, or one sent back, is in progress. */
export function afterDocumentsChanged(progress: TaskProgress, documents: number): TaskProgress | TaskRefusal {
  if (!canChangeDocuments(progress.state)) return 'task.locked';
  return { ...progress, state: documents > 0 || progress.reviewState === 'rejected' ? 'inProgress' : 'todo' };
}

/** Submitting for review: from todo or inProgress; a required task needs at least one document. */
export function submit(progress: TaskProgress, mandate: TaskMandate, documents: number): TaskProgress | TaskRefusal {
  if (!canChangeDocuments(progress.state)) return 'task.locked';
  if (mandate === 'required' && documents < 1) return 'task.documentRequired';
  return { state: 'inReview', reviewState: 'inReview', reviewComment: '' };
}

/** The organiser's review of a submitted task: approved completes it, rejected sends it back with the comment. */
export function review(progress: TaskProgress, input: ReviewInput): TaskProgress | TaskRefusal {
  if (progress.state !== 'inReview') return 'task.notInReview';
  return input.decision === 'approved'
    ? { state: 'completed', reviewState: 'approved', reviewComment: input.comment }
    : { state: 'inProgress', reviewState: 'rejected', reviewComment: input.comment };
}

export const TODO: TaskProgress = { state: 'todo', reviewState: null, reviewComment: '' };

export const TaskDocument = v.object({
  id: v.string(),
  name: v.string(),
  mediaType: v.string(),
  size: v.number(),
  uploadedBy: v.string(),
  createdAt: v.string(),
});
export type TaskDocument = v.InferOutput<typeof TaskDocument>;

/** A task as its exhibitor sees it (GET /api/tasks). */
export const ExhibitorTask = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  mandate: v.picklist(TASK_MANDATES),
  dueAt: v.nullable(v.string()),
  state: v.picklist(TASK_STATES),
  category: v.picklist(TASK_CATEGORIES),
  reviewState: v.nullable(v.picklist(REVIEW_STATES)),
  reviewComment: v.string(),
  reviewedAt: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
  documents: v.array(TaskDocument),
});
export type ExhibitorTask = v.InferOutput<typeof ExhibitorTask>;

export const ExhibitorTasks = v.object({
  tasks: v.array(ExhibitorTask),
  /** How many tasks each category holds (every category named, 0 included). */
  counts: v.object(Object.fromEntries(TASK_CATEGORIES.map((c) => [c, v.number()])) as Record<TaskCategory, v.NumberSchema<undefined>>),
});
export type ExhibitorTasks = v.InferOutput<typeof ExhibitorTasks>;

/** A task as the organiser's console lists it, with how far its exhibitors are. */
export const OrganiserTask = v.object({
  id: v.string(),
  eventId: v.string(),
  title: v.string(),
  description: v.string(),
  mandate: v.picklist(TASK_MANDATES),
  dueAt: v.nullable(v.string()),
  audience: v.picklist(TASK_AUDIENCES),
  partnerIds: v.array(v.string()),
  /** Exhibitors the task is for, by state (an exhibitor without progress is todo). */
  progress: v.object(Object.fromEntries(TASK_STATES.map((s) => [s, v.number()])) as Record<TaskState, v.NumberSchema<undefined>>),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type OrganiserTask = v.InferOutput<typeof OrganiserTask>;

/** One exhibitor's work on a task, as the organiser reviews it. */
export const TaskSubmission = v.object({
  taskId: v.string(),
  taskTitle: v.string(),
  mandate: v.picklist(TASK_MANDATES),
  dueAt: v.nullable(v.string()),
  partnerId: v.string(),
  partnerName: v.string(),
  state: v.picklist(TASK_STATES),
  reviewState: v.nullable(v.picklist(REVIEW_STATES)),
  reviewComment: v.string(),
  submittedAt: v.nullable(v.string()),
  submittedBy: v.string(),
  reviewedAt: v.nullable(v.string()),
  reviewedBy: v.string(),
  documents: v.array(TaskDocument),
});
export type TaskSubmission = v.InferOutput<typeof TaskSubmission>;
