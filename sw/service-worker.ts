/**
 * The service worker, built by vite-plugin-pwa (injectManifest) and served at /service-worker.js.
 *
 * - Keeps the app's files in groups, computed at build time (scripts/precache-groups.ts), so a
 *   booth is ready offline fast (issue #30):
 *   - at install: the booth part (login, the connection list and detail, scanning, the attendee
 *     directory, the data layer, and all they load), plus the texts of the device's languages;
 *     a few files at a time;
 *   - when the page asks (once this worker is active): the texts of the language it shows, and
 *     every other file the app needs offline (`later`), in the background. Until then such a file
 *     is served from the network and kept on the way;
 *   - what only online-only screens use (the organiser's console, the editors, the manual) is not
 *     in the precache: kept when first opened, in a bounded cache.
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
import { cleanupOutdatedCaches, PrecacheController } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { clientsClaim, copyResponse } from 'workbox-core';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { drainAll, SYNC_TAG } from './background-sync';
import { installLanguages, type PrecacheMessage, type PrecacheStatus } from '../src/domain/precache';
import { LANGUAGES, type Language } from '../src/domain/language';
import { NOT_THE_APP } from '../src/domain/server-paths';

interface Entry {
  url: string;
  revision: string | null;
  /** booth, lang-<language> or later (scripts/precache-groups.ts). */
  group?: string;
}

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown };

// Workbox's entries with the group that scripts/precache-groups.ts adds.
const MANIFEST = self.__WB_MANIFEST as Entry[];
const BOOTH = MANIFEST.filter((e) => e.group === 'booth' || e.group === undefined);
const LATER = MANIFEST.filter((e) => e.group === 'later');
const languageEntries = (language: Language) => MANIFEST.filter((e) => e.group === `lang-${language}`);

/** Files stored at once while installing (Workbox stores one after another). */
const INSTALL_PARALLEL = 6;
/** In the background, fewer: the page is loading its own files meanwhile. */
const BACKGROUND_PARALLEL = 2;
/** Files kept of what online-only screens load (then the oldest go). */
const ONLINE_ONLY_MAX_FILES = 80;
const ONLINE_ONLY_CACHE = 'leadstand-online-only';

// The booth part and every language's texts (each stored when needed): Workbox's usual precache.
const core = new PrecacheController();
core.addToCacheList(MANIFEST.filter((e) => e.group !== 'later'));
// The rest, in a cache of its own, stored after activation.
const later = new PrecacheController({ cacheName: `leadstand-later-${self.registration.scope}` });
later.addToCacheList(LATER);

function keyOf(controller: PrecacheController, url: string): string | undefined {
  return controller.getCacheKeyForURL(new URL(url, self.location.href).href);
}

/** Stores the entries not stored yet, `parallel` at a time; fails if one cannot be fetched. */
async function store(controller: PrecacheController, entries: readonly Entry[], parallel: number): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const stored = new Set((await cache.keys()).map((r) => r.url));
  const queue = entries.filter((e) => !stored.has(keyOf(controller, e.url)!));
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, self.location.href).href;
      // A file with a revision (its address does not change with its content) skips the HTTP cache.
      const response = await fetch(new Request(url, { credentials: 'same-origin', cache: entry.revision ? 'reload' : 'default' }));
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(keyOf(controller, url)!, response.redirected ? await copyResponse(response) : response);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, next));
}

/** One storing of a group at a time (several pages may ask); a failed one may be asked again. */
const storing = new Map<string, Promise<void>>();
function storeOnce(name: string, controller: PrecacheController, entries: readonly Entry[], parallel: number): Promise<void> {
  let running = storing.get(name);
  if (!running) {
    running = store(controller, entries, parallel).finally(() => storing.delete(name));
    storing.set(name, running);
  }
  return running;
}

async function allStored(controller: PrecacheController, entries: readonly Entry[]): Promise<boolean> {
  const cache = await caches.open(controller.strategy.cacheName);
  const stored = new Set((await cache.keys()).map((r) => r.url));
  return entries.every((e) => stored.has(keyOf(controller, e.url)!));
}

async function status(): Promise<PrecacheStatus> {
  const languages: Language[] = [];
  for (const language of LANGUAGES) if (await allStored(core, languageEntries(language))) languages.push(language);
  return { booth: await allStored(core, BOOTH), later: await allStored(later, LATER), languages };
}

self.addEventListener('install', (event) => {
  const texts = installLanguages(self.navigator.languages ?? []).flatMap(languageEntries);
  event.waitUntil(store(core, [...BOOTH, ...texts], INSTALL_PARALLEL));
});

// The first install takes control of the open page at once, so it works offline from the first
// visit. Later versions wait (prompt mode) until the user chooses 'refresh'.
clientsClaim();
cleanupOutdatedCaches();
// Each controller drops what the new version no longer has.
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([core.activate(event), later.activate(event)])));

/** A precached file: from its cache; one not stored yet comes from the network and is kept. */
function cachedOrKept(controller: PrecacheController): RouteHandlerCallback {
  return async ({ request, event }) => {
    const key = keyOf(controller, request.url)!;
    const cache = await caches.open(controller.strategy.cacheName);
    const hit = await cache.match(key);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const put = cache.put(key, response.clone()).catch(() => {});
      if (event instanceof ExtendableEvent) event.waitUntil(put);
    }
    return response;
  };
}
for (const controller of [core, later]) {
  registerRoute(({ url }) => url.origin === self.location.origin && keyOf(controller, url.href) !== undefined, cachedOrKept(controller));
}

registerRoute(
  new NavigationRoute(core.createHandlerBoundToURL('/index.html'), {
    denylist: NOT_THE_APP,
  }),
);

// The files of online-only screens (not precached): a file opened once is kept (its address
// changes with its content), up to ONLINE_ONLY_MAX_FILES, the oldest going first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
  new CacheFirst({
    cacheName: ONLINE_ONLY_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (response.ok && response.type === 'basic' ? response : null),
        cacheDidUpdate: async ({ cacheName }) => {
          const cache = await caches.open(cacheName);
          const keys = await cache.keys();
          await Promise.all(keys.slice(0, Math.max(0, keys.length - ONLINE_ONLY_MAX_FILES)).map((k) => cache.delete(k)));
        },
      },
    ],
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
  const data = event.data as PrecacheMessage | { type?: string } | null;
  switch (data?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'STORE_LANGUAGE': {
      const language = LANGUAGES.find((l) => l === (data as { language?: unknown }).language);
      // The message's waitUntil keeps the worker alive until the texts are stored.
      if (language) event.waitUntil(storeOnce(`lang-${language}`, core, languageEntries(language), BACKGROUND_PARALLEL).catch(() => {}));
      break;
    }
    case 'STORE_LATER':
      event.waitUntil(storeOnce('later', later, LATER, BACKGROUND_PARALLEL).catch(() => {}));
      break;
    case 'PRECACHE_STATUS':
      event.waitUntil(status().then((s) => event.ports[0]?.postMessage(s)));
      break;
  }
});
