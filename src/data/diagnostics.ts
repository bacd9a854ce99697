/**
 * The device's recent sync and upload errors: a small ring in `meta`, for the diagnostic backup
 * (backup.ts) that support reads. The scheduler records each failed drain; nothing else reads it.
 */
import { RECENT_ERRORS_KEPT, type BackupError } from '../domain/backup';
import type { LeadstandDB } from './db';

const KEY = 'diagnostics:errors';

/** An error as one line of text, without anything that looks like a credential. */
export function describeError(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : JSON.stringify(err) ?? String(err);
  return text
    .replace(/Bearer\s+[A-Za-z0-9_-]+/gi, 'Bearer [removed]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[removed]')
    .slice(0, 500);
}

export async function recordError(db: LeadstandDB, entry: { eventId: string | null; source: string; error: unknown }): Promise<void> {
  const message = describeError(entry.error);
  await db.transaction('rw', db.meta, db.syncMeta, async () => {
    const list = ((await db.meta.get(KEY))?.value as BackupError[] | undefined) ?? [];
    const next = [...list, { at: new Date().toISOString(), eventId: entry.eventId, source: entry.source, message }].slice(-RECENT_ERRORS_KEPT);
    await db.meta.put({ key: KEY, value: next });
    if (entry.eventId && entry.source === 'sync') await db.syncMeta.update(entry.eventId, { lastError: message });
  });
}

/** The recorded errors, oldest first. */
export async function recentErrors(db: LeadstandDB): Promise<BackupError[]> {
  return ((await db.meta.get(KEY))?.value as BackupError[] | undefined) ?? [];
}
