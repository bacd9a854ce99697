import type { LeadstandDB, LocalConnection, LocalMedia } from '../db';
import { db as defaultDb } from '../db';
import { CONNECTION_CHILD_TABLES, dropConnections } from '../drop';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { write, writeTables } from './write';
import { UNDO_DELETE_MS } from '../../domain/mutations';

export const deleteConnectionMutator: Mutator<'deleteConnection'> = {
  target: (a) => ({ table: 'connections', rowId: a.connectionId }),
  async apply(db, _ctx, a) {
    await dropConnections(db, [a.connectionId]);
  },
};

/** What a deletion removed from the device, to put back if it is undone. */
export interface DeletedConnection {
  eventId: string;
  mutationId: number;
  connection: LocalConnection | undefined;
  children: Array<[string, object[]]>;
  media: LocalMedia[];
}

/**
 * Deletes a connection: gone from the device at once, sent to the server once its undo window
 * (UNDO_DELETE_MS) has passed. Returns what `undoDeleteConnection` needs to put it back.
 */
export async function deleteConnection(ctx: WriteContext, connectionId: string, db: LeadstandDB = defaultDb): Promise<DeletedConnection> {
  const kept: Omit<DeletedConnection, 'mutationId'> = { eventId: ctx.eventId, connection: undefined, children: [], media: [] };
  const entry = await write(ctx, 'deleteConnection', deleteConnectionMutator, { connectionId, deletedAt: new Date().toISOString() }, db, async () => {
    kept.connection = await db.connections.get(connectionId);
    for (const table of CONNECTION_CHILD_TABLES) kept.children.push([table, await db.table(table).where('connectionId').equals(connectionId).toArray()]);
    const noteIds = (await db.notes.where('connectionId').equals(connectionId).primaryKeys()) as string[];
    kept.media = noteIds.length ? await db.media.where('noteId').anyOf(noteIds).toArray() : [];
  });
  return { ...kept, mutationId: entry.mutationId };
}

/** An undo this close to the end of the window is refused: the deletion may be on its way. */
const UNDO_MARGIN_MS = 1000;

/**
 * Undoes a deletion that has not been sent yet: the deletion leaves the outbox and the connection
 * comes back as it was. False when it was already sent, or is about to be (the undo window is over).
 * The writes made after it (held back behind it, so none was sent) move up one mutation id, so the
 * server sees no gap in the device's ids.
 */
export async function undoDeleteConnection(deleted: DeletedConnection, db: LeadstandDB = defaultDb): Promise<boolean> {
  return db.transaction('rw', writeTables().map((t) => db.table(t)), async () => {
    const waiting = await db.outbox.where('[eventId+mutationId]').equals([deleted.eventId, deleted.mutationId]).first();
    if (!waiting || waiting.name !== 'deleteConnection') return false;
    if (waiting.timestamp + UNDO_DELETE_MS <= Date.now() + UNDO_MARGIN_MS) return false;
    await db.outbox.delete(waiting.seq!);
    const later = await db.outbox.where('[eventId+mutationId]').between([deleted.eventId, deleted.mutationId], [deleted.eventId, Infinity], false, true).toArray();
    await db.outbox.bulkPut(later.map((e) => ({ ...e, mutationId: e.mutationId - 1 })));
    const meta = await db.syncMeta.get(deleted.eventId);
    if (meta) await db.syncMeta.update(deleted.eventId, { nextMutationId: meta.nextMutationId - 1 });
    if (deleted.connection) await db.connections.put(deleted.connection);
    for (const [table, rows] of deleted.children) if (rows.length) await db.table(table).bulkPut(rows);
    if (deleted.media.length) await db.media.bulkPut(deleted.media);
    return true;
  });
}
