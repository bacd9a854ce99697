/**
 * 0017: the content editor (#13). Every field of SPEC section 3's content container on the
 * exhibitor's items, each with an unguessable share key that names its page (`/p/<key>`, the QR
 * code URL), and the files attached to them (uploads claimed by an item: attachments, banner,
 * logo), which leave with their item.
 */
export default `
alter table contents
  add column share_key text not null default replace(gen_random_uuid()::text, '-', ''),
  add column elements jsonb not null default '[]',
  add column address text not null default '' check (char_length(address) <= 300),
  add column contact jsonb not null default '{"name":"","email":"","phone":""}',
  add column starts_on text check (starts_on ~ '^\\d{4}-\\d{2}-\\d{2}$'),
  add column ends_on text check (ends_on ~ '^\\d{4}-\\d{2}-\\d{2}$'),
  add column opens_at text check (opens_at ~ '^\\d{2}:\\d{2}$'),
  add column closes_at text check (closes_at ~ '^\\d{2}:\\d{2}$'),
  add column banner_file_id text,
  add column logo_file_id text;
create unique index contents_share_key on contents(share_key);

create table content_files (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  content_id text not null references contents(id) on delete cascade,
  name text not null default '',
  media_type text not null,
  size bigint not null,
  created_at timestamptz not null default now()
);
create index content_files_content on content_files(content_id);
`;
