/**
 * The job runner: background work kept in the database (table jobs, migration 0014), so it
 * survives restarts and runs once however many server instances there are.
 *
 * - enqueue() adds a job; a singleton key makes it idempotent (a periodic sweep is enqueued by
 *   every instance, once per period, and only the first insert counts).
 * - Each instance polls: it claims due jobs with FOR UPDATE SKIP LOCKED and a lease, so two
 *   instances never take the same job; a job whose instance died mid-run is taken up again when
 *   its lease has run out. Handlers are therefore written to be safe to run again.
 * - A failure is retried with exponential back-off until max_attempts, then the job is 'failed'
 *   with its last error, for the operator (`npm run admin -- jobs`).
 *
 * Why not a library: pg-boss from version 11 and graphile-worker need Node 22, and graphile-worker
 * also LISTEN/NOTIFY on connections of its own, which embedded PGlite (one connection inside the
 * process) does not offer; pg-boss 10 is no longer maintained (docs/decisions.md).
 */
import { sql, type Kysely } from 'kysely';
import type { DB, JobState } from '../db/schema';
import { newId } from '../security';

export interface JobContext {
  db: Kysely<DB>;
  /** The job's id and how many times it has been started (1 on its first run). */
  job: { id: string; attempt: number };
}

export interface JobHandler {
  run(payload: Record<string, unknown>, ctx: JobContext): Promise<void>;
}

/** A job every `everyMs`: each instance enqueues it once per period; only one run happens. */
export interface Schedule {
  kind: string;
  everyMs: number;
  payload?: Record<string, unknown>;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  singletonKey?: string;
  maxAttempts?: number;
}

export interface RunnerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How long a claimed job is this instance's before another may take it (its instance is presumed dead). */
export const JOB_LEASE_MS = 5 * 60_000;
/** Jobs claimed per poll, run one after another. */
export const JOB_BATCH = 10;
/** Candidates ranked per claim, in batches: room for instances that claim at the same moment. */
const CANDIDATE_BATCHES = 4;
/** Finished jobs are kept this long for the operator, then removed. */
export const JOB_KEEP_MS = 7 * 86_400_000;

