/**
 * The app: notices, the router, and around the router either the data layer (SessionRoot, once
 * there may be data on the device or someone logs in) or the logged-out state, which needs none.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { pageTitle } from '../domain/constants';
import type { AppConfig } from '../lib/config';
import { setAuthToken } from '../lib/http';
import { applyTheme } from '../lib/theme';
import { AppContext, type AppState } from './AppContext';
import { useDataLayer } from './data-layer';
import { NoticeProvider } from './notices/NoticeProvider';
import { AppRouter } from './router';

function LoggedOut({ config, children }: { config: AppConfig | null; children: ReactNode }) {
  setAuthToken(null);
  const event = config?.event ?? null;
  useEffect(() => {
    applyTheme(event);
    document.title = pageTitle(event?.environmentName);
  }, [event]);
  const state = useMemo<AppState>(() => ({ config, info: null, session: null, storeConflict: null }), [config]);
  return <AppContext.Provider value={state}>{children}</AppContext.Provider>;
}

export function App({ config }: { config: AppConfig | null }) {
  const data = useDataLayer();
  const routes = <AppRouter />;
  return (
    <NoticeProvider>
      {data ? (
        <data.layer.SessionRoot config={config} initial={data.initial}>
          {routes}
        </data.layer.SessionRoot>
      ) : (
        <LoggedOut config={config}>{routes}</LoggedOut>
      )}
    </NoticeProvider>
  );
}
