/**
 * Serves the built PWA. Hashed assets are cached for a year; index.html, the manifest and the
 * service worker are always revalidated so an update is found. A GET (or HEAD) under one of the
 * app's addresses (src/domain/app-routes.ts: /agenda/…, /token/…) gets index.html whatever it
 * accepts, so a link in a mail opens the app, and a link checker or a mail preview following it
 * finds a page, not a 404; any other GET that accepts HTML gets it too, and the app draws its own
 * not-found page. The API's unknown paths get a JSON 404, and a missing asset a real 404: decided
 * on the decoded path (/%61pi/x is /api/x). Text files go out brotli- or gzip-compressed from
 * copies made at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isAppPath } from '../src/domain/app-routes';
import { decodedPathname, isApiPath } from './routing';

const NO_CACHE = 'no-cache';

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
      return reply.header('cache-control', NO_CACHE).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'notFound' });
  });
};

export const staticRoutes = fp(plugin, { name: 'static-app' });
