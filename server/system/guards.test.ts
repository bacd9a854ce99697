/**
 * Guards decide on the route the router matched, never on the raw URL: every percent-encoded
 * spelling of a guarded path (each character encoded in turn, lower- and upper-case hex, every
 * character, encoded slashes) meets the same guard as the plain one. The development mailbox
 * answers only this machine; maintenance answers every API call with 503; a NUL byte is refused
 * with 400 on every route; an outdated app gets 426; a resumed upload is the one the route checked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testDatabase } from '../test/db';
import { seedDemo } from '../demo/seed';
import { createMessenger } from '../mail/mailer';
import { mintLoginLink } from '../login/login-links';
import type { Database } from '../db/database';
import { samplePath, spellings } from '../test/spellings';
import { VERSION_HEADER } from '../../src/domain/version';
import { PROTOCOL_VERSION } from '../../src/domain/mutations';
import { UPLOAD_PATH } from '../../src/domain/media';

let database: Database;
let app: FastifyInstance;
let down: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  const common = { database, mode: 'development' as const, publicUrl: 'http://localhost:8080', logLevel: 'silent', loginRatePerMinute: 1e6, messenger: createMessenger({ log: () => {} }) };
  app = await buildApp({ ...common, minClientVersion: '2.0.0' });
  down = await buildApp({ ...common, maintenance: { always: true, retryAfterSeconds: 60 } });
  await app.ready();
  await down.ready();
  const link = await mintLoginLink(database.db, 'http://localhost:8080', { mode: 'partner', subject: 'acme', userId: 'acme-alex' });
  const res = await app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'partner', partnerID: 'acme', verifier: link.split('/').pop(), acceptTerms: true } });
  token = res.json<{ token: string }>().token;
  expect(token).toBeTruthy();
}, 60_000);
afterAll(async () => {
  await app.close();
  await down.close();
  await database.close();
});

const bodyFor = (method: string) => (method === 'GET' || method === 'HEAD' || method === 'DELETE' ? {} : { payload: {} });

describe('the development mailbox', () => {
  it('answers no other machine, and no request through a proxy, under any spelling of its path', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'sam@acme.example' } })).statusCode).toBe(200);
    const mails = (await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).json<Array<{ text: string }>>();
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)![1]!;
    let reached = 0;
    for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
      for (const { url, encodedSlash } of spellings(path)) {
        for (const method of ['GET', 'HEAD'] as const) {
          const remote = await app.inject({ method, url, remoteAddress: '10.1.2.3' });
          expect(remote.statusCode, `${method} ${url} from another machine`).toBe(404);
          expect(remote.body).not.toContain(code);
          const proxied = await app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.1.2.3' } });
          expect(proxied.statusCode, `${method} ${url} through a proxy`).toBe(404);
          expect(proxied.body).not.toContain(code);
          // The same spelling from this machine reaches the mailbox: the spelling is a real way in.
          const local = await app.inject({ method, url, remoteAddress: '127.0.0.1' });
          expect(local.statusCode, `${method} ${url} from this machine`).toBe(encodedSlash ? 404 : 200);
          if (!encodedSlash) reached++;
        }
      }
    }
    expect(reached).toBeGreaterThan(50);
  });
});

describe('maintenance', () => {
  it('answers every API route with 503 under any spelling of its path, and the routes open during maintenance still answer', async () => {
    const routes = down.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(100);
    const open = new Set(['/api/v1/openapi.json', '/api/v1/docs', '/api/v1/docs/try-it.js']);
    for (const route of routes) {
      for (const { url, encodedSlash } of spellings(samplePath(route.url), '', { each: !open.has(route.url) && /sync|session|api\/uploads|contents\/uploads|orders/.test(route.url) })) {
        const res = await down.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...bodyFor(route.method) });
        if (encodedSlash && res.statusCode === 404) continue;
        if (open.has(route.url)) expect(res.statusCode, `${route.method} ${url}`).toBe(200);
        else {
          expect(res.statusCode, `${route.method} ${url}`).toBe(503);
          expect(res.json()).toEqual({ error: 'maintenance', retryAfterSeconds: 60 });
        }
      }
    }
  });

  it('lets no push through: every spelling of /api/sync/push answers 503 and nothing is written', async () => {
    const before = await database.db.selectFrom('connections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const { url } of spellings('/api/sync/push')) {
      const res = await down.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: { protocolVersion: PROTOCOL_VERSION, clientID: 'guards', mutations: [] },
      });
      expect([503, 404], url).toContain(res.statusCode);
    }
    const after = await database.db.selectFrom('connections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('NUL bytes', () => {
  it('are refused with 400 on every public route and page, under any spelling of its path, in the path and the query', async () => {
    const routes = app.routeTable.filter((r) => (r.access && 'public' in r.access) || !r.url.startsWith('/api/'));
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/r/:slug', '/book/:partnerId', '/p/:key', '/p/:key/qr.svg', '/terms/:eventId', '/u/:token', '/pay/:token', '/calendar/:token', '/m/:token', '/api/config']));
    for (const route of routes) {
      const each = !route.url.startsWith('/api/') || route.url.includes('config');
      for (const { url } of spellings(samplePath(route.url), '?q=a%00b', { each })) {
        const res = await app.inject({ method: route.method as 'GET', url, ...bodyFor(route.method) });
        expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
      }
      if (route.url.includes(':')) {
        for (const { url } of spellings(samplePath(route.url, 'a%00b'), '', { each: false })) {
          const res = await app.inject({ method: route.method as 'GET', url, ...bodyFor(route.method) });
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
        }
      }
    }
  });

  it('are refused with 400 behind a session too, whatever the spelling', async () => {
    for (const { url } of spellings('/api/session', '?x=%00')) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('the minimum app version', () => {
  it('answers an outdated app 426 on every API route under any spelling of its path, but still gives it /api/config', async () => {
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/config');
    for (const route of routes) {
      for (const { url, encodedSlash } of spellings(samplePath(route.url), '', { each: /sync|session|config/.test(route.url) })) {
        const res = await app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${token}`, [VERSION_HEADER]: '1.9.9' }, ...bodyFor(route.method) });
        if (encodedSlash && res.statusCode === 404) continue;
        expect(res.statusCode, `${route.method} ${url}`).toBe(426);
      }
    }
    for (const { url, encodedSlash } of spellings('/api/config')) {
      const res = await app.inject({ url, headers: { [VERSION_HEADER]: '1.9.9' } });
      expect(res.statusCode, url).toBe(encodedSlash ? 404 : 200);
    }
  });
});

describe('resumable uploads', () => {
  it('continue the upload the route checked, whatever the spelling of its path', async () => {
    const uuid = randomUUID();
    const created = await app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `id ${Buffer.from(uuid).toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const { url, encodedSlash } of spellings(`${UPLOAD_PATH}/acme.${uuid}`, '', { each: false }).concat(spellings(UPLOAD_PATH, `/acme.${uuid}`))) {
      if (encodedSlash) continue;
      const res = await app.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['upload-offset'], url).toBe('0');
    }
  });
});
