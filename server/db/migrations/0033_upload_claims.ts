/**
 * 0033 (#28): an upload has one owner, and an erased connection leaves no badge code behind.
 *
 * upload_claims: every resumable upload (`<partner>.<uuid>`, server/media/store.ts) that a note's
 * media, a content item's files or a task's documents hold, once: its primary key refuses a
 * second claim whoever makes it (SQLSTATE 23505 on upload_claims_once). Triggers on the three
 * owner tables add the claim with the owner's row and drop it with the row (also when the row
 * goes by cascade: a connection erased, a content item or a task deleted), in the same
 * transaction. A file is removed from disk only when no claim and no owner row names it
 * (server/media/claims.ts). Existing rows are claimed in the order tasks, content, notes; an
 * upload two owners held already stays claimed by the first, and its file stays while any row
 * names it.
 *
 * Erasure: the connection id is `<partner>.<badge code>`, so tombstones, audit entries and queued
 * webhook deliveries of erased connections name them by their erasure key instead,
 * `erased-<sha256 hex of the connection id>` (src/domain/erasure.ts); the rows written before are
 * rewritten here.
 */
const claims = `
create table upload_claims (
  upload_id text not null,
  partner_id text not null references partners(id) on delete cascade,
  kind text not null check (kind in ('note', 'content', 'task')),
  owner_id text not null,
  created_at timestamptz not null default now(),
  constraint upload_claims_once primary key (upload_id)
);
create index upload_claims_partner on upload_claims(partner_id);

insert into upload_claims (upload_id, partner_id, kind, owner_id)
  select id, partner_id, 'task', task_id from task_documents order by created_at
  on conflict do nothing;
insert into upload_claims (upload_id, partner_id, kind, owner_id)
  select id, partner_id, 'content', content_id from content_files order by created_at
  on conflict do nothing;
insert into upload_claims (upload_id, partner_id, kind, owner_id)
  select m.storage_key, c.partner_id, 'note', coalesce(m.note_id, m.id) from media m join connections c on c.id = m.connection_id order by m.created_at
  on conflict do nothing;

create function upload_claim_note() returns trigger language plpgsql as $$
begin
  insert into upload_claims (upload_id, partner_id, kind, owner_id)
    select new.storage_key, c.partner_id, 'note', coalesce(new.note_id, new.id) from connections c where c.id = new.connection_id;
  return new;
end $$;
create function upload_claim_content() returns trigger language plpgsql as $$
begin
  insert into upload_claims (upload_id, partner_id, kind, owner_id) values (new.id, new.partner_id, 'content', new.content_id);
  return new;
end $$;
create function upload_claim_task() returns trigger language plpgsql as $$
begin
  insert into upload_claims (upload_id, partner_id, kind, owner_id) values (new.id, new.partner_id, 'task', new.task_id);
  return new;
end $$;
create function upload_release_note() returns trigger language plpgsql as $$
begin
  delete from upload_claims where upload_id = old.storage_key and kind = 'note';
  return old;
end $$;
create function upload_release_file() returns trigger language plpgsql as $$
begin
  delete from upload_claims where upload_id = old.id and kind = tg_argv[0];
  return old;
end $$;

create trigger media_claims_upload after insert on media for each row execute function upload_claim_note();
create trigger content_files_claim_upload after insert on content_files for each row execute function upload_claim_content();
create trigger task_documents_claim_upload after insert on task_documents for each row execute function upload_claim_task();
create trigger media_releases_upload after delete on media for each row execute function upload_release_note();
create trigger content_files_release_upload after delete on content_files for each row execute function upload_release_file('content');
create trigger task_documents_release_upload after delete on task_documents for each row execute function upload_release_file('task');

`;

/** Rows written before that name an erased connection by its id, rewritten to its erasure key (the test runs it on such rows). */
export const ERASURE_SCRUB = `
-- Everything that names an erased connection by its id names it by its erasure key.
create temporary table erased_keys on commit drop as
  select connection_id as id, 'erased-' || encode(sha256(convert_to(connection_id, 'UTF8')), 'hex') as key
  from connection_deletions where erased and connection_id not like 'erased-%';
update audit_log a set subject = x.key from erased_keys x where a.subject = x.id;
update audit_log set subject = 'erased-' || encode(sha256(convert_to(subject, 'UTF8')), 'hex')
  where action = 'visitor.erased' and subject not like 'erased-%';
update jobs j set
    payload = jsonb_set(j.payload, '{body,data,connectionId}', to_jsonb(x.key)),
    singleton_key = replace(j.singleton_key, x.id, x.key)
  from erased_keys x
  where j.kind = 'webhook.deliver' and j.payload #>> '{body,data,connectionId}' = x.id;
update connection_deletions d set connection_id = x.key from erased_keys x where d.connection_id = x.id;
`;

export default claims + ERASURE_SCRUB;
