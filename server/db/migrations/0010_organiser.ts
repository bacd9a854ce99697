/**
 * 0010: the organiser (the operator of an installation) and what an organiser sets per event.
 * Organisers log in with their own link (mode 'organiser') into sessions of their own, which are
 * not bound to an event: an organiser reaches every event of the installation. Events get the
 * limits and texts the organiser sets: terms and their version, chat and retention limits, and
 * which visitor fields exhibitors receive (null: all of them).
 */
export default `
create table organisers (
  id text primary key,
  name text not null,
  email text unique,
  created_at timestamptz not null default now()
);

create table organiser_sessions (
  id text primary key,
  token_hash text not null unique,
  organiser_id text not null references organisers(id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);

alter table login_verifiers drop constraint login_verifiers_mode_check;
alter table login_verifiers add constraint login_verifiers_mode_check check (mode in ('partner', 'staff', 'scan', 'token', 'organiser'));

alter table events add column terms_text text not null default '';
alter table events add column terms_version text not null default '1';
alter table events add column max_pending_chats integer not null default 20;
alter table events add column retention_days integer not null default 365;
alter table events add column visitor_fields jsonb;
`;
