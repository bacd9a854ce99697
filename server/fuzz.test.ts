/**
 * Generated bad input (fast-check) at every API route, public page and sync mutation: NUL bytes,
 * huge and negative numbers, impossible dates, deep nesting, wrong types, very long strings,
 * percent-encoded spellings of each route's path. Whatever arrives, the server answers without a
 * 5xx, a refused request changes nothing, and the server still answers afterwards. Runs as an administrator, a staff member, a scan user and the
 * organiser, so requests get past the door and reach the code behind it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { testApp, type TestApp } from './test/app';
import { createApiKey } from './organiser/api-keys';
import { organiserLink } from './organiser/session';
import { MUTATION_NAMES, MUTATIONS, PROTOCOL_VERSION } from '../src/domain/mutations';
import { samplePath, spellings } from './test/spellings';

/** One seed in CI (a failure can be replayed); FUZZ_SEED=<n> explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await testApp();
  tokens.push(await t.login('partner', 'acme'), await t.login('staff', 'acme-sam'), await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Kim Booth', email: 'kim@acme.example' }));
  // The organiser's console and API.
  const link = new URL(await organiserLink(t.database.db, 'http://leadstand.test'));
  const [, , , organiserID, verifier] = link.pathname.split('/');
  const login = await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID, verifier } });
  tokens.push(login.json<{ token: string }>().token);
  const organiser = await t.database.db.selectFrom('organisers').select('id').executeTakeFirstOrThrow();
  tokens.push((await createApiKey(t.database.db, organiser.id, 'Fuzz')).key);
}, 60_000);
afterAll(async () => t.close());

/** Text that has broken servers: NUL bytes, impossible dates, huge and odd strings. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('\u0000', 'a\u0000b', '2026-02-30T10:00:00.000Z', '0000-01-01T00:00:00.000Z', '-1', '1e308', 'NaN', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '%00', '\uD800', '=HYPERLINK("x")'),
  fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(10 ** n * 3)),
);
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 2 ** 53 + 1, 1e308, -1e308, 9_999_999_999_999));
const deep = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, nasty, number, fc.boolean(), fc.constant(null), deep, fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(nasty, tie('any'), { maxKeys: 4 })),
})).any;

/** An object with the keys a schema expects, each holding something wrong (or right by chance). */
const shaped = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });

/** What the server holds that a refused request must not change (throttles and sessions aside). */
async function fingerprint(): Promise<string> {
  const tables = ['events', 'partners', 'users', 'staff', 'licences', 'connections', 'connection_notes', 'connection_stage_entries', 'connection_answers', 'connection_contents', 'questions', 'contents', 'badge_types', 'organisers', 'organiser_api_keys', 'media', 'jobs', 'audit_log'];
  const counts = await sql<Record<string, string>>`select ${sql.join(tables.map((x) => sql`(select count(*) from ${sql.table(x)}) as ${sql.ref(x)}`))},
    (select coalesce(sum(version), 0) from partner_versions) as versions`.execute(t.database.db);
  return JSON.stringify(counts.rows[0]);
}

const SKIPPED = new Set(['DELETE /api/session', 'DELETE /api/organiser/session']);

