/**
 * The service worker, built by vite-plugin-pwa (injectManifest) and served at /service-worker.js.
 *
 * - Precaches the app shell (HTML, JS, CSS, icons, translations), so after one visit the app
 *   opens with no network at all.
 * - Serves index.html for every in-app navigation, so deep links work offline too.
 * - Waits when a new version is installed: the page shows 'new version' and the user decides
 *   (prompt mode); the page's refresh button sends SKIP_WAITING.
 *
 * - Keeps the exhibitor's public content pages that were opened here, for showing them offline.
 *
 * API calls are never cached here: the app reads its own local database, and only the sync
 * client talks to the server (see src/data/CONTEXT.md). On Background Sync the worker runs that
 * same sync client (background-sync.ts).
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { drainAll, SYNC_TAG } from './background-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The first install takes control of the open page at once, so it works offline from the first
// visit. Later versions wait (prompt mode) until the user chooses 'refresh'.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/health$/, /^\/notification/, /^\/dev\//, /^\/p\//, /^\/terms\//, /^\/u\//, /^\/pay\//, /^\/calendar\//, /^\/m\//, /^\/book\//, /^\/r\//],
  }),
);

// The exhibitor's public content pages (server-rendered, see server/contents/public.ts): a page
// opened once on this device shows again without network (to show a visitor at the booth); its
// images are kept too (they never change under their address).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && /^\/p\/[^/]+$/.test(url.pathname) && request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'content-pages', networkTimeoutSeconds: 4 }),
);
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && /^\/p\/[^/]+\/(files\/|qr\.svg)/.test(url.pathname) && request.destination === 'image',
  new CacheFirst({ cacheName: 'content-images' }),
);

// The browser's Background Sync (where it exists) drains the outbox when the network returns.
self.addEventListener('sync', (event: Event) => {
  const e = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (e.tag === SYNC_TAG) e.waitUntil(drainAll());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
