import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/database';
import { testDatabase } from './test/db';
import { seedDemo } from './demo/seed';
import { operatorRoutes } from './operator';
import { maskUrl } from './logger';

let database: Database;
let app: FastifyInstance;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>Leadstand</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(staticDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
fs.mkdirSync(path.join(staticDir, 'assets'));
fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
// Vite's build manifest (the size check reads it): the server has no route to it.
fs.mkdirSync(path.join(staticDir, '.vite'));
fs.writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
// What each address's screen loads after the entry (scripts/route-preloads.ts).
const routePreloads = {
  routes: { login: ['assets/LoginPage-aaa.js', 'assets/EmailLogin-bbb.js'], 'connection-details': ['assets/ConnectionDetailPage-ccc.js', 'assets/detail-ddd.css'] },
  texts: { en: ['assets/common-en1.js', 'assets/login-en2.js'], de: ['assets/common-de1.js', 'assets/login-de2.js'] },
};
fs.writeFileSync(path.join(staticDir, '.vite', 'route-preloads.json'), JSON.stringify(routePreloads));
// The build's compressed copies (scripts/compress-app.mjs).
fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  app = await buildApp({ database, publicUrl: 'http://localhost:8080', staticDir, logLevel: 'silent', minClientVersion: '0.1.0', supportEmail: 'help@leadstand.example' });
  await app.register(operatorRoutes('operator-secret-token-0123456789'));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /health', () => {
  it('reports ok with the database kind', async () => {
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind });
  });
});

describe('GET /api/config', () => {
  it('gives the app id, languages, version rule and the running demo event with its colours', async () => {
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      appId: 'leadstand',
      productName: 'Leadstand',
      languages: ['de', 'en', 'es', 'fr', 'nl', 'tr'],
      minClientVersion: '0.1.0',
      supportEmail: 'help@leadstand.example',
      event: { id: 'demo-expo', name: 'Demo Expo', applicationColor: '#143d59', actionColor: '#f4b41a', environmentName: 'Demo' },
    });
  });

  it("writes the event's dates in each of the six languages, in the event's time zone, so the login page formats no date", async () => {
    const { event } = (await app.inject('/api/config')).json<{ event: { startsAt: string; endsAt: string; timezone: string; datesText: Record<string, string> } }>();
    expect(Object.keys(event.datesText).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'tr']);
    const months = (language: string) => new Intl.DateTimeFormat(language, { month: 'long', timeZone: event.timezone }).format(new Date(event.startsAt));
    for (const language of ['de', 'en', 'fr', 'tr']) expect(event.datesText[language], language).toContain(months(language));
    expect(event.datesText.de).toContain(String(new Date(event.endsAt).toLocaleDateString('de', { year: 'numeric', timeZone: event.timezone })));
    expect(event.datesText.en).not.toEqual(event.datesText.de);
  });
});

