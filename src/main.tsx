/**
 * Start-up: languages, configuration (from the network, or the cached copy offline), the stored
 * session (so an installed app opens offline, still logged in), theme and title, then the app.
 * Nothing here waits for the network longer than the config time-out.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadDataLayer, startDataLayer } from './app/data-layer';
import { preloadScreen } from './app/router';
import { localDataMayExist } from './data/presence';
import { cachedConfig, loadConfig } from './lib/config';
import { setAuthToken } from './lib/http';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './app/styles.css';

async function start() {
  // Everything the first screen needs is asked for at once: its code, the configuration, its texts.
  const firstScreen = Promise.all([loadConfig(), initI18n(), preloadScreen(window.location.pathname)]);
  // A first visit has no local database: the login page then loads without the data layer.
  const layer = (await localDataMayExist()) ? await loadDataLayer() : null;
  const session = layer ? await layer.loadActiveSession() : null;
  if (layer) await startDataLayer(session);
  setAuthToken(session?.token ?? null);
  applyTheme(session?.info.event ?? cachedConfig()?.event);
  const [config] = await firstScreen;
  // Preact renders at once (it has no time slicing): the first screen is small enough that this is
  // one short task (docs/decisions.md, React's API on Preact).
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
