/**
 * Serves the built PWA. Hashed assets are cached for a year; index.html, the manifest and the
 * service worker are always revalidated so an update is found. A GET (or HEAD) under one of the
 * app's addresses (src/domain/app-routes.ts: /agenda/…, /token/…) gets index.html whatever it
 * accepts, so a link in a mail opens the app, and a link checker or a mail preview following it
 * finds a page, not a 404; any other GET that accepts HTML gets it too, and the app draws its own
 * not-found page. The API's unknown paths get a JSON 404, and a missing asset a real 404: decided
 * on the decoded path (/%61pi/x is /api/x). Text files go out brotli- or gzip-compressed from
 * copies made at build time.
 *
 * The index.html of an app address names what that address's screen loads, and the start-up texts
 * of the language the browser asks for, as `<link rel=modulepreload>` (from the build's
 * .vite/route-preloads.json: scripts/route-preloads.ts), so a first visit asks for them with the
 * entry script rather than after it has run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { appRouteOf, isAppPath } from '../src/domain/app-routes';
import type { RoutePreloads } from '../scripts/route-preloads';
import { decodedPathname, isApiPath } from './routing';
import { pageLanguage } from './public-pages/layout';

const NO_CACHE = 'no-cache';

/**
 * Every start reads the configuration (src/lib/config.ts): asked for with the page rather than
 * after the entry script has run, one trip to the server less before the first screen.
 */
const CONFIG_PRELOAD = '<link rel="preload" href="/api/config" as="fetch" crossorigin>';

interface IndexPage {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with each route's preload hints, read again when the build on disk changes (the app
 * rebuilt in place, a redeploy). Without the preload list (an older build), index.html as it is.
 */
function indexPages(root: string) {
  let stamp = '';
  let html = '';
  let preloads: RoutePreloads | null = null;
  const pages = new Map<string, IndexPage>();
  return (pathname: string, language: string): IndexPage => {
    const index = path.join(root, 'index.html');
    const list = path.join(root, '.vite', 'route-preloads.json');
    const now = `${fs.statSync(index).mtimeMs}|${fs.existsSync(list) ? fs.statSync(list).mtimeMs : 0}`;
    if (now !== stamp) {
      html = fs.readFileSync(index, 'utf8');
      preloads = fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as RoutePreloads) : null;
      pages.clear();
      stamp = now;
    }
    const route = appRouteOf(pathname);
    const key = `${route}|${language}`;
    let page = pages.get(key);
    if (page === undefined) {
      const files = [...(route ? (preloads?.routes[route] ?? []) : []), ...(preloads?.texts[language] ?? [])];
      const links =
        CONFIG_PRELOAD +
        files.map((f) => (f.endsWith('.css') ? `<link rel="preload" as="style" href="/${f}">` : `<link rel="modulepreload" crossorigin href="/${f}">`)).join('');
      const text = links && html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html;
      // Compressed once per address kind and language, as the build compresses the other files.
      page = { text, br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(text, { level: 9 }) };
      pages.set(key, page);
    }
    return page;
  };
}

const plugin: FastifyPluginAsync = async (app) => {
  const root = app.settings.staticDir;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.info('no built app found; serving the API only');
    // Fastify's own 404 would write the raw URL to the log, secrets in it included.
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'notFound' }));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Brotli or gzip copies written at build time (scripts/compress-app.mjs), when the browser accepts them.
    preCompressed: true,
    // Our own Cache-Control per file (below), not the plugin's max-age=0.
    cacheControl: false,
    setHeaders(res, file) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', NO_CACHE);
      if (rel === 'service-worker.js') res.setHeader('service-worker-allowed', '/');
    },
  });
  const indexPage = indexPages(root);
  // Precise routes for every file (wildcard: false) keep unknown paths out of the file system.
  app.setNotFoundHandler((req, reply) => {
    const pathname = decodedPathname(req.url);
    const read = req.method === 'GET' || req.method === 'HEAD';
    // A hashed asset built after the server started (the app rebuilt in place, a redeploy): the
    // index.html now on disk refers to it. Plain file names under assets/ only.
    const asset = /^\/assets\/([\w.-]+)$/.exec(pathname)?.[1];
    if (read && asset && !asset.startsWith('.') && fs.existsSync(path.join(root, 'assets', asset))) {
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${asset}`);
    }
    const accept = req.headers.accept ?? '';
    if (read && !isApiPath(pathname) && !pathname.startsWith('/assets/') && (isAppPath(pathname) || accept.includes('text/html'))) {
      // The hints depend on the address and the browser's languages.
      const page = indexPage(pathname, pageLanguage(req));
      const encodings = String(req.headers['accept-encoding'] ?? '');
      reply.header('cache-control', NO_CACHE).header('vary', 'accept-language, accept-encoding').type('text/html; charset=utf-8');
      if (req.method === 'HEAD') return reply.send();
      if (/\bbr\b/.test(encodings)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(encodings)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.text);
    }
    return reply.status(404).send({ error: 'notFound' });
  });
};

export const staticRoutes = fp(plugin, { name: 'static-app' });
