/**
 * 0003: the push/pull sync protocol (ARCHITECTURE.md section 3).
 *
 * - Each exhibitor has a change version, raised in every push transaction that changes its data;
 *   the row lock on it orders writers, so versions become visible in order and a pull by cookie
 *   (the last version seen) never skips a row.
 * - Syncable rows carry the version of their last change.
 * - Each client (an installed app, per event session) has a last mutation id: a mutation at or
 *   below it was applied already and is skipped (exactly once).
 * - Mutations that did not complete keep their outcome, so a client that lost the push response
 *   still learns it from the next pull.
 */
export default /* sql */ `
create table partner_versions (
  partner_id text primary key references partners(id) on delete cascade,
  version bigint not null default 0
);
insert into partner_versions (partner_id) select id from partners;

alter table connections add column version bigint not null default 0;
alter table connection_notes add column version bigint not null default 0;
alter table connection_notes add column partner_id text references partners(id) on delete cascade;
alter table connection_stage_entries add column version bigint not null default 0;
alter table connection_stage_entries add column partner_id text references partners(id) on delete cascade;
alter table connection_stage_entries add column author_name text not null default '';
alter table connection_answers add column version bigint not null default 0;
alter table connection_answers add column partner_id text references partners(id) on delete cascade;
update connection_notes n set partner_id = c.partner_id from connections c where c.id = n.connection_id;
update connection_stage_entries s set partner_id = c.partner_id from connections c where c.id = s.connection_id;
update connection_answers a set partner_id = c.partner_id from connections c where c.id = a.connection_id;
alter table connection_notes alter column partner_id set not null;
alter table connection_stage_entries alter column partner_id set not null;
alter table connection_answers alter column partner_id set not null;
create index connections_partner_version on connections(partner_id, version);
create index connection_notes_partner_version on connection_notes(partner_id, version);
create index connection_stage_entries_partner_version on connection_stage_entries(partner_id, version);
create index connection_answers_partner_version on connection_answers(partner_id, version);

-- Who captured it, for 'already scanned by …' and the list, without a join on every pull.
alter table connections add column scanned_by_name text not null default '';

-- Everyone who scanned a connection ('u:<user id>' or 'a:<licence activation id>'): staff without
-- showAllConnections see the connections they scanned, also after a colleague scanned them again.
create table connection_scanners (
  connection_id text not null references connections(id) on delete cascade,
  scanner text not null,
  primary key (connection_id, scanner)
);
create index connection_scanners_scanner on connection_scanners(scanner);
insert into connection_scanners (connection_id, scanner)
  select id, 'u:' || scanned_by_user_id from connections where scanned_by_user_id is not null
  union select id, 'a:' || scanned_by_activation_id from connections where scanned_by_activation_id is not null;

create table sync_clients (
  client_id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  last_mutation_id bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table sync_outcomes (
  client_id text not null references sync_clients(client_id) on delete cascade,
  mutation_id bigint not null,
  outcome text not null,
  reason text,
  created_at timestamptz not null default now(),
  primary key (client_id, mutation_id)
);
`;
