/**
 * The configuration the app reads at start-up (GET /api/config). The last good copy is kept in
 * local storage so an installed app opens offline with its theme and title.
 */
import type { AppConfig } from '../domain/config';
import { call } from './call';
import { appConfig } from '../domain/endpoints/config';

export type { AppConfig };

const STORAGE_KEY = 'leadstand.config';

export function cachedConfig(): AppConfig | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as AppConfig) : null;
  } catch {
    return null;
  }
}

/** Fetches the configuration; offline, returns the cached copy (or null on a first offline start). */
export async function loadConfig(): Promise<AppConfig | null> {
  try {
    const config = await call(appConfig, {}, { quiet: true, timeoutMs: 5000 });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch {
    return cachedConfig();
  }
}

export { compareVersions } from '../domain/version';