describe('SUPPORT_EMAIL', () => {
  it('takes one address and refuses anything else at start', async () => {
    const { readConfig } = await import('./config');
    expect(readConfig({ SUPPORT_EMAIL: ' help@leadstand.example ' }).supportEmail).toBe('help@leadstand.example');
    expect(readConfig({}).supportEmail).toBeUndefined();
    expect(() => readConfig({ SUPPORT_EMAIL: 'help, sales@leadstand.example' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => readConfig({ SUPPORT_EMAIL: 'helpdesk' })).toThrow(/SUPPORT_EMAIL/);
  });
});

describe('serving the app', () => {
  it('answers deep links with index.html, never cached', async () => {
    const res = await app.inject({ url: '/connections/list', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the service worker at /service-worker.js, revalidated on every load', async () => {
    const res = await app.inject('/service-worker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves assets built after it started (a rebuild in place), and nothing outside assets/', async () => {
    fs.writeFileSync(path.join(staticDir, 'assets', 'index-new456.js'), 'console.log(2)');
    const res = await app.inject('/assets/index-new456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/..%2Findex.html')).statusCode).toBe(404);
    expect((await app.inject('/assets/no-such-file.js')).statusCode).toBe(404);
  });

  it('sends the compressed copy a browser accepts, and the plain file to one that accepts none', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("names what an address's screen loads and the texts of the browser's language, so a first visit asks for them at once", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const login = await app.inject({ url: '/login', headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(login.statusCode).toBe(200);
    // The configuration every start reads, as the app's fetch asks for it (so the browser uses it).
    expect(login.body).toContain('<link rel="preload" href="/api/config" as="fetch" crossorigin>');
    expect(preloads(login.body)).toEqual(['/api/config', '/assets/LoginPage-aaa.js', '/assets/EmailLogin-bbb.js', '/assets/common-de1.js', '/assets/login-de2.js']);
    expect(login.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-aaa.js"><link[^>]*><link[^>]*><link[^>]*><\/head>/);
    expect(login.headers.vary).toMatch(/accept-language/);
    // The route as react-router chooses it; a stylesheet as a style; English when the browser's languages are not ours.
    const detail = await app.inject({ url: '/connections/acme.X/details', headers: { 'accept-language': 'it' } });
    expect(preloads(detail.body)).toEqual(['/api/config', '/assets/ConnectionDetailPage-ccc.js', '/assets/detail-ddd.css', '/assets/common-en1.js', '/assets/login-en2.js']);
    expect(detail.body).toContain('<link rel="preload" as="style" href="/assets/detail-ddd.css">');
    // A route whose screen loads nothing more, and a page that is no route, get the texts only.
    expect(preloads((await app.inject({ url: '/agenda', headers: { 'accept-language': 'en' } })).body)).toEqual(['/api/config', '/assets/common-en1.js', '/assets/login-en2.js']);
    expect(preloads((await app.inject({ url: '/wp-login.php', headers: { accept: 'text/html' } })).body)).toEqual(['/api/config', '/assets/common-en1.js', '/assets/login-en2.js']);
    // Compressed as the browser accepts.
    const br = await app.inject({ url: '/login', headers: { 'accept-language': 'de', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(login.body);
    // A build replaced in place is read again.
    const index = path.join(staticDir, 'index.html');
    const before = fs.readFileSync(index, 'utf8');
    try {
      fs.writeFileSync(index, before.replace('<title>Leadstand</title>', '<title>Leadstand 2</title>'));
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
      const again = await app.inject({ url: '/login', headers: { 'accept-language': 'de' } });
      expect(again.body).toContain('<title>Leadstand 2</title>');
      expect(preloads(again.body)).toHaveLength(5);
    } finally {
      fs.writeFileSync(index, before);
      fs.utimesSync(index, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('answers a link into the app with the app, whatever the client accepts (link checkers, mail previews)', async () => {
    for (const url of ['/agenda/m-123', '/agenda', '/token/SECRET', '/login', '/', '/connections/c1/details', '/organiser/events/e1/exhibitors', '/%61genda/m-123', '/agenda/m-123/']) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/plain']) {
        const res = await app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} accepting ${accept}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain('<div id="root">');
      }
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], url).toMatch(/text\/html/);
      expect(head.body, url).toBe('');
    }
    // Not the app's: a real 404 unless a browser asks for a page (the app draws its not-found page).
    expect((await app.inject({ url: '/wp-login.php', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/agenda/m-123/room/extra', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/wp-login.php', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/agenda/m-123', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    // A missing asset is missing, even to a browser.
    for (const url of ['/assets/index-missing.js', '/%61ssets/index-missing.js']) {
      expect((await app.inject({ url, headers: { accept: 'text/html' } })).statusCode, url).toBe(404);
    }
  });

  it('answers an unknown API path with a JSON 404, whatever its spelling', async () => {
    for (const url of ['/api/nothing-here', '/%61pi/nothing-here', '/%61%70%69/nothing-here', '/api', '/%61pi']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'notFound' });
    }
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const res = await app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'notFound' });
  });

  it('does not serve the build manifest (.vite/manifest.json)', async () => {
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('index-abc123');
      // A browser asking for a page gets the app, not the file.
      expect((await app.inject({ url, headers: { accept: 'text/html' } })).body, url).not.toContain('index-abc123');
    }
  });

  it('does not serve files from outside the app folder', async () => {
    const res = await app.inject({ url: '/../package.json', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('operator routes', () => {
  it('refuse callers without the operator token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'operator-secret-token-0123456789']) {
      const res = await app.inject({ method: 'POST', url: '/api/operator/login-links', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it('give login links and demo badges to the operator', async () => {
    const headers = { authorization: 'Bearer operator-secret-token-0123456789' };
    const links = await app.inject({ method: 'POST', url: '/api/operator/login-links', headers });
    expect(links.statusCode).toBe(200);
    expect(links.json().map((l: { role: string }) => l.role)).toEqual(expect.arrayContaining(['partner', 'staff', 'scan']));
    const badges = await app.inject({ method: 'POST', url: '/api/operator/demo-badges', headers, payload: { count: 3 } });
    expect(badges.statusCode).toBe(200);
    expect(badges.json()).toHaveLength(3);
  });

  it('reject a bad count with 400 and a clear code', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/operator/demo-badges',
      headers: { authorization: 'Bearer operator-secret-token-0123456789' },
      payload: { count: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('badRequest');
  });
});

describe('logs', () => {
  it('never contain the secret parts of login links', () => {
    expect(maskUrl('/partner/acme/SECRETVERIFIER')).toBe('/partner/acme/***');
    expect(maskUrl('/partner/acme/SECRET/INVITE')).toBe('/partner/acme/***');
    expect(maskUrl('/organiser/login/organiser/SECRET')).toBe('/organiser/login/organiser/***');
    expect(maskUrl('/login/partner/acme/SECRET/INVITE')).toBe('/login/partner/acme/***');
    expect(maskUrl('/staff/acme-sam/SECRET?x=1')).toBe('/staff/acme-sam/***?x=1');
    // A licence code alone opens lite scanning: a secret too.
    expect(maskUrl('/scan/CODE/SECRET')).toBe('/scan/***');
    expect(maskUrl('/token/SECRET')).toBe('/token/***');
    expect(maskUrl('/login/staff/u1/SECRET')).toBe('/login/staff/u1/***');
    expect(maskUrl('/api/x?token=abc&y=2')).toBe('/api/x?token=***&y=2');
    expect(maskUrl('/connections/list')).toBe('/connections/list');
  });
});

describe('security headers', () => {
  it('send a content security policy without inline script, no framing, no sniffing and no referrer, on the app and the API', async () => {
    for (const url of ['/login', '/api/config', '/assets/index-abc123.js']) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // Plain http here: no HSTS pinning.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
