/**
 * 0015: what visitors agreed to, and erasure.
 * - users (visitors) record the organiser's terms version they agreed to at registration, and when;
 *   a connection shows it and exports carry it. Visitors registered before this migration are
 *   taken to have agreed to their event's current terms at registration.
 * - a tombstone says whether the connection was erased at the visitor's request (or by retention):
 *   then no device may bring it back with a capture made before the erasure.
 * - audit entries say how many rows an action touched (exports, erasures).
 */
export default `
alter table users add column consent_terms_version text;
alter table users add column consent_at timestamptz;
update users u set consent_terms_version = e.terms_version, consent_at = u.created_at
  from events e where e.id = u.event_id and u.is_system = false;

alter table connection_deletions add column erased boolean not null default false;

alter table audit_log add column row_count integer;
`;
