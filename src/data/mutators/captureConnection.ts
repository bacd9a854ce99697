import Dexie from 'dexie';
import { connectionId, type SourceType } from '../../domain/connection';
import { normalizeBadgeCode } from '../../domain/badge';
import type { LeadstandDB, LocalConnection } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const captureConnectionMutator: Mutator<'captureConnection'> = {
  target: (a) => ({ table: 'connections', rowId: a.id }),
  tables: ['connections', 'scans', 'visitors'],
  // The capture commit is on the scanning path: every read at once, then every write at once
  // (two trips to the database, whatever the number of connections stored).
  apply(db, ctx, a) {
    // Every scan is a meeting in the connection's history (kept once the server has it).
    const scanId = a.scanId && `${ctx.partnerId}.${a.scanId}`;
    const code = normalizeBadgeCode(a.badgeCode);
    // Dexie's promises, not an async function: a native await inside a transaction makes Dexie
    // carry the transaction's zone across it.
    return Dexie.Promise.all([
      scanId ? db.scans.get(scanId) : undefined,
      db.connections.get(a.id),
      // Known from the offline directory (licensed devices only): name and company at once.
      db.visitors.get([ctx.eventId, code]),
    ]).then(([scan, existing, visitor]) => {
      const writes: Array<Promise<unknown>> = [];
      if (scanId && !scan) {
        writes.push(db.scans.put({ ...pendingRow(ctx), id: scanId, connectionId: a.id, scannedByName: ctx.authorName, scannedAt: a.scannedAt, sourceType: a.sourceType }));
      }
      if (existing) {
        // The connection keeps its first scan: who met the visitor first, when and how.
        const earlier = a.scannedAt < existing.scannedAt;
        writes.push(
          db.connections.put({
            ...existing,
            ...(earlier ? { scannedAt: a.scannedAt, scannedByName: ctx.authorName, scannedByID: ctx.authorId, sourceType: a.sourceType } : {}),
            syncState: 'pending',
            syncReason: null,
          }),
        );
      } else {
        const row: LocalConnection = {
          ...pendingRow(ctx),
          id: a.id,
          badgeCode: code,
          scannedAt: a.scannedAt,
          scannedByID: ctx.authorId,
          scannedByName: ctx.authorName,
          sourceType: a.sourceType,
          stage: 'new',
          rating: null,
          licensed: true,
          visitorID: visitor?.id ?? null,
          contact: visitor ? { fullname: visitor.name, company: visitor.company } : null,
        };
        writes.push(db.connections.add(row));
      }
      return Dexie.Promise.all(writes).then(() => undefined);
    });
  },
};

/** A badge scanned or typed: the connection shows at once and waits in the outbox. */
export function captureConnection(ctx: WriteContext, input: { badgeCode: string; sourceType: SourceType; badgeEventId?: string | null; scannedAt?: Date }, db?: LeadstandDB) {
  const code = normalizeBadgeCode(input.badgeCode);
  return write(
    ctx,
    'captureConnection',
    captureConnectionMutator,
    {
      id: connectionId(ctx.partnerId, code),
      badgeCode: code,
      badgeEventId: input.badgeEventId ?? null,
      scannedAt: (input.scannedAt ?? new Date()).toISOString(),
      sourceType: input.sourceType,
      scanId: crypto.randomUUID(),
    },
    db,
  );
}
