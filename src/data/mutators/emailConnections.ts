import type { ExportFormat } from '../../domain/export';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const emailConnectionsMutator: Mutator<'emailConnections'> = {
  target: (a) => ({ table: 'requests', rowId: a.id }),
  async apply(db, ctx, a) {
    await db.requests.put({ ...pendingRow(ctx), id: a.id, kind: 'emailConnections', count: a.connectionIds.length, createdAt: a.requestedAt });
  },
};

/** 'Send by e-mail': the connections (one, or the list as shown) as a file to the user's own address; waits in the outbox offline. */
export function emailConnections(ctx: WriteContext, input: { connectionIds: string[]; format: ExportFormat; language: string }, db?: LeadstandDB) {
  return write(
    ctx,
    'emailConnections',
    emailConnectionsMutator,
    { id: crypto.randomUUID(), connectionIds: input.connectionIds, format: input.format, language: input.language, requestedAt: new Date().toISOString() },
    db,
  );
}
