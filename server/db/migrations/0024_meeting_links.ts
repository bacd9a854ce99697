/**
 * 0024: the links visitors and guests act on a meeting with (#15). Each mail about a meeting
 * carries a fresh link for its member; all of a member's links stay valid while the meeting does,
 * so an older mail's buttons still work. Only the hash of a link's token is kept.
 */
export default `
create table meeting_links (
  token_hash text primary key,
  conversation_id text not null references conversations(id) on delete cascade,
  member_id text not null,
  created_at timestamptz not null default now()
);
create index meeting_links_member on meeting_links(conversation_id, member_id);
alter table conversation_members drop column link_token_hash;
`;
