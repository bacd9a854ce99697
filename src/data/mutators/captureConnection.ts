import { connectionId, type SourceType } from '../../domain/connection';
import { normalizeBadgeCode } from '../../domain/badge';
import type { LeadstandDB, LocalConnection, LocalScan, LocalVisitor } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, planned, type Mutator, type RowWrite } from './define';
import { write } from './write';

export const captureConnectionMutator: Mutator<'captureConnection'> = {
  target: (a) => ({ table: 'connections', rowId: a.id }),
  // The capture commit is on the scanning path: one read of every row it needs, then one write.
  ...planned<'captureConnection'>({
    tables: ['connections', 'scans', 'visitors'],
    reads: (ctx, a) => [
      { table: 'connections', key: a.id },
      // Known from the offline directory (licensed devices only): name and company at once.
      { table: 'visitors', key: [ctx.eventId, normalizeBadgeCode(a.badgeCode)] },
      ...(a.scanId ? [{ table: 'scans', key: scanIdOf(ctx, a.scanId) }] : []),
    ],
    writes(ctx, a, found) {
      const [existing, visitor, scan] = found as [LocalConnection | undefined, LocalVisitor | undefined, LocalScan | undefined];
      const writes: RowWrite[] = [];
      // Every scan is a meeting in the connection's history (kept once the server has it).
      if (a.scanId && !scan) {
        writes.push({ table: 'scans', type: 'add', row: { ...pendingRow(ctx), id: scanIdOf(ctx, a.scanId), connectionId: a.id, scannedByName: ctx.authorName, scannedAt: a.scannedAt, sourceType: a.sourceType } satisfies LocalScan });
      }
      if (existing) {
        // The connection keeps its first scan: who met the visitor first, when and how.
        const earlier = a.scannedAt < existing.scannedAt;
        const row: LocalConnection = {
          ...existing,
          ...(earlier ? { scannedAt: a.scannedAt, scannedByName: ctx.authorName, scannedByID: ctx.authorId, sourceType: a.sourceType } : {}),
          syncState: 'pending',
          syncReason: null,
        };
        writes.push({ table: 'connections', type: 'put', row });
      } else {
        const row: LocalConnection = {
          ...pendingRow(ctx),
          id: a.id,
          badgeCode: normalizeBadgeCode(a.badgeCode),
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
        writes.push({ table: 'connections', type: 'add', row });
      }
      return writes;
    },
  }),
};

const scanIdOf = (ctx: WriteContext, scanId: string) => `${ctx.partnerId}.${scanId}`;

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
