/**
 * 0023: meet and talk (#15). An exhibitor's people offer timeslots to meet in; a conversation is a
 * chat or a meeting (with its time, state and sequence for calendars), among members who are the
 * exhibitor's people, visitors, or guests known only by name and address (the public booking
 * page). Messages, each person's view of a conversation (folder, unread) and notifications are
 * synced to devices by the exhibitor's change version, like connections.
 *
 * No double booking: an accepted meeting books its time for each member in meeting_bookings,
 * whose exclusion constraint refuses a second booking of the same member's overlapping time,
 * whichever instance writes it. Timeslots of one person never overlap for the same reason.
 */
export default `
create extension if not exists btree_gist;

create table timeslots (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  kind text not null check (kind in ('onsite', 'online')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  version bigint not null default 0,
  check (ends_at > starts_at),
  constraint timeslots_no_overlap exclude using gist (user_id with =, tstzrange(starts_at, ends_at) with &&) where (not deleted)
);
create index timeslots_partner_version on timeslots(partner_id, version);

create table conversations (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  event_id text not null references events(id) on delete cascade,
  kind text not null check (kind in ('chat', 'meeting', 'contact')),
  -- In the exhibitor's company inbox (everyone with companyConversations), besides its members'.
  company boolean not null default false,
  subject text not null default '' check (char_length(subject) <= 200),
  created_by text,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  version bigint not null default 0,
  meeting_type text check (meeting_type in ('hybrid', 'online', 'onsite')),
  starts_at timestamptz,
  ends_at timestamptz,
  location text not null default '' check (char_length(location) <= 200),
  message text not null default '' check (char_length(message) <= 2000),
  state text check (state in ('invited', 'accepted', 'declined', 'cancelled')),
  sequence int not null default 0,
  proposed_starts_at timestamptz,
  proposed_ends_at timestamptz,
  proposed_by text,
  reminded_sequence int,
  check (kind <> 'meeting' or (meeting_type is not null and starts_at is not null and ends_at > starts_at and state is not null))
);
create index conversations_partner_version on conversations(partner_id, version);

-- member_id: a user's id, or 'g:' and a uuid for a guest known only by name and address.
create table conversation_members (
  conversation_id text not null references conversations(id) on delete cascade,
  member_id text not null,
  user_id text references users(id) on delete cascade,
  staff boolean not null default false,
  name text not null default '',
  email text,
  role text not null check (role in ('organizer', 'participant')),
  response text not null default 'invited' check (response in ('invited', 'accepted', 'declined')),
  -- Visitors and guests act through mailed links: the hash of their link's token.
  link_token_hash text unique,
  primary key (conversation_id, member_id)
);
create index conversation_members_user on conversation_members(user_id);

create table meeting_bookings (
  conversation_id text not null references conversations(id) on delete cascade,
  member_id text not null,
  during tstzrange not null,
  primary key (conversation_id, member_id),
  constraint meeting_bookings_no_double_booking exclude using gist (member_id with =, during with &&)
);

create table messages (
  id text primary key,
  conversation_id text not null references conversations(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  author_id text,
  author_name text not null default '',
  type text not null check (type in ('text', 'accepted', 'cancelled', 'connectionAccepted', 'connectionDeclined', 'connectionRequest', 'declined', 'invited', 'timeAccepted', 'timeProposed')),
  body text not null default '' check (char_length(body) <= 4000),
  created_at timestamptz not null,
  recalled boolean not null default false,
  version bigint not null default 0
);
create index messages_partner_version on messages(partner_id, version);
create index messages_conversation on messages(conversation_id, created_at);

-- Each person's view of a conversation they may read.
create table conversation_states (
  conversation_id text not null references conversations(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  folder text not null default 'inbox' check (folder in ('inbox', 'archived', 'deleted')),
  unread boolean not null default true,
  version bigint not null default 0,
  primary key (conversation_id, user_id)
);
create index conversation_states_partner_version on conversation_states(partner_id, version);

create table notifications (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  conversation_id text not null references conversations(id) on delete cascade,
  type text not null check (type in ('accepted', 'invited', 'message', 'reminder', 'start')),
  created_at timestamptz not null default now(),
  read boolean not null default false,
  version bigint not null default 0
);
create index notifications_partner_version on notifications(partner_id, version);
create index notifications_user on notifications(user_id, created_at);

-- A slot booked on the public booking page, until the booker confirms their address by the mailed link.
create table booking_requests (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  meeting_type text not null check (meeting_type in ('online', 'onsite')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  name text not null,
  email text not null,
  message text not null default '',
  language text not null default 'en',
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  conversation_id text references conversations(id) on delete set null
);

-- Each person's calendar feed: the hash of the secret in its URL.
alter table users add column calendar_token_hash text unique;
`;
