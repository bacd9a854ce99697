/**
 * One way to capture a scanned or typed badge, shared by the camera, NFC, a hardware scanner and
 * the typed code: classify it (src/domain/scan.ts), save it locally at once, and say what came
 * of it, with the visitor's name from the offline directory when the device has it.
 */
import { useCallback } from 'react';
import { classifyScan, type ScanError } from '../../domain/scan';
import { connectionId, type SourceType } from '../../domain/connection';
import { isEventEnded } from '../../domain/event';
import { captureConnection } from '../../data/mutators';
import { db } from '../../data/db';
import { directoryMeta, lookupVisitor } from '../../data/directory';
import { useApp } from '../../app/AppContext';
import { useWriteContext } from '../../app/useWriteContext';
import { useServerUnreachable } from '../../app/SyncContext';

export type CaptureOutcome =
  /** `unlicensed`: the server said the exhibitor holds no scan licence, so no visitor details will follow yet. */
  | { kind: 'saved' | 'queued'; code: string; connectionId: string; name: string | null; company: string | null; unlicensed: boolean }
  | { kind: 'alreadyScanned'; code: string; connectionId: string; name: string | null; company: string | null; when: string; who: string }
  | { kind: 'otherEvent'; code: string; eventId: string }
  | { kind: 'eventEnded' }
  | { kind: 'noPermission' }
  | { kind: 'error'; error: ScanError };

export function useBadgeCapture(): (text: string, source: SourceType) => Promise<CaptureOutcome> {
  const { info } = useApp();
  const ctx = useWriteContext();
  // Offline, or the server did not answer the last sync (also while that sync is being retried):
  // say the capture waits, not that it is saved.
  const unreachable = useServerUnreachable();
  return useCallback(
    async (text, source) => {
      if (!info || !ctx) return { kind: 'noPermission' };
      if (isEventEnded(info.event)) return { kind: 'eventEnded' };
      const scan = classifyScan(text, info.event.id);
      if (scan.kind === 'error') return { kind: 'error', error: scan.error };
      if (scan.kind === 'otherEvent') return { kind: 'otherEvent', code: scan.code, eventId: scan.eventId };
      const id = connectionId(ctx.partnerId, scan.code);
      const existing = await db.connections.get(id);
      await captureConnection(ctx, { badgeCode: scan.code, sourceType: source, badgeEventId: scan.eventId });
      const visitor = await lookupVisitor(db, info.event.id, scan.code);
      const name = visitor?.name ?? existing?.contact?.fullname ?? null;
      const company = visitor?.company ?? existing?.contact?.company ?? null;
      if (existing) return { kind: 'alreadyScanned', code: scan.code, connectionId: id, name, company, when: existing.scannedAt, who: existing.scannedByName };
      const unlicensed = (await directoryMeta(db, info.event.id))?.licensed === false;
      return { kind: navigator.onLine && !unreachable ? 'saved' : 'queued', code: scan.code, connectionId: id, name, company, unlicensed };
    },
    [info, ctx, unreachable],
  );
}
