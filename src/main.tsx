/**
 * Start-up: languages, configuration (from the network, or the cached copy offline), the stored
 * session (so an installed app opens offline, still logged in), theme and title, then the app.
 * Nothing here waits for the network longer than the config time-out.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadActiveSession } from './data/session';
import { cachedConfig, loadConfig } from './lib/config';
import { setAuthToken } from './lib/http';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './app/styles.css';

async function start() {
  const session = await loadActiveSession();
  setAuthToken(session?.token ?? null);
  applyTheme(session?.info.event ?? cachedConfig()?.event);
  const [config] = await Promise.all([loadConfig(), initI18n()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} initialSession={session} />
    </StrictMode>,
  );
}

void start();
