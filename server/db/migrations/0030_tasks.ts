/**
 * 0030: the organiser's tasks for exhibitors (#17, SPEC section 3 'Task'). A task belongs to an
 * event and is for all its exhibitors or for chosen ones (task_exhibitors). Each exhibitor's
 * progress is a row of task_progress (no row: todo); the files an exhibitor uploaded for a task are
 * task_documents, named like every resumable upload `<partner>.<uuid>` (server/media/store.ts).
 */
export default `
create table tasks (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 4000),
  mandate text not null check (mandate in ('optional', 'required')),
  due_at timestamptz,
  audience text not null default 'all' check (audience in ('all', 'chosen')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tasks_event on tasks(event_id, due_at);

create table task_exhibitors (
  task_id text not null references tasks(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  primary key (task_id, partner_id)
);
create index task_exhibitors_partner on task_exhibitors(partner_id);

create table task_progress (
  task_id text not null references tasks(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  state text not null default 'todo' check (state in ('todo', 'inProgress', 'inReview', 'completed')),
  review_state text check (review_state in ('inReview', 'approved', 'rejected')),
  review_comment text not null default '' check (char_length(review_comment) <= 2000),
  submitted_at timestamptz,
  submitted_by_name text not null default '',
  reviewed_at timestamptz,
  reviewed_by text references organisers(id) on delete set null,
  reviewed_by_name text not null default '',
  updated_at timestamptz not null default now(),
  primary key (task_id, partner_id),
  check ((state = 'inReview') = (review_state is not distinct from 'inReview')),
  check (state <> 'completed' or review_state = 'approved')
);
create index task_progress_review on task_progress(state) where state = 'inReview';

create table task_documents (
  id text primary key,
  task_id text not null references tasks(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  name text not null default '' check (char_length(name) <= 200),
  media_type text not null check (media_type in ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')),
  size bigint not null check (size > 0 and size < 104857600),
  uploaded_by_name text not null default '',
  created_at timestamptz not null default now()
);
create index task_documents_task on task_documents(task_id, partner_id, created_at);
`;
