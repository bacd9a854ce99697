/**
 * Lazy screens that survive a deployment: when a screen's chunk fails to load (an old build's
 * file is gone, or the network dropped mid-load) the app reloads once to pick up the current
 * build; if it fails again soon after, it shows the update dialog, which reloads in 1.5 s.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { emit } from '../lib/events';
import type { ScreenLoader } from './route-def';

const RELOAD_KEY = 'leadstand.chunkReloadAt';
const RELOAD_WINDOW_MS = 30_000;

export function lazyScreen(loader: ScreenLoader): LazyExoticComponent<ComponentType> {
  return lazy(() =>
      loader().catch((err: unknown) => {
        const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
        if (Date.now() - last > RELOAD_WINDOW_MS) {
          sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
          window.location.reload();
          return new Promise<never>(() => {});
        }
        emit('updateRequired');
        throw err;
      }),
  );
}
