/**
 * What an export reads from IndexedDB: the chosen connections in the order the list shows them,
 * their answers and notes, and the event's questions. Runs in the export worker.
 */
import Dexie from 'dexie';
import type { ExportInput } from '../domain/export';
import type { ContentItem } from '../domain/content';
import type { LeadstandDB, LocalConnection, LocalSharedContent } from './db';
import { loadQuestions } from './questions';
import { localizedQuestion } from '../domain/question';
import { loadContents } from './contents';

/** Below this many, rows are looked up by connection; above it, tables are read whole (one pass beats thousands of lookups). */
export const WHOLE_TABLE_FROM = 2000;

/** `withContent`: the exhibitor's content setting is on (a column of the content to share). */
export async function readExportSource(db: LeadstandDB, eventId: string, connectionIds: string[], withContent = false, language?: string): Promise<ExportInput> {
  const small = connectionIds.length < WHOLE_TABLE_FROM;
  const [connections, questions, allAnswers, allNotes, contents, allShared] = await Promise.all([
    small ? db.connections.bulkGet(connectionIds) : eventConnectionsInOrder(db, eventId, connectionIds),
    loadQuestions(db, eventId),
    small ? db.answers.where('connectionId').anyOf(connectionIds).toArray() : db.answers.toArray(),
    small ? db.notes.where('connectionId').anyOf(connectionIds).toArray() : db.notes.toArray(),
    withContent ? loadContents(db, eventId) : null,
    !withContent ? [] : small ? db.sharedContent.where('connectionId').anyOf(connectionIds).toArray() : db.sharedContent.toArray(),
  ]);
  const found = connections.filter((c): c is LocalConnection => !!c && c.eventId === eventId);
  const ids = new Set(found.map((c) => c.id));
  return {
    connections: found,
    answers: allAnswers.filter((a) => ids.has(a.connectionId)),
    notes: allNotes.filter((n) => ids.has(n.connectionId)),
    questions: (questions?.questions ?? []).map((q) => localizedQuestion(q, language)),
    ...(questions?.rating ? { rating: questions.rating } : {}),
    ...(withContent ? { sharedContent: sharedContentOf(ids, contents?.contents ?? [], allShared) } : {}),
  };
}

/** Names of the items chosen to share, in the order of the exhibitor's content list. */
function sharedContentOf(ids: Set<string>, contents: ContentItem[], shared: LocalSharedContent[]): { connectionId: string; name: string }[] {
  const position = new Map(contents.map((c, i) => [c.id, i]));
  return shared
    .filter((x) => x.shared && ids.has(x.connectionId) && position.has(x.contentId))
    .sort((a, b) => position.get(a.contentId)! - position.get(b.contentId)!)
    .map((x) => ({ connectionId: x.connectionId, name: contents[position.get(x.contentId)!]!.name }));
}

/** The event's connections read in one range request (far quicker than 20,000 gets), in the order asked. */
async function eventConnectionsInOrder(db: LeadstandDB, eventId: string, ids: string[]): Promise<(LocalConnection | undefined)[]> {
  const all = await db.connections.where('[eventId+scannedAt]').between([eventId, Dexie.minKey], [eventId, Dexie.maxKey]).toArray();
  const byId = new Map(all.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id));
}
