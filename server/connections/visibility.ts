/**
 * Who may see which connection, in one place: pull, push, uploads, exports and the visitor
 * directory all ask here. A connection is seen by everyone of the exhibitor with
 * showAllConnections, and otherwise by those who scanned it (connection_scanners).
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

/** What the caller sees, as a pull cookie's scope: when it changes, the device gets everything again. */
export function scopeOf(caller: Caller): string {
  return caller.permissions.has('showAllConnections') ? 'all' : scannerKey(caller);
}

/** SQL condition on `c` (connections) for what the caller may see. */
export function visibleTo(caller: Caller) {
  if (caller.permissions.has('showAllConnections')) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from connection_scanners s where s.connection_id = c.id and s.scanner = ${scannerKey(caller)})`;
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
