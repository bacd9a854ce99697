import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  afterDocumentsChanged,
  AttachInput,
  categoryOf,
  isOverdue,
  review,
  ReviewInput,
  submit,
  TaskInput,
  taskFieldErrors,
  tasksByCategory,
  TODO,
  validateTaskDocument,
  type TaskProgress,
} from './tasks';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const parseReview = (input: unknown) => v.parse(ReviewInput, input);

describe('task input', () => {
  it('trims and defaults', () => {
    expect(v.parse(TaskInput, { title: '  Insurance ', mandate: 'required' })).toEqual({ title: 'Insurance', description: '', mandate: 'required', dueAt: null, audience: 'all', partnerIds: [] });
  });

  it('names each bad field with a task key', () => {
    const result = v.safeParse(TaskInput, { title: '', mandate: 'often', dueAt: 'soon', audience: 'some', partnerIds: 'acme' });
    expect(result.success).toBe(false);
    expect(taskFieldErrors(result.issues!)).toEqual({ title: 'task.titleRequired', mandate: 'task.mandateInvalid', dueAt: 'task.dueInvalid', audience: 'task.audienceInvalid', partnerIds: 'task.exhibitorUnknown' });
    expect(taskFieldErrors(v.safeParse(TaskInput, { title: 'x', mandate: 'optional', audience: 'chosen' }).issues!)).toEqual({ partnerIds: 'task.exhibitorsRequired' });
    expect(taskFieldErrors(v.safeParse(TaskInput, { title: 'x', mandate: 'optional', extra: 1 }).issues!)).toEqual({ extra: 'task.invalid' });
  });

  it('requires a comment to reject, not to approve', () => {
    expect(taskFieldErrors(v.safeParse(ReviewInput, { decision: 'rejected', comment: ' ' }).issues!)).toEqual({ comment: 'task.commentRequired' });
    expect(parseReview({ decision: 'approved' })).toEqual({ decision: 'approved', comment: '' });
    expect(parseReview({ decision: 'rejected', comment: ' Expired. ' })).toEqual({ decision: 'rejected', comment: 'Expired.' });
  });

  it('takes only an upload name as a document to claim', () => {
    expect(v.is(AttachInput, { uploadId: 'acme.0b6f3c1e-4a8e-4f5e-9d0a-2f1c3b4a5d6e' })).toBe(true);
    expect(v.is(AttachInput, { uploadId: '../acme.0b6f3c1e-4a8e-4f5e-9d0a-2f1c3b4a5d6e' })).toBe(false);
  });

  it('takes JPEG, PNG, GIF and PDF documents under 100 MB', () => {
    expect(validateTaskDocument({ size: 10, type: 'application/pdf' })).toBeNull();
    expect(validateTaskDocument({ size: 10, type: 'image/gif' })).toBeNull();
    expect(validateTaskDocument({ size: 10, type: 'audio/wav' })).toBe('upload.type');
    expect(validateTaskDocument({ size: 100 * 1024 * 1024, type: 'application/pdf' })).toBe('upload.tooLarge');
    expect(validateTaskDocument({ size: 0, type: 'application/pdf' })).toBe('upload.empty');
  });
});

describe('the state machine', () => {
  const inProgress: TaskProgress = { state: 'inProgress', reviewState: null, reviewComment: '' };

  it('goes from todo to in progress with a document, and back to todo without one', () => {
    expect(afterDocumentsChanged(TODO, 1)).toEqual(inProgress);
    expect(afterDocumentsChanged(inProgress, 0)).toEqual(TODO);
    // Sent back by the organiser: still in progress without documents.
    expect(afterDocumentsChanged({ state: 'inProgress', reviewState: 'rejected', reviewComment: 'No.' }, 0)).toEqual({ state: 'inProgress', reviewState: 'rejected', reviewComment: 'No.' });
    expect(afterDocumentsChanged({ state: 'inReview', reviewState: 'inReview', reviewComment: '' }, 2)).toBe('task.locked');
    expect(afterDocumentsChanged({ state: 'completed', reviewState: 'approved', reviewComment: '' }, 0)).toBe('task.locked');
  });

  it('submits for review; a required task needs a document', () => {
    expect(submit(TODO, 'required', 0)).toBe('task.documentRequired');
    expect(submit(TODO, 'optional', 0)).toEqual({ state: 'inReview', reviewState: 'inReview', reviewComment: '' });
    expect(submit(inProgress, 'required', 1)).toEqual({ state: 'inReview', reviewState: 'inReview', reviewComment: '' });
    expect(submit({ state: 'inReview', reviewState: 'inReview', reviewComment: '' }, 'required', 1)).toBe('task.locked');
  });

  it('ends a review approved (completed) or rejected (back in progress, with the comment)', () => {
    const submitted = submit(inProgress, 'required', 1) as TaskProgress;
    expect(review(submitted, parseReview({ decision: 'approved' }))).toEqual({ state: 'completed', reviewState: 'approved', reviewComment: '' });
    const rejected = review(submitted, parseReview({ decision: 'rejected', comment: 'Expired.' })) as TaskProgress;
    expect(rejected).toEqual({ state: 'inProgress', reviewState: 'rejected', reviewComment: 'Expired.' });
    expect(review(rejected, parseReview({ decision: 'approved' }))).toBe('task.notInReview');
    // Submitting again clears the old comment.
    expect(submit(rejected, 'required', 1)).toEqual({ state: 'inReview', reviewState: 'inReview', reviewComment: '' });
  });
});

describe('categories', () => {
  it('counts a task not completed whose due date passed as overdue', () => {
    expect(isOverdue({ state: 'inReview', dueAt: '2026-05-10T11:59:59Z' }, NOW)).toBe(true);
    expect(isOverdue({ state: 'completed', dueAt: '2026-01-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isOverdue({ state: 'todo', dueAt: null }, NOW)).toBe(false);
    expect(categoryOf({ state: 'todo', dueAt: '2026-05-11T00:00:00Z' }, NOW)).toBe('todo');
    expect(categoryOf({ state: 'inProgress', dueAt: '2026-05-01T00:00:00Z' }, NOW)).toBe('overdue');
  });

  it('groups tasks by category, overdue first, each by due date then title', () => {
    const tasks = [
      { title: 'B', state: 'todo' as const, dueAt: null },
      { title: 'A', state: 'todo' as const, dueAt: '2026-06-01T00:00:00Z' },
      { title: 'Late', state: 'inProgress' as const, dueAt: '2026-05-01T00:00:00Z' },
      { title: 'Done', state: 'completed' as const, dueAt: '2026-05-01T00:00:00Z' },
    ];
    expect(tasksByCategory(tasks, NOW).map((g) => [g.category, g.tasks.map((x) => x.title)])).toEqual([
      ['overdue', ['Late']],
      ['todo', ['A', 'B']],
      ['completed', ['Done']],
    ]);
  });
});