/** The wait before attempt `attempt + 1`: 10 s, 20 s, 40 s, … at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));
}

/** Adds a job; false when one with the same singleton key exists already. */
export async function enqueue(db: Kysely<DB>, job: NewJob): Promise<boolean> {
  const res = await db
    .insertInto('jobs')
    .values({
      id: newId(),
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      run_at: job.runAt ?? new Date(),
      max_attempts: job.maxAttempts ?? 5,
      singleton_key: job.singletonKey ?? null,
    })
    .onConflict((oc) => oc.column('singleton_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

interface Claimed {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface RunnerOptions {
  /** This instance's name in locked_by (host and pid). */
  instance: string;
  pollMs?: number;
  leaseMs?: number;
  /** Jobs claimed per poll. */
  batch?: number;
  schedules?: Schedule[];
  log?: RunnerLog;
}

export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: RunnerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    const poll = () => {
      if (this.stopped) return;
      let full = false;
      this.running = this.tick()
        .then((ran) => void (full = ran >= (this.options.batch ?? JOB_BATCH)))
        .catch((err: unknown) => this.options.log?.error({ err }, 'job poll failed'))
        .finally(() => {
          // A full batch means more may be due: the next one at once (a thousand invitations
          // are sent in a minute or two, not one batch per poll).
          if (!this.stopped) this.timer = setTimeout(poll, full ? 0 : (this.options.pollMs ?? 5000));
        });
    };
    poll();
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => {});
  }

  /** One poll: enqueues the periodic jobs of this period, then runs what is due. Returns how many ran. */
  async tick(now = Date.now()): Promise<number> {
    for (const s of this.options.schedules ?? []) {
      await enqueue(this.db, { kind: s.kind, payload: s.payload ?? {}, singletonKey: `${s.kind}@${Math.floor(now / s.everyMs) * s.everyMs}`, maxAttempts: 3 });
    }
    const claimed = await this.claim();
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const kinds = Object.keys(this.handlers);
    if (!kinds.length) return [];
    const lease = this.options.leaseMs ?? JOB_LEASE_MS;
    const due = (t: string) =>
      sql`${sql.ref(`${t}.kind`)} = any(${kinds}::text[]) and ((${sql.ref(`${t}.state`)} = 'queued' and ${sql.ref(`${t}.run_at`)} <= now()) or (${sql.ref(`${t}.state`)} = 'running' and ${sql.ref(`${t}.locked_until`)} < now()))`;
    // The oldest due job of each kind first, then the next of each: a follow-up asked for now
    // does not wait behind a thousand team invitations queued a minute earlier. The ranking picks
    // a few batches' worth of candidates, and the lock skips those another instance holds, so
    // instances polling at once take different jobs (FOR UPDATE may not stand beside the window
    // function, hence the ranking in a subquery and the lock `of j` outside, where the row is
    // checked again as it is when locked).
    const batch = this.options.batch ?? JOB_BATCH;
    const rows = await sql<Claimed>`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.options.instance},
        locked_until = now() + ${lease} * interval '1 millisecond'
      where id in (
        select j.id from jobs j
        join (
          select id, turn, run_at from (select id, run_at, row_number() over (partition by kind order by run_at, id) as turn from jobs c where ${due('c')}) ranked
          order by turn, run_at
          limit ${batch * CANDIDATE_BATCHES}) r on r.id = j.id
        -- Again on the row as locked: one another instance claimed meanwhile is not due any more.
        where ${due('j')}
        order by r.turn, r.run_at
        limit ${batch}
        for update of j skip locked)
      returning id, kind, payload, attempts, max_attempts`.execute(this.db);
    return rows.rows;
  }

  private async runOne(job: Claimed): Promise<void> {
    const mine = sql<boolean>`id = ${job.id} and locked_by = ${this.options.instance}`;
    try {
      await this.handlers[job.kind]!.run(job.payload, { db: this.db, job: { id: job.id, attempt: job.attempts } });
      await sql`update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null where ${mine}`.execute(this.db);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts;
      const state: JobState = final ? 'failed' : 'queued';
      await sql`
        update jobs set state = ${state}, locked_by = null, locked_until = null, last_error = ${message.slice(0, 2000)},
          run_at = now() + ${backoffMs(job.attempts)} * interval '1 millisecond', finished_at = ${final ? sql`now()` : null}
        where ${mine}`.execute(this.db);
      this.options.log?.error({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: message }, final ? 'job failed for good' : 'job failed; retrying later');
    }
  }
}

/** The built-in sweep: finished jobs older than JOB_KEEP_MS are removed. */
export const cleanupJobs: JobHandler = {
  async run(_payload, { db }) {
    await db
      .deleteFrom('jobs')
      .where('state', 'in', ['done', 'failed'])
      .where('finished_at', '<', new Date(Date.now() - JOB_KEEP_MS))
      .execute();
  },
};

export interface JobReport {
  counts: Array<{ kind: string; state: string; count: number; next: string | null }>;
  failures: Array<{ id: string; kind: string; attempts: number; error: string | null; at: string }>;
}

/** What the operator sees: jobs by kind and state, and the latest failures. */
export async function jobReport(db: Kysely<DB>): Promise<JobReport> {
  const counts = await sql<{ kind: string; state: string; count: number; next: Date | null }>`
    select kind, state, count(*)::int as count, min(run_at) filter (where state = 'queued') as next
    from jobs group by kind, state order by kind, state`.execute(db);
  const failures = await db.selectFrom('jobs').select(['id', 'kind', 'attempts', 'last_error', 'finished_at']).where('state', '=', 'failed').orderBy('finished_at', 'desc').limit(10).execute();
  return {
    counts: counts.rows.map((r) => ({ kind: r.kind, state: r.state, count: r.count, next: r.next ? new Date(r.next).toISOString() : null })),
    failures: failures.map((f) => ({ id: f.id, kind: f.kind, attempts: f.attempts, error: f.last_error, at: f.finished_at ? new Date(f.finished_at).toISOString() : '' })),
  };
}
