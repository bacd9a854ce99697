/**
 * Reading tasks as the exhibitor and the organiser see them (src/domain/tasks.ts), shared by the
 * exhibitor's routes (routes.ts) and the organiser's console (organiser.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, TaskDocumentsTable, TaskProgressTable, TasksTable } from '../db/schema';
import { categoryOf, TASK_CATEGORIES, TASK_STATES, type ExhibitorTask, type ExhibitorTasks, type OrganiserTask, type TaskDocument, type TaskProgress, type TaskState, type TaskSubmission } from '../../src/domain/tasks';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDocument(row: Selectable<TaskDocumentsTable>): TaskDocument {
  return { id: row.id, name: row.name, mediaType: row.media_type, size: Number(row.size), uploadedBy: row.uploaded_by_name, createdAt: row.created_at.toISOString() };
}

export function progressOf(row: Selectable<TaskProgressTable> | undefined): TaskProgress {
  return row ? { state: row.state, reviewState: row.review_state, reviewComment: row.review_comment } : { state: 'todo', reviewState: null, reviewComment: '' };
}

/** The tasks of `eventId` that are for exhibitor `partnerId` (all of them, or chosen ones naming it). */
export function tasksFor(db: Kysely<DB>, eventId: string, partnerId: string) {
  return db
    .selectFrom('tasks')
    .selectAll('tasks')
    .where('tasks.event_id', '=', eventId)
    .where((eb) =>
      eb.or([
        eb('tasks.audience', '=', 'all'),
        eb.exists(eb.selectFrom('task_exhibitors').select('task_exhibitors.task_id').whereRef('task_exhibitors.task_id', '=', 'tasks.id').where('task_exhibitors.partner_id', '=', partnerId)),
      ]),
    );
}

/** The documents of the given tasks for one exhibitor, by task id, oldest first. */
async function documentsOf(db: Kysely<DB>, partnerId: string, taskIds: string[]): Promise<Map<string, TaskDocument[]>> {
  const out = new Map<string, TaskDocument[]>();
  if (!taskIds.length) return out;
  const rows = await db.selectFrom('task_documents').selectAll().where('partner_id', '=', partnerId).where('task_id', 'in', taskIds).orderBy('created_at').orderBy('id').execute();
  for (const r of rows) out.set(r.task_id, [...(out.get(r.task_id) ?? []), toDocument(r)]);
  return out;
}

function toExhibitorTask(task: Selectable<TasksTable>, progress: Selectable<TaskProgressTable> | undefined, documents: TaskDocument[], now: number): ExhibitorTask {
  const p = progressOf(progress);
  const dueAt = iso(task.due_at);
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    mandate: task.mandate,
    dueAt,
    state: p.state,
    category: categoryOf({ state: p.state, dueAt }, now),
    reviewState: p.reviewState,
    reviewComment: p.reviewComment,
    reviewedAt: iso(progress?.reviewed_at ?? null),
    submittedAt: iso(progress?.submitted_at ?? null),
    documents,
  };
}

/** An exhibitor's tasks (or one of them), with their state, category, review and documents. */
export async function exhibitorTasks(db: Kysely<DB>, eventId: string, partnerId: string, taskId?: string, now = Date.now()): Promise<ExhibitorTask[]> {
  const tasks = await tasksFor(db, eventId, partnerId)
    .$if(taskId !== undefined, (q) => q.where('tasks.id', '=', taskId!))
    .orderBy('tasks.due_at', (ob) => ob.asc().nullsLast())
    .orderBy('tasks.title')
    .orderBy('tasks.id')
    .execute();
  if (!tasks.length) return [];
  const ids = tasks.map((t) => t.id);
  const [progress, documents] = await Promise.all([
    db.selectFrom('task_progress').selectAll().where('partner_id', '=', partnerId).where('task_id', 'in', ids).execute(),
    documentsOf(db, partnerId, ids),
  ]);
  return tasks.map((t) =>
    toExhibitorTask(
      t,
      progress.find((p) => p.task_id === t.id),
      documents.get(t.id) ?? [],
      now,
    ),
  );
}

export function withCounts(tasks: ExhibitorTask[]): ExhibitorTasks {
  const counts = Object.fromEntries(TASK_CATEGORIES.map((c) => [c, 0])) as ExhibitorTasks['counts'];
  for (const t of tasks) counts[t.category] += 1;
  return { tasks, counts };
}