describe('generated bad input', () => {
  it('at every API route: no 5xx, a refusal changes nothing, and the server still answers', async () => {
    const routes = t.app.routeTable.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/operator/'));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: tokens.length - 1 }),
          fc.array(nasty, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(nasty, number.map(String)), { maxKeys: 3 }),
          fc.oneof(value, shaped(['name', 'email', 'code', 'verifier', 'startsAt', 'endsAt', 'connectionIds', 'format', 'language', 'count', 'mode', 'subject', 'kind', 'visitors', 'rows'])),
          async (who, params, query, body) => {
            let i = 0;
            const url = route.url.replace(/:(\w+)\??/g, () => encodeURIComponent(params[i++ % params.length]!).slice(0, 2000));
            const qs = new URLSearchParams(query).toString();
            const before = await fingerprint();
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}${qs ? `?${qs}` : ''}`,
              headers: { authorization: `Bearer ${tokens[who]}` },
              ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: JSON.stringify(body ?? null), headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' } }),
            });
            expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) expect(await fingerprint(), `${route.method} ${url} refused (${res.statusCode}) but changed the data`).toBe(before);
          },
        ),
        { numRuns: 25, seed: SEED },
      );
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 600_000);

  it('at every route, public pages included: any spelling of its path, and NUL bytes in its path, query and body, never a 5xx; a NUL is refused and changes nothing', async () => {
    const routes = t.app.routeTable.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/operator/'));
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/r/:slug', '/book/:partnerId', '/p/:key', '/terms/:eventId', '/u/:token', '/pay/:token', '/calendar/:token', '/m/:token']));
    const send = (method: string, url: string, who: number, body?: { payload: string; type: string }) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${tokens[who]}`, ...(body ? { 'content-type': body.type } : {}) },
        ...(body && method !== 'GET' && method !== 'HEAD' ? { payload: body.payload } : {}),
      });
    const json = (value: unknown) => ({ payload: JSON.stringify(value), type: 'application/json' });
    let n = 0;
    for (const route of routes) {
      const who = n++ % tokens.length;
      const reads = route.method === 'GET' || route.method === 'HEAD';
      // Spellings: every character encoded (either case), each slash encoded, and generated mixes.
      const plain = samplePath(route.url, 'x');
      for (const { url } of spellings(plain, '', { each: false }).slice(0, 3)) {
        const res = await send(route.method, url, who, reads ? undefined : json({}));
        expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }
      await fc.assert(
        fc.asyncProperty(fc.array(nasty, { minLength: 3, maxLength: 3 }), fc.array(fc.nat({ max: 2 }), { minLength: 200, maxLength: 200 }), async (params, mask) => {
          let i = 0;
          const filled = route.url.replace(/:(\w+)\??/g, () => encodeURIComponent(params[i++ % params.length]!).slice(0, 500));
          // Each plain character of the path kept (0) or encoded in lower (1) or upper (2) case hex.
          const url = [...filled].map((c, k) => (/[A-Za-z0-9._~-]/.test(c) && mask[k % mask.length] ? `%${c.charCodeAt(0).toString(16)[mask[k % mask.length] === 2 ? 'toUpperCase' : 'toLowerCase']()}` : c)).join('');
          const res = await send(route.method, url, who, reads ? undefined : json(null));
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: 4, seed: SEED },
      );
      // NUL bytes: in each parameter, in a fixed part of the path, in the query (encoded and raw), in the body.
      const before = await fingerprint();
      const nulUrls = [`${plain}?lang=a%00b&q=1`, `${plain}?q=a\u0000b`, plain.replace(/^\/(\w)/, '/$1%00'), spellings(plain, '?x=%00', { each: false })[1]!.url];
      const params = route.url.match(/:\w+\??/g) ?? [];
      params.forEach((_, k) => {
        let i = 0;
        nulUrls.push(route.url.replace(/:(\w+)\??/g, () => (i++ === k ? 'a%00b' : 'x')));
      });
      for (const url of nulUrls) {
        const res = await send(route.method, url, who, reads ? undefined : json({}));
        expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBe(400);
      }
      if (!reads) {
        const nul = 'a\u0000b';
        const bodies = [
          json(Object.fromEntries(['name', 'email', 'code', 'verifier', 'startsAt', 'language', 'mode', 'subject', 'clientID', 'protocolVersion', 'token', 'message', 'answers'].map((k) => [k, nul]))),
          json({ [nul]: 1 }),
          { payload: `name=${encodeURIComponent(nul)}&email=a%00b%40x.example&answer=%00`, type: 'application/x-www-form-urlencoded' },
          { payload: nul, type: 'text/plain' },
        ];
        for (const body of bodies) {
          const res = await send(route.method, plain, who, body);
          expect(res.statusCode, `${route.method} ${plain} with ${body.type} ${body.payload.slice(0, 100)}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${route.method} ${plain} with ${body.type} ${body.payload.slice(0, 100)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }
      }
      expect(await fingerprint(), `${route.method} ${route.url}: a refused NUL changed the data`).toBe(before);
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 600_000);

  it('at every sync mutation: each is answered, bad ones refused one by one, and nothing is written for a refused one', async () => {
    let clientNo = 0;
    for (const name of MUTATION_NAMES) {
      const keys = Object.keys((MUTATIONS[name].args as unknown as { entries: Record<string, unknown> }).entries);
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: 2 }), fc.array(fc.oneof(shaped(keys), value), { minLength: 1, maxLength: 5 }), async (who, argsList) => {
          const clientID = `fuzz-client-${++clientNo}`;
          const before = await fingerprint();
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/sync/push',
            headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, clientID, mutations: argsList.map((args, i) => ({ id: i + 1, name, args, timestamp: Date.now() })) }),
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode !== 200) {
            expect(await fingerprint()).toBe(before);
            return;
          }
          const results = res.json<{ results: Array<{ outcome: string; reason: string | null }> }>().results;
          // Every mutation gets its answer, and none is 'serverError'.
          expect(results).toHaveLength(argsList.length);
          expect(results.filter((r) => r.reason === 'serverError')).toEqual([]);
          if (results.every((r) => r.outcome !== 'completed')) expect(await fingerprint()).toBe(before);
        }),
        { numRuns: 40, seed: SEED },
      );
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 600_000);
});
