/**
 * 0014: jobs, the server's background work kept in the database (server/jobs/runner.ts): expiring
 * uploads no note claimed, retention, later reminders, order time-outs and webhook deliveries.
 * A job is claimed with FOR UPDATE SKIP LOCKED and a lease, so each runs once however many server
 * instances poll, and a job whose instance died is taken up again when its lease runs out.
 * singleton_key makes a periodic job (one sweep per hour) or a one-off job idempotent to enqueue.
 * uploads: who started each upload and how large it is, for the daily upload quota per person.
 */
export default `
create table jobs (
  id text primary key,
  kind text not null,
  payload jsonb not null default '{}',
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts > 0),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  singleton_key text unique,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_due on jobs (run_at) where state in ('queued', 'running');
create index jobs_finished on jobs (finished_at) where state in ('done', 'failed');

create table uploads (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  uploader text not null,
  size bigint not null,
  created_at timestamptz not null default now()
);
create index uploads_uploader on uploads (uploader, created_at);
`;
