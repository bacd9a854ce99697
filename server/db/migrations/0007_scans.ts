/**
 * 0007: every scan of a connection's badge is kept, as a meeting in its history. The connection's
 * scanner, scan time and source stay those of its first scan (a colleague scanning the visitor
 * again used to overwrite them). Existing connections get their one known scan.
 */
export default `
create table connection_scans (
  id text primary key,
  connection_id text not null references connections(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  scanned_by_user_id text references users(id) on delete set null,
  scanned_by_activation_id text references licence_activations(id) on delete set null,
  scanned_by_name text not null default '',
  scanned_at timestamptz not null,
  source_type text not null,
  version bigint not null default 0
);
create index connection_scans_connection on connection_scans(connection_id, scanned_at);
create index connection_scans_partner_version on connection_scans(partner_id, version);
insert into connection_scans (id, connection_id, partner_id, scanned_by_user_id, scanned_by_activation_id, scanned_by_name, scanned_at, source_type, version)
  select id || '.first', id, partner_id, scanned_by_user_id, scanned_by_activation_id, scanned_by_name, scanned_at, source_type, version from connections;
`;
