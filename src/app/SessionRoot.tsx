/**
 * The app with its data layer: the stored session followed live, refreshed from the server, the
 * check that this event's data on the device is this session's, sync, and the logged-in shell.
 * Loaded through data-layer.ts, so that nothing here (Dexie above all) is downloaded by a first
 * visit to the login page.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { StoredSession } from '../data/db';
import { useActiveSession } from '../data/session';
import { pageTitle } from '../domain/constants';
import type { AppConfig } from '../lib/config';
import { setAuthToken } from '../lib/http';
import { applyTheme } from '../lib/theme';
import { AppContext, guardSession, type AppState } from './AppContext';
import { ShellContext } from './route-context';
import { Shell } from './Shell';
import { useSessionRefresh } from './useSessionRefresh';
import { SyncProvider } from './SyncProvider';
import { useStoreConflict } from './StoreConflict';

export { listSessions, loadActiveSession, saveSession } from '../data/session';

const renderShell = (screen: ReactNode) => <Shell>{screen}</Shell>;

export function SessionRoot({ config, initial, children }: { config: AppConfig | null; initial: StoredSession | null; children: ReactNode }) {
  const stored = useActiveSession(initial);
  // Set before children render, so their first request already carries the token.
  setAuthToken(stored?.token ?? null);
  useSessionRefresh(stored);
  const storeConflict = useStoreConflict(stored);

  const event = stored?.info.event ?? config?.event ?? null;
  useEffect(() => {
    applyTheme(event);
    document.title = pageTitle(event?.environmentName);
  }, [event]);

  const state = useMemo<AppState>(
    () => ({
      config: config && stored ? { ...config, event: stored.info.event } : config,
      info: stored?.info ?? null,
      session: stored ? guardSession(stored.info) : null,
      storeConflict,
    }),
    [config, stored, storeConflict],
  );

  return (
    <AppContext.Provider value={state}>
      <ShellContext.Provider value={renderShell}>
        {/* Nothing syncs until it is known that this event's data on the device is this session's. */}
        <SyncProvider session={storeConflict === null ? stored : null}>{children}</SyncProvider>
      </ShellContext.Provider>
    </AppContext.Provider>
  );
}
