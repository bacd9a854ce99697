/**
 * 0001: events, exhibitors, people, staff, licences, connections with notes, stages, answers
 * and media, login verifiers and sessions. Later migrations add their own tables; a migration
 * never changes once it has shipped.
 */
export default /* sql */ `
create table events (
  id text primary key,
  name text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  timezone text not null,
  environment_name text not null default '',
  application_color text not null,
  action_color text not null,
  question_limit integer not null default 25,
  product_limit integer not null default 50,
  allow_add_questions boolean not null default true,
  created_at timestamptz not null default now(),
  check (starts_at < ends_at)
);

-- Exhibitors. settings holds the 14 section switches of SPEC section 6 as booleans.
create table partners (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  name text not null,
  settings jsonb not null,
  created_at timestamptz not null default now()
);
create index partners_event on partners(event_id);

-- Everyone registered at an event: visitors, staff and exhibitor admins. The contact fields are
-- the registration record that connections show (SPEC section 3).
create table users (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  badge_code text not null,
  email text,
  first_name text not null default '',
  last_name text not null default '',
  fullname text,
  firstinitials text,
  lastnameprefix text,
  suffix text,
  title text,
  gender text,
  company text,
  department text,
  jobfunction text,
  phone1 text,
  phone2 text,
  fax text,
  website text,
  addressline1 text,
  addressline2 text,
  housenumber text,
  housenumbersuffix text,
  postalcode text,
  city text,
  country text,
  state text,
  cocnumber text,
  vatnumber text,
  registration_type text,
  registration_state text not null default 'registered'
    check (registration_state in ('registering', 'invited', 'pendingConfirmation', 'registered', 'hold')),
  attendance_state text check (attendance_state in ('show', 'noShow')),
  attendance_type text check (attendance_type in ('online', 'onsite')),
  language text not null default 'en',
  public boolean not null default false,
  contactable boolean not null default false,
  is_system boolean not null default false,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, badge_code),
  check (not contactable or public)
);
create index users_email on users(lower(email));

-- Staff: a person working for an exhibitor, with the permissions of SPEC section 6.
create table staff (
  partner_id text not null references partners(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  permissions text[] not null default '{}',
  complimentary_badges integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (partner_id, user_id)
);
create index staff_user on staff(user_id);

-- Scan licences: limited (total) or unlimited (total null); used = number of activations.
create table licences (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  code text not null unique,
  type text not null check (type in ('barcodescanner', 'checkin', 'rfidreader', 'scan', 'scanapp', 'touchpoint')),
  total integer check (total is null or total > 0),
  created_at timestamptz not null default now()
);
create index licences_partner on licences(partner_id);

create table licence_activations (
  id text primary key,
  licence_id text not null references licences(id) on delete cascade,
  name text,
  email text,
  activated_at timestamptz not null default now()
);
create index licence_activations_licence on licence_activations(licence_id);

-- Connections (leads). The id is made by the capturing client, so a retried capture is one row.
create table connections (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  badge_code text not null,
  visitor_id text references users(id) on delete set null,
  scanned_by_user_id text references users(id) on delete set null,
  scanned_by_activation_id text references licence_activations(id) on delete set null,
  scanned_at timestamptz not null,
  source_type text not null check (source_type in ('barcode', 'manual', 'nfc', 'rfid', 'un')),
  initiator_type text not null default 'staff' check (initiator_type in ('personnel', 'staff', 'visitor')),
  stage text not null default 'new'
    check (stage in ('new', 'contacted', 'quoted', 'sold', 'active', 'inactive', 'longterm')),
  rating text check (rating in ('hot', 'warm', 'cold')),
  licensed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index connections_partner on connections(partner_id, scanned_at desc);
create unique index connections_partner_badge on connections(partner_id, badge_code);

create table connection_notes (
  id text primary key,
  connection_id text not null references connections(id) on delete cascade,
  type text not null default 'text' check (type in ('text', 'audio', 'image')),
  text text not null default '',
  author_user_id text references users(id) on delete set null,
  author_name text not null default '',
  created_at timestamptz not null
);
create index connection_notes_connection on connection_notes(connection_id, created_at);

create table connection_stage_entries (
  id text primary key,
  connection_id text not null references connections(id) on delete cascade,
  stage text not null check (stage in ('new', 'contacted', 'quoted', 'sold', 'active', 'inactive', 'longterm')),
  comment text not null default '',
  author_user_id text references users(id) on delete set null,
  created_at timestamptz not null
);
create index connection_stage_entries_connection on connection_stage_entries(connection_id, created_at);

create table questions (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  name text not null,
  type text not null check (type in ('checkbox', 'dropdown', 'radio', 'open')),
  enabled boolean not null default true,
  allow_other boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index questions_partner on questions(partner_id, position);

create table question_options (
  id text primary key,
  question_id text not null references questions(id) on delete cascade,
  name text not null,
  position integer not null default 0
);
create index question_options_question on question_options(question_id, position);

-- Answers are last-writer-wins per (connection, question).
create table connection_answers (
  connection_id text not null references connections(id) on delete cascade,
  question_id text not null references questions(id) on delete cascade,
  choices text[] not null default '{}',
  text text,
  updated_by_user_id text references users(id) on delete set null,
  updated_at timestamptz not null,
  primary key (connection_id, question_id)
);

-- Photos and voice memos of notes. The bytes live in the file store under storage_key.
create table media (
  id text primary key,
  connection_id text not null references connections(id) on delete cascade,
  note_id text references connection_notes(id) on delete cascade,
  kind text not null check (kind in ('audio', 'image')),
  media_type text not null,
  size bigint not null check (size > 0),
  sha256 text,
  storage_key text not null,
  complete boolean not null default false,
  created_at timestamptz not null default now()
);
create index media_connection on media(connection_id);

-- Login links: only a hash of each verifier is stored. subject is the partner id, user id or
-- licence code the link logs in as.
create table login_verifiers (
  id text primary key,
  mode text not null check (mode in ('partner', 'staff', 'scan', 'token')),
  subject text not null,
  verifier_hash text not null,
  single_use boolean not null default false,
  expires_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_verifiers_subject on login_verifiers(mode, subject);

-- Server sessions. The browser holds the token; the server keeps only its hash.
create table sessions (
  id text primary key,
  token_hash text not null unique,
  mode text not null check (mode in ('native', 'partner', 'scan', 'staff')),
  event_id text not null references events(id) on delete cascade,
  partner_id text references partners(id) on delete cascade,
  user_id text references users(id) on delete cascade,
  licence_activation_id text references licence_activations(id) on delete cascade,
  embedded boolean not null default false,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user on sessions(user_id);
`;
