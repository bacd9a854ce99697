/** Runs the active session's sync scheduler and realtime client, and offers the scheduler to screens (SyncContext). */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { StoredSession } from '../data/db';
import { SyncScheduler } from '../data/scheduler';
import { RealtimeClient } from '../data/realtime';
import { requestPersistence, storageLow } from '../data/storage';
import { useNotices } from './notices/NoticeProvider';
import { SyncContext } from './SyncContext';
import { syncs } from '../domain/sync-access';

export function SyncProvider({ session, children }: { session: StoredSession | null; children: ReactNode }) {
  const eventId = session?.eventId;
  const token = session?.token;
  const canSync = !!session && syncs(session.info);
  // One scheduler per logged-in event session.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scheduler = useMemo(() => (session && canSync ? new SyncScheduler(session) : null), [eventId, token, canSync]);
  useEffect(() => scheduler?.start(), [scheduler]);
  // Keep the outbox safe from eviction, and say so when space runs low.
  const { notify } = useNotices();
  useEffect(() => {
    if (!scheduler) return;
    void requestPersistence();
    const check = () => void storageLow().then((low) => low && notify({ id: 'storage-low', kind: 'negative', messageKey: 'notice.storageLow', timeoutMs: null }));
    check();
    const timer = setInterval(check, 5 * 60_000);
    return () => clearInterval(timer);
  }, [scheduler, notify]);
  // Partner and staff sessions also listen for their team's changes and pull at once.
  useEffect(() => {
    if (!scheduler || !session || !RealtimeClient.supported(session)) return;
    return new RealtimeClient(session, () => scheduler.schedule(0)).start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scheduler]);
  return <SyncContext.Provider value={scheduler}>{children}</SyncContext.Provider>;
}