/** The event's tasks as the organiser lists them (or one of them), with how far their exhibitors are. */
export async function organiserTasks(db: Kysely<DB>, eventId: string, taskId?: string): Promise<OrganiserTask[]> {
  const tasks = await db
    .selectFrom('tasks')
    .selectAll()
    .where('event_id', '=', eventId)
    .$if(taskId !== undefined, (q) => q.where('id', '=', taskId!))
    .orderBy('due_at', (ob) => ob.asc().nullsLast())
    .orderBy('title')
    .orderBy('id')
    .execute();
  if (!tasks.length) return [];
  const ids = tasks.map((t) => t.id);
  const [chosen, exhibitors, states] = await Promise.all([
    db.selectFrom('task_exhibitors').select(['task_id', 'partner_id']).where('task_id', 'in', ids).orderBy('partner_id').execute(),
    db.selectFrom('partners').select('id').where('event_id', '=', eventId).execute(),
    // Progress of exhibitors the task is (still) for.
    sql<{ task_id: string; state: TaskState; n: number }>`
      select p.task_id, p.state, count(*)::int as n from task_progress p join tasks t on t.id = p.task_id
      where p.task_id = any(${ids}::text[])
        and (t.audience = 'all' or exists (select 1 from task_exhibitors x where x.task_id = p.task_id and x.partner_id = p.partner_id))
      group by p.task_id, p.state`.execute(db),
  ]);
  const inEvent = new Set(exhibitors.map((e) => e.id));
  return tasks.map((t) => {
    const partnerIds = chosen.filter((c) => c.task_id === t.id && inEvent.has(c.partner_id)).map((c) => c.partner_id);
    const total = t.audience === 'all' ? inEvent.size : partnerIds.length;
    const progress = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<TaskState, number>;
    for (const row of states.rows.filter((r) => r.task_id === t.id)) progress[row.state] += Number(row.n);
    progress.todo = Math.max(0, total - progress.inProgress - progress.inReview - progress.completed);
    return {
      id: t.id,
      eventId: t.event_id,
      title: t.title,
      description: t.description,
      mandate: t.mandate,
      dueAt: iso(t.due_at),
      audience: t.audience,
      partnerIds,
      progress,
      createdAt: t.created_at.toISOString(),
      updatedAt: t.updated_at.toISOString(),
    };
  });
}

/** Exhibitors' work on the event's tasks, for review (or one exhibitor's on one task); those who started only. */
export async function submissions(db: Kysely<DB>, filter: { eventId?: string; state?: TaskState; taskId?: string; partnerId?: string }): Promise<TaskSubmission[]> {
  const rows = await db
    .selectFrom('task_progress as p')
    .innerJoin('tasks as t', 't.id', 'p.task_id')
    .innerJoin('partners as x', 'x.id', 'p.partner_id')
    .selectAll('p')
    .select(['t.title', 't.mandate', 't.due_at', 'x.name as partner_name'])
    .$if(filter.eventId !== undefined, (q) => q.where('t.event_id', '=', filter.eventId!))
    .$if(filter.state !== undefined, (q) => q.where('p.state', '=', filter.state!))
    .$if(filter.taskId !== undefined, (q) => q.where('p.task_id', '=', filter.taskId!))
    .$if(filter.partnerId !== undefined, (q) => q.where('p.partner_id', '=', filter.partnerId!))
    .where((eb) =>
      eb.or([eb('t.audience', '=', 'all'), eb.exists(eb.selectFrom('task_exhibitors as c').select('c.task_id').whereRef('c.task_id', '=', 'p.task_id').whereRef('c.partner_id', '=', 'p.partner_id'))]),
    )
    .orderBy('p.submitted_at', (ob) => ob.asc().nullsLast())
    .orderBy('x.name')
    .orderBy('t.title')
    .execute();
  if (!rows.length) return [];
  const docs = await db
    .selectFrom('task_documents')
    .selectAll()
    .where('task_id', 'in', [...new Set(rows.map((r) => r.task_id))])
    .where('partner_id', 'in', [...new Set(rows.map((r) => r.partner_id))])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    taskId: r.task_id,
    taskTitle: r.title,
    mandate: r.mandate,
    dueAt: iso(r.due_at),
    partnerId: r.partner_id,
    partnerName: r.partner_name,
    state: r.state,
    reviewState: r.review_state,
    reviewComment: r.review_comment,
    submittedAt: iso(r.submitted_at),
    submittedBy: r.submitted_by_name,
    reviewedAt: iso(r.reviewed_at),
    reviewedBy: r.reviewed_by_name,
    documents: docs.filter((d) => d.task_id === r.task_id && d.partner_id === r.partner_id).map(toDocument),
  }));
}
