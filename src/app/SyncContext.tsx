/** The active session's sync scheduler, for screens that show sync progress or offer 'refresh' (provided by SyncProvider). */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SyncScheduler, SyncStatus } from '../data/scheduler';

export const SyncContext = createContext<SyncScheduler | null>(null);

export function useSync(): SyncScheduler | null {
  return useContext(SyncContext);
}

export function useSyncStatus(): SyncStatus {
  const scheduler = useSync();
  return useSyncExternalStore(
    (l) => scheduler?.subscribe(l) ?? (() => {}),
    () => scheduler?.status ?? 'idle',
    () => 'idle',
  );
}

/**
 * Whether what is written now waits for the server rather than being saved there soon: offline,
 * the server did not answer the last sync, or that sync is being retried.
 */
export function useServerUnreachable(): boolean {
  const status = useSyncStatus();
  const scheduler = useSync();
  return status === 'error' || status === 'offline' || (status === 'syncing' && !!scheduler?.retrying);
}
