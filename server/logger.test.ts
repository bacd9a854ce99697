/**
 * The request log at the default level never holds a bearer link's secret: the token of the
 * checkout page, calendar feed, guest confirmation and invitation, meeting page, unsubscribe page
 * and booking confirmation, and the verifiers, invite codes, tokens and licence codes of the
 * app's login links. Which parameters are secret is read from the routes (their parameter names,
 * or config.secretParams), so every such route is covered, and every spelling of its path.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testDatabase } from './test/db';
import { seedDemo } from './demo/seed';
import { createMessenger } from './mail/mailer';
import type { Database } from './db/database';
import { maskUrl } from './logger';
import { spellings } from './test/spellings';
import { APP_PATHS, SECRET_PARAMS, patternSegments } from '../src/domain/app-routes';

const SECRET = 'Zq7SecretTokenValue0123456789xyz';
const SECOND = 'Wk4OtherSecretValue9876543210abc';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await testDatabase();
  await seedDemo(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database, mode: 'development', publicUrl: 'http://localhost:8080', logLevel: 'info', logStream: stream, loginRatePerMinute: 1e6, messenger: createMessenger({ log: () => {} }) });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The logged URLs of the requests sent since `from`, and every line, decoded as far as they go. */
function loggedSince(from: number): { urls: string[]; text: string } {
  const fresh = lines.slice(from);
  const urls = fresh.flatMap((l) => {
    const url = (JSON.parse(l) as { req?: { url?: string } }).req?.url;
    return url === undefined ? [] : [url];
  });
  let text = fresh.join('\n');
  for (let i = 0; i < 3; i++) text = text.replace(/%[0-9a-f]{2}/gi, (hex) => String.fromCharCode(parseInt(hex.slice(1), 16)));
  return { urls, text };
}

const fill = (pattern: string) => {
  let n = 0;
  return patternSegments(pattern)
    .map((s) => ('text' in s ? s.text : 'param' in s && SECRET_PARAMS.includes(s.param) ? (n++ ? SECOND : SECRET) : 'splat' in s ? 'x' : 'acme'))
    .join('/');
};

describe('the request log', () => {
  it("masks every server route's bearer token, under every spelling of its path", async () => {
    const secretRoutes = app.routeTable.filter((r) => patternSegments(r.url).some((s) => 'param' in s && SECRET_PARAMS.includes(s.param)));
    expect(secretRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/pay/:token', '/calendar/:token', '/r/confirm/:token', '/r/invite/:token', '/m/:token', '/m/:token/meeting.ics', '/u/:token', '/book/confirm/:token']),
    );
    for (const route of secretRoutes) {
      const path = `/${fill(route.url)}`;
      const variants = [...spellings(path, '', { each: false }).map((s) => s.url), path, `${path}.ics`, `${path}/`, `${path}/more/parts`, `${path}?lang=de`];
      for (const url of variants) {
        const from = lines.length;
        const res = await app.inject({ method: route.method as 'GET', url, ...(route.method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        const { urls, text } = loggedSince(from);
        expect(urls.length, `${route.method} ${url} was logged`).toBeGreaterThan(0);
        expect(text, `${route.method} ${url}`).not.toContain(SECRET.slice(3));
        expect(text, `${route.method} ${url}`).not.toContain(SECOND.slice(3));
      }
    }
    // What the log then says: the route, with its other parts.
    const from = lines.length;
    await app.inject({ url: `/m/${SECRET}/meeting.ics` });
    await app.inject({ method: 'POST', url: `/pay/${SECRET}/paid`, payload: {} });
    await app.inject({ url: `/r/acme-customers?lang=de` });
    expect(loggedSince(from).urls).toEqual(['/m/***/meeting.ics', '/pay/***/paid', '/r/acme-customers?lang=de']);
  });

  it("masks the secrets of the app's login and token links, and of secret query parameters", async () => {
    const secretPaths = Object.values(APP_PATHS).filter((p) => patternSegments(p).some((s) => 'param' in s && SECRET_PARAMS.includes(s.param)));
    expect(secretPaths).toEqual(expect.arrayContaining(['/token/:token', '/login/:mode/:metaID/:verifier/:inviteCode?', '/partner/:partnerID/:verifier/:inviteCode?', '/staff/:visitorID/:verifier', '/scan/:licenseCode/:verifier', '/lite/:licenseCode', '/organiser/login/:organiserID/:verifier']));
    for (const pattern of secretPaths) {
      const path = `/${fill(pattern)}`;
      for (const url of [...spellings(path, '', { each: false }).map((s) => s.url), path, `${path}/`, `${path}/extra`, `${path.toUpperCase()}`]) {
        const from = lines.length;
        await app.inject({ url, headers: { accept: 'text/html' } });
        const { text } = loggedSince(from);
        expect(text, url).not.toContain(SECRET.slice(3));
        expect(text.toLowerCase(), url).not.toContain(SECRET.slice(3).toLowerCase());
        expect(text, url).not.toContain(SECOND.slice(3));
      }
    }
    for (const url of [`/api/config?token=${SECRET}`, `/api/config?%74oken=${SECRET}`, `/api/config?x=1&verifier=${SECRET}`, `/login?redirect=${encodeURIComponent(`/token/${SECRET}`)}`]) {
      const from = lines.length;
      await app.inject({ url });
      expect(loggedSince(from).text, url).not.toContain(SECRET.slice(3));
    }
  });

  it('writes other addresses as they came', () => {
    expect(maskUrl('/connections/list')).toBe('/connections/list');
    expect(maskUrl('/api/x?token=abc&y=2')).toBe('/api/x?token=***&y=2');
    expect(maskUrl('/staff/acme-sam/SECRET?x=1')).toBe('/staff/acme-sam/***?x=1');
    expect(maskUrl('/login/partner/acme/SECRET/INVITE')).toBe('/login/partner/acme/***');
    expect(maskUrl('/r/acme-customers')).toBe('/r/acme-customers');
    expect(maskUrl('/login')).toBe('/login');
  });
});
