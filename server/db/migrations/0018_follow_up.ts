/**
 * 0018: the follow-up e-mail (#13). Each exhibitor's template per language (the default text is
 * used where it has none) and the time of its end-of-day batch; each connection's follow-up
 * requests with what they carried and how they ended (synced to devices); and the addresses that
 * asked this exhibitor for no more follow-ups.
 */
export default `
create table followup_templates (
  partner_id text not null references partners(id) on delete cascade,
  language text not null check (language in ('de', 'en', 'es', 'fr', 'nl', 'tr')),
  subject text not null check (char_length(subject) between 1 and 200),
  body text not null check (char_length(body) between 1 and 5000),
  updated_at timestamptz not null default now(),
  primary key (partner_id, language)
);
alter table partners add column followup_batch_at text not null default '18:00' check (followup_batch_at ~ '^\\d{2}:\\d{2}$');

create table connection_followups (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  connection_id text not null references connections(id) on delete cascade,
  requested_by_user_id text references users(id) on delete set null,
  requested_by_name text not null default '',
  language text not null,
  mode text not null check (mode in ('now', 'endOfDay')),
  send_at timestamptz not null,
  state text not null default 'scheduled' check (state in ('scheduled', 'sending', 'sent', 'failed', 'noAddress', 'unsubscribed')),
  sent_at timestamptz,
  items jsonb not null default '[]',
  unsubscribe_token text not null unique,
  requested_at timestamptz not null,
  version bigint not null default 0
);
create index connection_followups_partner_version on connection_followups(partner_id, version);
create index connection_followups_connection on connection_followups(connection_id);

create table followup_optouts (
  partner_id text not null references partners(id) on delete cascade,
  email text not null,
  at timestamptz not null default now(),
  primary key (partner_id, email)
);
`;
