/**
 * Lazy screens that survive a deployment: when a screen's chunk fails to load (an old build's
 * file is gone, or the network dropped mid-load) the app reloads once to pick up the current
 * build; if it fails again soon after, it shows the update dialog, which reloads in 1.5 s.
 * Offline it does neither (the screen was not stored on the device yet): CrashPage says so.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
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

/** A screen whose code loads on first use; `preload` fetches it ahead (the first screen at start). */
export interface LazyScreen {
  (props: Record<string, never>): ReturnType<typeof createElement>;
  /** Loads the screen's code; resolves either way (a failure shows when the screen renders). */
  preload(): Promise<void>;
}

export function lazyScreen(loader: ScreenLoader): LazyScreen {
  // Once loaded, a screen renders at once instead of suspending first: the first screen, loaded
  // with the configuration and the texts, is drawn in the app's first render (one render and one
  // layout, not a placeholder then the screen).
  let loaded: ComponentType | undefined;
  const load = () =>
    loader().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() =>
    load().catch(() => {
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
  function Screen() {
    // Decided once per mount: a screen that finished loading while mounted stays inside its lazy
    // wrapper, or switching would mount it afresh and lose what was typed in it.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct) : createElement(Lazy);
  }
  Screen.preload = () => load().then(
    () => undefined,
    () => undefined,
  );
  return Screen;
}
