/**
 * The organiser's console: an event's tasks for its exhibitors, and their work to review
 * (src/domain/tasks.ts). Served by server/tasks/organiser.ts, called by the console's tasks screen.
 * A document is a file, not an answer: it is downloaded (features/organiser/api.ts).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventParams, ORGANISER } from './organiser';
import { OrganiserTask, ReviewInput, TASK_STATES, TaskInput, TaskSubmission, type TaskRefusal } from '../tasks';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const TaskParams = v.strictObject({ taskId: Id });
const ReviewParams = v.strictObject({ taskId: Id, partnerId: Id });

export const listTasks = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/tasks', params: EventParams, answer: v.array(OrganiserTask), access: ORGANISER });

/** A task for all the event's exhibitors or chosen ones (each must be one of the event's: `task.exhibitorUnknown`). */
export const addTask = endpoint({ method: 'POST', path: '/api/organiser/events/:eventId/tasks', params: EventParams, body: TaskInput, answer: OrganiserTask, status: 201, access: ORGANISER });

export const changeTask = endpoint({ method: 'PUT', path: '/api/organiser/tasks/:taskId', params: TaskParams, body: TaskInput, answer: OrganiserTask, access: ORGANISER });

/** Deleted with the exhibitors' documents for it. */
export const removeTask = endpoint({ method: 'DELETE', path: '/api/organiser/tasks/:taskId', params: TaskParams, status: 204, access: ORGANISER });

/** The exhibitors' work, in review unless another state (or all) is asked for. */
export const listSubmissions = endpoint({
  method: 'GET',
  path: '/api/organiser/events/:eventId/task-submissions',
  params: EventParams,
  query: v.strictObject({ state: v.optional(v.picklist([...TASK_STATES, 'all'] as const)) }),
  answer: v.array(TaskSubmission),
  access: ORGANISER,
});

/** Approved, or rejected with a comment the exhibitor sees (a notification and a mail). */
export const reviewSubmission = endpoint({
  method: 'PUT',
  path: '/api/organiser/tasks/:taskId/exhibitors/:partnerId/review',
  params: ReviewParams,
  body: ReviewInput,
  answer: TaskSubmission,
  access: ORGANISER,
  refusals: ['task.locked', 'task.documentRequired', 'task.notInReview'] satisfies TaskRefusal[],
});
