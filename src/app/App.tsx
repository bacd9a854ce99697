import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { StoredSession } from '../data/db';
import { useActiveSession } from '../data/session';
import { pageTitle } from '../domain/constants';
import type { AppConfig } from '../lib/config';
import { setAuthToken } from '../lib/http';
import { applyTheme } from '../lib/theme';
import { AppContext, guardSession, type AppState } from './AppContext';
import { NoticeProvider } from './notices/NoticeProvider';
import { createAppRouter } from './router';
import { useSessionRefresh } from './useSessionRefresh';
import { SyncProvider } from './SyncContext';
import { useStoreConflict } from './StoreConflict';

export function App({ config, initialSession }: { config: AppConfig | null; initialSession: StoredSession | null }) {
  const router = useMemo(() => createAppRouter(), []);
  const stored = useActiveSession(initialSession);
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
      <NoticeProvider>
        {/* Nothing syncs until it is known that this event's data on the device is this session's. */}
        <SyncProvider session={storeConflict === null ? stored : null}>
          <RouterProvider router={router} />
        </SyncProvider>
      </NoticeProvider>
    </AppContext.Provider>
  );
}
