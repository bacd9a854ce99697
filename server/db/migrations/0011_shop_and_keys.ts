/**
 * 0011: what an organiser sells and how their own systems reach the installation.
 * - badge_types: the badges of an event's shop (the exhibitors' shop sells them): a price in
 *   cents with its currency and VAT rate (in hundredths of a percent: 1900 = 19 %), how many each
 *   exhibitor gets free (complimentary), and the stock (null: unlimited).
 * - organiser_api_keys: keys for the organiser's registration platform or badge printer; only a
 *   hash of the secret is kept, with the first characters to recognise it by.
 * - organisers get a language, for the mails that log them in (by e-mail) or welcome them.
 * - a session made by switching mode (staff mode, back to administrator) names the session it came
 *   from, and ends with it (logout of either ends both).
 * - a session records when its person last proved their current second factor (or, turning
 *   e-mail codes on, their mailbox): two-factor settings change only shortly after that.
 * - a sync client (a device's outbox) belongs to a person (or, for scan sessions, the licence the
 *   device scans with), so no colleague who learns its id can make the server skip their writes.
 * - export_mails: each e-mailed export (who, when, how many connections), for the daily quota.
 */
export default `
create table badge_types (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  name text not null,
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 10000),
  complimentary integer not null default 0 check (complimentary >= 0),
  stock integer check (stock is null or stock >= 0),
  created_at timestamptz not null default now()
);
create unique index badge_types_event_name on badge_types (event_id, lower(name));

create table organiser_api_keys (
  id text primary key,
  organiser_id text not null references organisers(id) on delete cascade,
  name text not null,
  prefix text not null,
  secret_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

alter table organisers add column language text not null default 'en';
create unique index organisers_email_lower on organisers (lower(email));

alter table sessions add column parent_session_id text references sessions(id) on delete cascade;
create index sessions_parent on sessions (parent_session_id) where parent_session_id is not null;
alter table sessions add column two_factor_verified_at timestamptz;
alter table sync_clients add column owner text;

create table export_mails (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  person text not null,
  connections integer not null,
  sent_at timestamptz not null default now()
);
create index export_mails_person on export_mails (person, sent_at);
`;
