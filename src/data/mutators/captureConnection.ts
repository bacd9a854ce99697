import { connectionId, type SourceType } from '../../domain/connection';
import { normalizeBadgeCode } from '../../domain/badge';
import type { LeadstandDB, LocalConnection } from '../db';
import type { WriteContext } from '../write-context';
import { pendingRow, type Mutator } from './define';
import { write } from './write';

export const captureConnectionMutator: Mutator<'captureConnection'> = {
  target: (a) => ({ table: 'connections', rowId: a.id }),
  async apply(db, ctx, a) {
    // Every scan is a meeting in the connection's history (kept once the server has it).
    const scanId = a.scanId && `${ctx.partnerId}.${a.scanId}`;
    if (scanId && !(await db.scans.get(scanId))) {
      await db.scans.put({ ...pendingRow(ctx), id: scanId, connectionId: a.id, scannedByName: ctx.authorName, scannedAt: a.scannedAt, sourceType: a.sourceType });
    }
    const existing = await db.connections.get(a.id);
    if (existing) {
      // The connection keeps its first scan: who met the visitor first, when and how.
      const earlier = a.scannedAt < existing.scannedAt;
      await db.connections.update(a.id, {
        ...(earlier ? { scannedAt: a.scannedAt, scannedByName: ctx.authorName, scannedByID: ctx.authorId, sourceType: a.sourceType } : {}),
        syncState: 'pending',
        syncReason: null,
      });
      return;
    }
    // Known from the offline directory (licensed devices only): name and company at once.
    const visitor = await db.visitors.get([ctx.eventId, normalizeBadgeCode(a.badgeCode)]);
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
    await db.connections.add(row);
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
