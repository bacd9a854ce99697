/**
 * 0005: content. The exhibitor's content items (company profile, products: SPEC section 3,
 * content container) and, per connection, which of them the staff chose to share with that
 * visitor (last writer wins per connection and item, like answers; synced to the app).
 */
export default `
create table contents (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  type text not null check (type in ('partner', 'profile', 'product')),
  name text not null check (char_length(name) between 1 and 100),
  summary text check (char_length(summary) <= 100),
  description text,
  labels text[] not null default '{}',
  links jsonb not null default '[]',
  public boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contents_partner on contents(partner_id, position);

create table connection_contents (
  connection_id text not null references connections(id) on delete cascade,
  content_id text not null references contents(id) on delete cascade,
  partner_id text not null references partners(id) on delete cascade,
  shared boolean not null,
  updated_by_user_id text references users(id) on delete set null,
  updated_by_name text not null default '',
  updated_at timestamptz not null,
  version bigint not null default 0,
  primary key (connection_id, content_id)
);
create index connection_contents_partner_version on connection_contents(partner_id, version);
`;
