/**
 * Who may see which connection, and how much of it, in one place: pull, push, uploads, exports
 * and the visitor directory all ask here. A connection is seen by everyone of the exhibitor with
 * showAllConnections, and otherwise by those who scanned it (connection_scanners). Without
 * showAllConnections, a scanner sees only what was written on it since they first captured it
 * themselves (docs/decisions.md, "A colleague's lead"): their own meeting, not a colleague's.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Caller } from '../auth/caller';
import { LEAD_LICENCE_TYPES } from '../../src/domain/licence';

/** Who scanned, as recorded in connection_scanners: 'u:<user>' or 'a:<licence activation>'. */
export function scannerKey(caller: Caller): string {
  return caller.user ? `u:${caller.user.id}` : `a:${caller.activationId}`;
}

/** The name shown as scanner or author: the person's, or the one a scan user gave. */
export function callerName(caller: Caller): string {
  if (caller.user) return `${caller.user.first_name} ${caller.user.last_name}`.trim();
  return caller.activationName ?? '';
}

/**
 * What the caller sees, as a pull cookie's scope: when it changes, the device gets everything
 * again. Connections: all of the exhibitor's or the caller's own; conversations: with the company
 * inbox or without (server/conversations/visibility.ts).
 */
export function scopeOf(caller: Caller): string {
  const connections = caller.permissions.has('showAllConnections') ? 'all' : scannerKey(caller);
  return caller.permissions.has('companyConversations') ? `${connections}+inbox` : connections;
}

/** SQL condition on `c` (connections) for what the caller may see. */
export function visibleTo(caller: Caller) {
  if (caller.permissions.has('showAllConnections')) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from connection_scanners s where s.connection_id = c.id and s.scanner = ${scannerKey(caller)})`;
}

/**
 * SQL condition on `x`, a row that belongs to a connection (x.connection_id, x.version): the
 * caller may see it. Without showAllConnections, only rows written at or after the version at
 * which the caller first captured the connection.
 */
export function rowVisibleTo(caller: Caller) {
  if (caller.permissions.has('showAllConnections')) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from connection_scanners s where s.connection_id = x.connection_id and s.scanner = ${scannerKey(caller)} and x.version >= s.since_version)`;
}

/**
 * Columns of `c` (connections) as the caller sees the connection, for toConnectionRow:
 * - view_scanned_at, view_source_type, view_scanned_by_name: the meeting shown as the connection's
 *   (the first scan; without showAllConnections, the caller's own first scan);
 * - view_stage, view_rating: without showAllConnections, the stage of the last entry the caller may
 *   see ('new' if none) and the rating only when the caller set it (or, with no setter recorded,
 *   is the first scanner, who alone may set it): the scanner sees the rating everyone sees;
 * - also_met_by: how many others of the team scanned the visitor, besides the one shown.
 */
export function viewColumns(caller: Caller) {
  if (caller.permissions.has('showAllConnections')) {
    return sql`c.scanned_at as view_scanned_at, c.source_type as view_source_type, c.scanned_by_name as view_scanned_by_name,
      c.stage as view_stage, c.rating as view_rating,
      (select count(*) from connection_scanners o where o.connection_id = c.id
        and o.scanner <> coalesce('u:' || c.scanned_by_user_id, 'a:' || c.scanned_by_activation_id))::int as also_met_by`;
  }
  const key = scannerKey(caller);
  const mine = caller.user ? sql`y.scanned_by_user_id = ${caller.user.id}` : sql`y.scanned_by_activation_id = ${caller.activationId}`;
  // An override without a recorded setter (written before it was recorded) is the first scanner's.
  const firstScanner = caller.user ? sql`c.scanned_by_user_id = ${caller.user.id}` : sql`c.scanned_by_activation_id = ${caller.activationId}`;
  const own = (column: string) => sql`(select ${sql.ref(`y.${column}`)} from connection_scans y where y.connection_id = c.id and ${mine} order by y.scanned_at limit 1)`;
  return sql`coalesce(${own('scanned_at')}, c.scanned_at) as view_scanned_at,
    coalesce(${own('source_type')}, c.source_type) as view_source_type,
    coalesce(${own('scanned_by_name')}, ${callerName(caller)}) as view_scanned_by_name,
    coalesce((select e.stage from connection_stage_entries e join connection_scanners s on s.connection_id = e.connection_id and s.scanner = ${key}
      where e.connection_id = c.id and e.version >= s.since_version order by e.seq desc limit 1), 'new') as view_stage,
    case when c.rating_set_by = ${key} or (c.rating_set_by is null and ${firstScanner}) then c.rating end as view_rating,
    (select count(*) from connection_scanners o where o.connection_id = c.id and o.scanner <> ${key})::int as also_met_by`;
}

/** Of `ids`, the exhibitor's connections the caller may see. */
export async function visibleConnectionIds(db: Kysely<DB> | Transaction<DB>, caller: Caller, ids: Iterable<string>): Promise<Set<string>> {
  const list = [...ids];
  if (!list.length) return new Set();
  const rows = await sql<{ id: string }>`
    select c.id from connections c
    where c.partner_id = ${caller.partner!.id} and c.id = any(${list}::text[]) and ${visibleTo(caller)}`.execute(db);
  return new Set(rows.rows.map((r) => r.id));
}

/** Of `ids`, the connections the caller scanned themselves (only they may override the rating). */
/** A connection's first scan: who met the visitor first (their scanner key) and when. */
export interface FirstScan {
  scanner: string;
  at: number;
}

/**
 * The first scan of each of these connections that exists. The first scanner is the one who may
 * override the rating and, with admins, delete the connection.
 */
export async function firstScans(db: Kysely<DB> | Transaction<DB>, ids: Iterable<string>): Promise<Map<string, FirstScan>> {
  const list = [...new Set(ids)];
  if (!list.length) return new Map();
  const rows = await db.selectFrom('connections').select(['id', 'scanned_by_user_id', 'scanned_by_activation_id', 'scanned_at']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [r.id, { scanner: r.scanned_by_user_id ? `u:${r.scanned_by_user_id}` : `a:${r.scanned_by_activation_id}`, at: r.scanned_at.getTime() }]));
}

/** Whether the exhibitor holds a lead-capture licence (not a check-in desk's or touchpoint's): captures then show full data at once. */
export async function partnerLicensed(db: Kysely<DB> | Transaction<DB>, partnerId: string): Promise<boolean> {
  return !!(await db.selectFrom('licences').select('id').where('partner_id', '=', partnerId).where('type', 'in', LEAD_LICENCE_TYPES).limit(1).executeTakeFirst());
}
