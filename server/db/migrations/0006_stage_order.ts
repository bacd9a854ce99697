/**
 * 0006: the order of a connection's stage history is the order the server accepted its entries
 * (`seq`), never the devices' clocks: a device whose clock runs behind, or an entry dated in the
 * future, must not keep the stage a person has just saved from applying. Entries already stored
 * are numbered in the order they were synced, then by their time.
 */
export default `
create sequence connection_stage_entries_seq as bigint;
alter table connection_stage_entries add column seq bigint;
update connection_stage_entries s set seq = o.n
  from (select id, row_number() over (order by version, created_at, id) as n from connection_stage_entries) o
  where o.id = s.id;
select setval('connection_stage_entries_seq', coalesce((select max(seq) from connection_stage_entries), 0) + 1, false);
alter table connection_stage_entries alter column seq set default nextval('connection_stage_entries_seq');
alter table connection_stage_entries alter column seq set not null;
alter sequence connection_stage_entries_seq owned by connection_stage_entries.seq;
create index connection_stage_entries_order on connection_stage_entries(connection_id, seq);
`;
