/**
 * Background Sync: when the browser says the network is back (the 'sync' event, Chromium and
 * Android), the service worker drains every logged-in event's outbox, even with the app closed.
 * It runs the same sync client and transport as the page, under the same lock, so the two never
 * drain at once. Safari and Firefox have no Background Sync: the page's own triggers cover them.
 */
/// <reference lib="webworker" />
import { LeadstandDB } from '../src/data/db';
import { SyncClient } from '../src/data/sync';
import { httpTransport } from '../src/data/transport';
import { writeContextOf } from '../src/data/write-context';
import { ownerOf } from '../src/data/owner';
import { syncs } from '../src/domain/sync-access';

export const SYNC_TAG = 'leadstand-sync';

/** Drains every stored session's outbox; throws if one fails, so the browser retries later. */
export async function drainAll(): Promise<void> {
  const db = new LeadstandDB();
  try {
    const sessions = await db.sessions.toArray();
    for (const s of sessions) {
      const ctx = writeContextOf(s.info);
      if (!ctx || !syncs(s.info)) continue;
      await new SyncClient(db, ctx, httpTransport(s.token), ownerOf(s.info).key).sync();
    }
  } finally {
    db.close();
  }
}
