/**
 * 0027: guests, the customers an exhibitor invites to the show (issue #16).
 * - registration_links: the public registration pages of an exhibitor (`/r/<slug>`), each giving
 *   its guests a registration type and, optionally, taking only guests with an action code. A
 *   deleted link stops taking registrations; its guests keep the name of what they came through.
 * - registration_questions: the exhibitor's registration form, of the qualifying questions' types,
 *   with names per language, required or not, and their options (ids stay when the form is edited).
 * - action_codes: codes for free tickets, limited (total) or unlimited (null). `used` never passes
 *   `total`: a registration takes a use with one conditional update, and the check backs it.
 * - guests: which exhibitor a visitor registered (or was invited) through, the link and code used,
 *   and the pending link of the double opt-in or of the invitation (only its hash is kept).
 * - users: what the guest came through (the link's name or the code), recorded with the consent,
 *   and when the event's check-in saw them (attendance).
 * - booking requests are found by their meeting too (the language of the visitor's mails).
 */
export default `
create table registration_links (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  slug text not null unique,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  registration_type text not null default 'visitor' check (char_length(registration_type) between 1 and 60),
  code_required boolean not null default false,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index registration_links_partner on registration_links(partner_id, created_at);

create table registration_questions (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  position integer not null,
  name text not null check (char_length(name) between 1 and 200),
  names jsonb not null default '{}',
  type text not null check (type in ('checkbox', 'dropdown', 'radio', 'open')),
  allow_other boolean not null default false,
  required boolean not null default false,
  options jsonb not null default '[]'
);
create index registration_questions_partner on registration_questions(partner_id, position);

create table action_codes (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  event_id text not null references events(id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9-]{4,40}$'),
  name text not null default '' check (char_length(name) <= 100),
  total integer check (total is null or total > 0),
  used integer not null default 0 check (used >= 0),
  distributed boolean not null default false,
  created_at timestamptz not null default now(),
  check (total is null or used <= total)
);
create unique index action_codes_event_code on action_codes(event_id, code);
create index action_codes_partner on action_codes(partner_id, created_at);

create table guests (
  user_id text primary key references users(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  link_id text references registration_links(id) on delete set null,
  action_code_id text references action_codes(id) on delete set null,
  action_code text,
  invited_at timestamptz,
  pending_hash text unique,
  pending_expires_at timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);
create index guests_partner on guests(partner_id, created_at desc);

alter table users add column consent_source text;
alter table users add column checked_in_at timestamptz;

create index booking_requests_conversation on booking_requests(conversation_id) where conversation_id is not null;
`;
