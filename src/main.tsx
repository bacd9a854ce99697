/**
 * Start-up: languages, configuration (from the network, or the cached copy offline), theme and
 * title, then the app. Nothing here waits for the network longer than the config time-out.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageTitle } from './domain/constants';
import { cachedConfig, loadConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './app/styles.css';

async function start() {
  const cached = cachedConfig();
  applyTheme(cached?.event);
  const [config] = await Promise.all([loadConfig(), initI18n()]);
  applyTheme(config?.event);
  document.title = pageTitle(config?.event?.environmentName);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App state={{ config, session: null }} />
    </StrictMode>,
  );
}

void start();
