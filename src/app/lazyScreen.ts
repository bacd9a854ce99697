/**
 * Lazy screens that survive a deployment: when a screen's chunk fails to load (an old build's
 * file is gone, or the network dropped mid-load) the app reloads once to pick up the current
 * build; if it fails again soon after, it shows the update dialog, which reloads in 1.5 s.
 * Offline it does neither (the screen was not stored on the device yet): CrashPage says so.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { emit } from '../lib/events';
import type { ScreenLoader } from './route-def';

const RELOAD_KEY = 'leadstand.chunkReloadAt';
const RELOAD_WINDOW_MS = 30_000;

/** A screen's code that is not on the device, asked for without a network. */
export class ScreenOfflineError extends Error {
  constructor() {
    super('screen not available offline');
  }
}

export function lazyScreen(loader: ScreenLoader): LazyExoticComponent<ComponentType> {
  return lazy(() =>
      loader().catch(() => {
        // Offline, a reload cannot fetch the build either, and would leave the app for the
        // browser's offline page: the screen says it is not on this device yet instead.
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ScreenOfflineError();
        const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
        if (Date.now() - last > RELOAD_WINDOW_MS) {
          sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
          window.location.reload();
          return new Promise<never>(() => {});
        }
        // The update dialog (GlobalNotices) says so and reloads. Throwing would replace the whole
        // app, that dialog too, with the crash page (the router's error element): wait instead.
        emit('updateRequired');
        return new Promise<never>(() => {});
      }),
  );
}
