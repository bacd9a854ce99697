import type { ExportFormat } from '../../domain/export';
import type { LeadstandDB } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const recordExportMutator: Mutator<'recordExport'> = {
  target: (a) => ({ table: 'requests', rowId: a.id }),
  async apply(db, ctx, a) {
    await db.requests.put({ ...pendingRow(ctx), id: a.id, kind: 'recordExport', count: a.count, createdAt: a.exportedAt });
  },
};

/** Tells the server (for the exhibitor's audit log) that a file of `count` connections was exported on this device. */
export function recordExport(ctx: WriteContext, input: { format: ExportFormat; count: number }, db?: LeadstandDB) {
  return write(ctx, 'recordExport', recordExportMutator, { id: crypto.randomUUID(), format: input.format, count: input.count, exportedAt: new Date().toISOString() }, db);
}
