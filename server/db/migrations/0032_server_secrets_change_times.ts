/**
 * 0032: the exhibitors' API (issue #28).
 * - server_secrets: secrets of the server itself, made by it on first use (server/server-secrets.ts),
 *   shared by every instance: 'cursor' signs the cursors of GET /api/v1/connections, so a cursor the
 *   API did not give is refused.
 * - api_change_times is now written for every exhibitor, API account or not (webhooks.ts). The
 *   versions made before were never noted: each exhibitor's current version is noted at the time of
 *   this upgrade, which is no earlier than any of them became visible, so 'changedSince' after the
 *   upgrade gives only what changed after it, and before it everything (nothing is missed).
 */
export default `
create table server_secrets (
  name text primary key,
  secret text not null check (char_length(secret) >= 43),
  created_at timestamptz not null default now()
);

insert into api_change_times (partner_id, version, at)
select partner_id, version, now() from partner_versions
on conflict do nothing;
`;
