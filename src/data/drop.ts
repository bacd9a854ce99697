/**
 * Removes connections and everything of them from the device: their notes (with their files),
 * stage entries, answers, shared content, meetings and follow-ups. Used when a deletion is written here and
 * when the server says a connection was deleted. Runs inside the caller's transaction.
 */
import type { LeadstandDB } from './db';

/** The tables of rows that hang off a connection (indexed by connectionId). */
export const CONNECTION_CHILD_TABLES = ['notes', 'stages', 'answers', 'sharedContent', 'scans', 'followUps'] as const;

export async function dropConnections(db: LeadstandDB, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const noteIds = (await db.notes.where('connectionId').anyOf(ids).primaryKeys()) as string[];
  if (noteIds.length) await db.media.where('noteId').anyOf(noteIds).delete();
  await db.connections.bulkDelete(ids);
  for (const table of CONNECTION_CHILD_TABLES) await db.table(table).where('connectionId').anyOf(ids).delete();
}
