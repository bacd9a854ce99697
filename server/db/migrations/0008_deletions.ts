/**
 * 0008: connections deleted on purpose. The connection and everything of it go; a tombstone tells
 * every device of the exhibitor to drop it (synced like other rows, by version), and the audit log
 * keeps who deleted which connection when, without the visitor's data.
 */
export default `
create table connection_deletions (
  connection_id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  deleted_at timestamptz not null,
  version bigint not null
);
create index connection_deletions_partner_version on connection_deletions(partner_id, version);

create table audit_log (
  id bigint generated always as identity primary key,
  partner_id text references partners(id) on delete cascade,
  event_id text references events(id) on delete cascade,
  actor text not null,
  actor_name text not null default '',
  action text not null,
  subject text not null,
  at timestamptz not null default now()
);
create index audit_log_partner on audit_log(partner_id, at);
`;
