/**
 * Serves the built PWA. Hashed assets are cached for a year; index.html, the manifest and the
 * service worker are always revalidated so an update is found. Any other GET that accepts HTML
 * gets index.html, so deep links (/connections/…) open the app, which draws its own not-found page.
 * Text files go out brotli- or gzip-compressed from copies made at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const NO_CACHE = 'no-cache';

const plugin: FastifyPluginAsync = async (app) => {
  const root = app.settings.staticDir;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.info('no built app found; serving the API only');
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
    // A hashed asset built after the server started (the app rebuilt in place, a redeploy): the
    // index.html now on disk refers to it. Plain file names under assets/ only.
    const asset = /^\/assets\/([\w.-]+)$/.exec(req.url.split('?')[0] ?? '')?.[1];
    if (req.method === 'GET' && asset && !asset.startsWith('.') && fs.existsSync(path.join(root, 'assets', asset))) {
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(`assets/${asset}`);
    }
    const accept = req.headers.accept ?? '';
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    if (req.method === 'GET' && !isApi && accept.includes('text/html')) {
      return reply.header('cache-control', NO_CACHE).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'notFound' });
  });
};

export const staticRoutes = fp(plugin, { name: 'static-app' });
