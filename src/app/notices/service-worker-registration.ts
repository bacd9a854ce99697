/**
 * Registers the service worker once the page has loaded (its downloads do not compete with the
 * page's), and says when a new version waits: prompt mode, the person chooses Refresh
 * (GlobalNotices). Written here instead of vite-plugin-pwa's register module, which loads
 * workbox-window for the same few steps: 2.8 KB less script on a first visit (issue #30).
 */
import { useSyncExternalStore } from 'react';

const SERVICE_WORKER_URL = '/service-worker.js';

let waiting: ServiceWorker | null = null;
let started = false;
const watchers = new Set<() => void>();

function setWaiting(worker: ServiceWorker): void {
  waiting = worker;
  for (const watcher of watchers) watcher();
}

function watch(registration: ServiceWorkerRegistration): void {
  // A version that was already waiting when this page opened.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // Installed while another version controls the page: an update waits. (A first install
      // takes control by itself: the worker claims the page.)
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  });
}

/** Registers the worker after the window's load event (once per page; not in development). */
export function registerServiceWorker(): void {
  if (started || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(watch, () => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function subscribe(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

/** Whether a new version of the app waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/** Lets the waiting version take over, then loads the page again with it. */
export function activateUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
