/**
 * Removes connections and everything of them from the device: their notes (with their files),
 * stage entries, answers, shared content, meetings and follow-ups. Used when a deletion is written here and
 * when the server says a connection was deleted. Runs inside the caller's transaction.
 */
import type { LeadstandDB } from './db';
import { erasureKey, isErasureKey } from '../domain/erasure';

/** The tables of rows that hang off a connection (indexed by connectionId). */
export const CONNECTION_CHILD_TABLES = ['notes', 'stages', 'answers', 'sharedContent', 'scans', 'followUps'] as const;

export async function dropConnections(db: LeadstandDB, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const noteIds = (await db.notes.where('connectionId').anyOf(ids).primaryKeys()) as string[];
  if (noteIds.length) await db.media.where('noteId').anyOf(noteIds).delete();
  await db.connections.bulkDelete(ids);
  for (const table of CONNECTION_CHILD_TABLES) await db.table(table).where('connectionId').anyOf(ids).delete();
}

/**
 * The connections the server's tombstones name: by id, or, for one erased, by its erasure key
 * (src/domain/erasure.ts), matched against the connections the device holds of those events.
 */
export async function tombstonedConnections(db: LeadstandDB, rows: Array<{ connectionId: string; eventId: string }>): Promise<string[]> {
  const ids = rows.filter((r) => !isErasureKey(r.connectionId)).map((r) => r.connectionId);
  const keys = new Set(rows.filter((r) => isErasureKey(r.connectionId)).map((r) => r.connectionId));
  if (!keys.size) return ids;
  const held = new Set<string>();
  for (const eventId of new Set(rows.map((r) => r.eventId))) {
    for (const id of (await db.connections.where('[eventId+scannedAt]').between([eventId, ''], [eventId, '\uffff']).primaryKeys()) as string[]) held.add(id);
  }
  return [...ids, ...[...held].filter((id) => keys.has(erasureKey(id)))];
}
