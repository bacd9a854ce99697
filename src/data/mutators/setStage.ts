import { compareStageEntries, type ConnectionStage } from '../../domain/connection';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

/** The connection's current stage: the last entry of its history (compareStageEntries), never the latest clock. */
export async function refreshStage(db: LeadstandDB, connId: string): Promise<void> {
  const entries = await db.stages.where('connectionId').equals(connId).toArray();
  if (!entries.length) return;
  entries.sort(compareStageEntries);
  await db.connections.update(connId, { stage: entries[entries.length - 1]!.stage });
}

export const setStageMutator: Mutator<'setStage'> = {
  target: (a) => ({ table: 'stages', rowId: a.id }),
  usesMutationId: true,
  async apply(db, ctx, a, mutationId) {
    // Accepted meanwhile (a pull brought it with its seq): the server's copy stands.
    if ((await db.stages.get(a.id))?.seq !== undefined) return refreshStage(db, a.connectionId);
    await db.stages.put({ ...pendingRow(ctx), id: a.id, connectionId: a.connectionId, stage: a.stage, comment: a.comment, authorName: ctx.authorName, createdAt: a.createdAt, localOrder: mutationId });
    await refreshStage(db, a.connectionId);
  },
};

export function setStage(ctx: WriteContext, input: { connectionId: string; stage: ConnectionStage; comment?: string; id?: string; createdAt?: Date }, db?: LeadstandDB) {
  return write(
    ctx,
    'setStage',
    setStageMutator,
    { id: input.id ?? crypto.randomUUID(), connectionId: input.connectionId, stage: input.stage, comment: input.comment ?? '', createdAt: (input.createdAt ?? new Date()).toISOString() },
    db,
  );
}
