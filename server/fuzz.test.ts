/**
 * Generated bad input (fast-check) at every API route, public page and sync mutation: NUL bytes,
 * huge and negative numbers, impossible dates, deep nesting, wrong types, very long strings,
 * percent-encoded spellings of each route's path. Whatever arrives, the server answers without a
 * 5xx, a refused request changes nothing, and the server still answers afterwards. Runs as an administrator, a staff member, a scan user and the
 * organiser, so requests get past the door and reach the code behind it.
 */
import { ENDPOINTS } from '../src/domain/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { testApp, type TestApp } from './test/app';
import { createApiKey } from './organiser/api-keys';
import { organiserLink } from './organiser/session';
import { MUTATION_NAMES, MUTATIONS, PROTOCOL_VERSION } from '../src/domain/mutations';
import { samplePath, spellings } from './test/spellings';
import { DEMO, DEMO_API_ACCOUNT } from './demo/seed';
import { DEMO_GUEST_LINKS } from './demo/guests';
import { randomSecret } from './security';
import { badgeSignature } from './guests/service';
import { CONTENT_UPLOAD_PATH } from '../src/domain/content';
import { TASK_UPLOAD_PATH } from '../src/domain/tasks';
import { UPLOAD_PATH } from '../src/domain/media';
import { PNG } from './test/media-files';

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
async function fingerprint(extra: readonly string[] = [], { jobs = true }: { jobs?: boolean } = {}): Promise<string> {
  const tables = ['events', 'partners', 'users', 'staff', 'licences', 'connections', 'connection_notes', 'connection_stage_entries', 'connection_answers', 'connection_contents', 'questions', 'contents', 'badge_types', 'organisers', 'organiser_api_keys', 'media', ...(jobs ? ['jobs'] : []), 'audit_log', ...extra];
  const counts = await sql<Record<string, string>>`select ${sql.join(tables.map((x) => sql`(select count(*) from ${sql.table(x)}) as ${sql.ref(x)}`))},
    (select coalesce(sum(version), 0) from partner_versions) as versions`.execute(t.database.db);
  return JSON.stringify(counts.rows[0]);
}

const SKIPPED = new Set(['DELETE /api/session', 'DELETE /api/organiser/session']);

describe('generated bad input', () => {
  it('at every API route: no 5xx, a refusal changes nothing, and the server still answers', async () => {
    const routes = t.app.routeTable.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/operator/'));
    expect(routes.length).toBeGreaterThan(50);
    // Every declared endpoint is among them but the log-outs (serve() refuses one the route table would not hold).
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(ENDPOINTS.map((e) => `${e.method} ${e.path}`).filter((k) => !SKIPPED.has(k))));
    let known: string | null = null;
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
            // What the last refusal left is what this request starts from: one count per request.
            const before = (known ??= await fingerprint());
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}${qs ? `?${qs}` : ''}`,
              headers: { authorization: `Bearer ${tokens[who]}` },
              ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: JSON.stringify(body ?? null), headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' } }),
            });
            expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            known = res.statusCode >= 400 ? await fingerprint() : null;
            if (res.statusCode >= 400) expect(known, `${route.method} ${url} refused (${res.statusCode}) but changed the data`).toBe(before);
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

/**
 * The same generated input, with real values in the path: a made-up slug, token or id is answered
 * 404 before a handler reads the body, so the public forms (registration, booking, meeting,
 * unsubscribe, checkout) and the API's handlers of one record are reached only with values that
 * exist. Each route gets the demo's records (its registration links, exhibitor, content pages,
 * event, team, licences, tasks) and tokens made the way a visitor gets them (mailed links, the
 * booking's meeting page, a checkout, a calendar feed), and bodies of every type a client can send:
 * JSON of the wrong shape, forms with names every object inherits (__proto__, constructor,
 * toString), plain text, nothing, and NUL bytes.
 */
describe('generated bad input with real values in the path', () => {
  /** What the public pages write besides: registrations, bookings, meetings, opt-outs, payments. */
  // Jobs aside: an accepted write earlier in the run queues its webhook deliveries a moment later
  // (server/api-access/webhooks.ts watches the changes), which may land during a refused request.
  const held = () => fingerprint(['guests', 'guest_confirmations', 'booking_requests', 'conversations', 'messages', 'followup_optouts', 'orders', 'payments'], { jobs: false });
  /** Real values for each route's parameters, by route and parameter name. */
  const real = new Map<string, Record<string, string[]>>();
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`).toISOString();
  const form = (url: string, fields: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const api = async (token: string, method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    return res;
  };
  const linkIn = async (to: string, pattern: RegExp, subject?: (s: string) => boolean) => {
    const mail = await t.smtp.waitFor(to, subject ? (m) => subject(m.subject) : undefined);
    return pattern.exec(mail.text)![1]!;
  };
  const ids = async (table: string, column = 'id', where = sql``): Promise<string[]> =>
    (await sql<{ v: string }>`select ${sql.ref(column)}::text as v from ${sql.table(table)} ${where} order by 1 limit 2`.execute(t.database.db)).rows.map((r) => r.v);

  beforeAll(async () => {
    const [alex, sam] = [tokens[0]!, tokens[1]!];
    // Tokens as visitors get them: a registration to confirm, an invitation, a booking (confirmed
    // once, which opens its meeting page, and one left unconfirmed), a checkout, a calendar feed.
    const registered = await form(`/r/${DEMO_GUEST_LINKS.customers}?lang=en`, { firstName: 'Fuzz', lastName: 'Gast', email: 'fuzz-confirm@example.org', terms: 'yes', 'q_demo-rq-interest': 'demo-rq-interest-1' }, '198.51.100.1');
    expect(registered.statusCode, registered.body.slice(0, 300)).toBe(200);
    const confirmToken = await linkIn('fuzz-confirm@example.org', /\/r\/confirm\/([A-Za-z0-9_-]+)/);
    await api(alex, 'POST', '/api/guests/invite', { email: 'fuzz-invite@example.org', firstName: 'Fuzz', lastName: 'Kunde', registrationType: 'vip' });
    const inviteToken = await linkIn('fuzz-invite@example.org', /\/r\/invite\/([A-Za-z0-9_-]+)/);
    const slots = await t.push(sam, 'fuzz-slots', [
      { id: 1, name: 'setTimeslot', args: { id: 'fuzz-slot-1', kind: 'onsite', startsAt: at('10:00'), endsAt: at('11:00') } },
      { id: 2, name: 'setTimeslot', args: { id: 'fuzz-slot-2', kind: 'onsite', startsAt: at('12:00'), endsAt: at('13:00') } },
    ] as never);
    expect(slots.results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    const bookingTokens: string[] = [];
    for (const [i, time] of ['10:00', '12:00'].entries()) {
      const booked = await form(`/book/${DEMO.partnerId}?lang=en`, { slot: `${at(time)}|onsite`, name: 'Fuzz Gast', email: `fuzz-book-${i}@example.org`, message: '' }, `198.51.100.${2 + i}`);
      expect(booked.statusCode, booked.body.slice(0, 300)).toBe(200);
      bookingTokens.push(await linkIn(`fuzz-book-${i}@example.org`, /\/book\/confirm\/([A-Za-z0-9_-]+)/));
    }
    const confirmed = await form(`/book/confirm/${bookingTokens[0]}`, {}, '198.51.100.4');
    expect(confirmed.statusCode, confirmed.body.slice(0, 300)).toBe(303);
    const meetingToken = /^\/m\/([A-Za-z0-9_-]+)/.exec(confirmed.headers.location as string)![1]!;
    const order = await api(alex, 'POST', '/api/orders', { items: [{ badgeTypeId: 'demo-badge-extra', quantity: 1 }], billing: { company: 'Acme BV', name: 'Alex Morgan', street: 'Keizersgracht 1', postalCode: '1015 CJ', city: 'Amsterdam', country: 'nl' } });
    const orderId = order.json<{ id: string }>().id;
    const payToken = /^\/pay\/([A-Za-z0-9_-]+)$/.exec((await api(alex, 'POST', `/api/orders/${orderId}/checkout`)).json<{ checkoutUrl: string }>().checkoutUrl)![1]!;
    const calendarToken = /\/calendar\/([^/?]+)$/.exec((await api(sam, 'POST', '/api/calendar/feed')).json<{ url: string }>().url)![1]!;
    // A follow-up mail's opt-out link.
    const unsubscribeToken = randomSecret(24);
    const [connectionId] = await ids('connections', 'id', sql`where partner_id = ${DEMO.partnerId}`);
    await t.database.db
      .insertInto('connection_followups')
      .values({ id: 'fuzz-followup', partner_id: DEMO.partnerId, connection_id: connectionId!, language: 'en', mode: 'now', send_at: new Date(), requested_at: new Date(), unsubscribe_token: unsubscribeToken, items: JSON.stringify([]) })
      .execute();
    // Files uploaded as the app does (tus, the data over a socket): a content page's photo, a task's document, a note's photo.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const b64 = (x: string) => Buffer.from(x).toString('base64');
    const upload = async (path: string, token: string, id: string) => {
      const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
      const created = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'upload-length': String(PNG.length), 'upload-metadata': `id ${b64(id)},filetype ${b64('image/png')},filename ${b64('fuzz.png')}` } });
      expect(created.status, await created.text()).toBe(201);
      const location = new URL(created.headers.get('location')!, base).pathname;
      const patched = await fetch(`${base}${location}`, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: PNG });
      expect(patched.status, await patched.text()).toBe(204);
      return decodeURIComponent(location.split('/').pop()!);
    };
    const fileId = await upload(CONTENT_UPLOAD_PATH, alex, crypto.randomUUID());
    const documentId = await upload(TASK_UPLOAD_PATH, alex, crypto.randomUUID());
    await api(alex, 'POST', '/api/tasks/demo-task-catalogue/documents', { uploadId: documentId });
    const photo = crypto.randomUUID();
    const noteUpload = await upload(UPLOAD_PATH, sam, photo);
    const noted = await t.push(sam, 'fuzz-note', [{ id: 1, name: 'addNote', args: { id: crypto.randomUUID(), connectionId: connectionId!, text: 'photo', type: 'image', createdAt: new Date().toISOString(), media: [photo] } }] as never);
    expect(noted.results.map((r) => [r.outcome, r.reason])).toEqual([['completed', null]]);
    const webhook = await api(alex, 'POST', `/api/api-access/accounts/${DEMO_API_ACCOUNT.id}/webhooks`, { url: 'https://crm.example/hook', events: ['connection.created'] });
    const product = await api(alex, 'POST', '/api/contents/items?type=product', { name: 'Fuzz scanner', summary: '', public: true, elements: [{ name: 'Photo', type: 'image', fileId, newwindow: false }] });
    const productId = product.json<{ id: string }>().id;

    const keys = await ids('contents', 'share_key', sql`where partner_id = ${DEMO.partnerId} and public`);
    const byName: Record<string, string[]> = {
      eventId: [DEMO.eventId],
      partnerId: [DEMO.partnerId, DEMO.otherPartnerId],
      slug: [DEMO_GUEST_LINKS.customers, DEMO_GUEST_LINKS.freeTicket],
      key: keys,
      fileId: await ids('content_files'),
      contentId: ['acme-profile', productId],
      language: ['en', 'de'],
      activityId: await ids('event_activities'),
      keyId: await ids('organiser_api_keys'),
      badgeTypeId: ['demo-badge-extra', ...(await ids('badge_types'))],
      organiserId: await ids('organisers'),
      taskId: ['demo-task-catalogue', 'demo-task-electricity'],
      questionId: ['q-interest', 'q-budget'],
      documentId: [documentId],
      conversationId: await ids('conversations'),
      userId: ['acme-sam', 'acme-robin'],
      licenceId: ['acme-licence-limited', 'acme-licence-unlimited'],
      seatId: await ids('licence_activations'),
      orderId: [orderId],
      outcome: ['pay', 'pending', 'fail', 'cancel', 'refund'],
    };
    // A guest's signed badge link, and visitors of the demo event for the organiser's visitor list.
    const [guest] = (await sql<{ id: string; code: string }>`select u.id, u.badge_code as code from guests g join users u on u.id = g.user_id where g.partner_id = ${DEMO.partnerId} and u.email is not null order by 1 limit 1`.execute(t.database.db)).rows;
    const visitorIds = await ids('guests', 'user_id', sql`where partner_id = ${DEMO.partnerId}`);
    const byRoute: Array<[RegExp, Record<string, string[]>]> = [
      [/^\/r\/badge\//, { userId: [guest!.id], sig: [await badgeSignature(t.database.db, guest!.id, guest!.code)] }],
      [/^\/api\/organiser\/events\/:eventId\/visitors\//, { visitorId: visitorIds }],
      [/^\/r\/confirm\//, { token: [confirmToken] }],
      [/^\/r\/invite\//, { token: [inviteToken] }],
      [/^\/book\/confirm\//, { token: bookingTokens }],
      [/^\/m\//, { token: [meetingToken] }],
      [/^\/u\//, { token: [unsubscribeToken] }],
      [/^\/calendar\//, { token: [calendarToken] }],
      [/^\/pay\//, { token: [payToken] }],
      [/^\/api\/api-access\/accounts\//, { id: [DEMO_API_ACCOUNT.id] }],
      [/^\/api\/api-access\/webhooks\//, { id: [webhook.json<{ id: string }>().id] }],
      [/^\/api\/contents\/uploads\//, { id: [fileId] }],
      [/^\/api\/tasks\/uploads\//, { id: [documentId] }],
      [/^\/api\/uploads\//, { id: [noteUpload] }],
      [/^\/api\/connections\//, { id: [connectionId!] }],
      [/^\/api\/attendees\/:id/, { id: [`${DEMO.eventId}-v0001`, `${DEMO.eventId}-v0002`] }],
      [/^\/api\/guests\/codes\//, { id: await ids('action_codes', 'id', sql`where partner_id = ${DEMO.partnerId}`) }],
      [/^\/api\/guests\/links\//, { id: ['demo-link-customers', 'demo-link-mailing'] }],
      [/^\/api\/guests\/:id/, { id: await ids('guests', 'user_id', sql`where partner_id = ${DEMO.partnerId}`) }],
      [/^\/api\/media\//, { id: await ids('media') }],
    ];
    for (const route of t.app.routeTable) {
      const params = (route.url.match(/:\w+/g) ?? []).map((p) => p.slice(1));
      if (!params.length) continue;
      const special = byRoute.find(([pattern]) => pattern.test(route.url))?.[1] ?? {};
      real.set(route.url, Object.fromEntries(params.map((p) => [p, special[p] ?? byName[p] ?? []])));
    }
  }, 120_000);

  /** The routes with parameters, those that take back or end something last (they could take away what later ones need). */
  const routesWithParams = () => {
    const last = (r: { method: string; url: string }) => r.method === 'DELETE' || /\/(end|erase|disable|cancel)$/.test(r.url);
    const routes = t.app.routeTable.filter((r) => r.url.includes(':') && !SKIPPED.has(`${r.method} ${r.url}`) && !r.url.startsWith('/api/operator/'));
    return [...routes.filter((r) => !last(r)), ...routes.filter(last)];
  };
  const fill = (url: string, pick: (param: string, values: string[]) => string) => url.replace(/:(\w+)\??/g, (_, p: string) => encodeURIComponent(pick(p, real.get(url)![p]!)));
  /** The session that reaches the handler: the organiser's for its console, the API key for its API, the exhibitor's administrator for the rest. */
  const ownerOf = (url: string) => (url.startsWith('/api/organiser/v1/') ? 4 : url.startsWith('/api/organiser/') ? 3 : 0);
  let address = 0;
  const send = (method: string, url: string, who: number, body?: { payload?: string; type?: string }) =>
    t.app.inject({
      method: method as 'GET',
      url,
      // Each from its own address, so a public page's limit per address does not answer in the handler's place.
      remoteAddress: `203.0.113.${(address++ % 250) + 1}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...(body?.type ? { 'content-type': body.type } : {}) },
      ...(body?.payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: body.payload } : {}),
    });

  it('has a real value for every parameter of every route', () => {
    const missing = routesWithParams().flatMap((r) => Object.entries(real.get(r.url) ?? {}).filter(([, values]) => !values.length).map(([p]) => `${r.url} :${p}`));
    expect(missing).toEqual([]);
    expect(routesWithParams().map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /r/:slug', 'POST /r/confirm/:token', 'POST /r/invite/:token', 'POST /book/:partnerId', 'POST /book/confirm/:token', 'POST /m/:token', 'POST /u/:token', 'POST /pay/:token/:outcome', 'GET /p/:key/files/:fileId']));
  });

  it('at every route with parameters, filled with real values: bodies of every type, names every object inherits and NUL bytes never give a 5xx, and a refusal changes nothing', async () => {
    const inherited = fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', '__defineGetter__', 'isPrototypeOf');
    const fieldNames = ['firstName', 'lastName', 'email', 'company', 'code', 'terms', 'q_demo-rq-interest', 'q_demo-rq-meeting', 'slot', 'name', 'message', 'action', 'body', 'day', 'time', 'duration', 'subject', 'startsAt', 'endsAt', 'language', 'url', 'events', 'items', 'billing'];
    const body: fc.Arbitrary<{ payload?: string; type?: string }> = fc.oneof(
      fc.oneof(value, shaped(fieldNames)).map((v) => ({ payload: JSON.stringify(v ?? null), type: 'application/json' })),
      fc
        .array(fc.tuple(fc.oneof(inherited, fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), fc.oneof(nasty, number.map(String))), { maxLength: 6 })
        .map((fields) => ({ payload: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' })),
      nasty.map((text) => ({ payload: text, type: 'text/plain' })),
      fc.constantFrom({}, { payload: '', type: 'application/json' }, { payload: '', type: 'application/x-www-form-urlencoded' }),
    );
    const nul = 'a\u0000b';
    // What the two 500s found by the outside rerun sent, and more of their kind, to every form.
    const fixed = [
      { payload: JSON.stringify({ firstName: ['a'], lastName: { a: 1 }, company: [{}], code: [[1]], email: 5, terms: [1], 'q_demo-rq-interest': [1], slot: ['x'], name: { a: 1 }, message: [1], action: ['accept'], body: { text: 'x' }, day: ['2026-01-01'], time: 1, duration: {} }), type: 'application/json' },
      { payload: '[1]', type: 'application/json' },
      { payload: '__proto__=x&constructor=y&toString=z&hasOwnProperty=1&valueOf=2&email=a%40b.example&action=reply&body=x', type: 'application/x-www-form-urlencoded' },
      { payload: 'hello', type: 'text/plain' },
    ];
    const nulBodies = [
      { payload: JSON.stringify(Object.fromEntries([...fieldNames, 'token', 'verifier'].map((k) => [k, nul]))), type: 'application/json' },
      { payload: `firstName=a%00b&email=a%00b%40x.example&__proto__=%00&action=${encodeURIComponent(nul)}`, type: 'application/x-www-form-urlencoded' },
    ];
    const expectNo5xx = (res: { statusCode: number; body: string }, what: string) => expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    for (const route of routesWithParams()) {
      const reads = route.method === 'GET' || route.method === 'HEAD';
      const owner = ownerOf(route.url);
      const first = fill(route.url, (_, values) => values[0]!);
      // Other spellings of the real path reach the same handler.
      for (const { url } of spellings(first, '', { each: false }).slice(0, 1)) expectNo5xx(await send(route.method, url, owner, reads ? undefined : { payload: '{}', type: 'application/json' }), `${route.method} ${url}`);
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant(owner), fc.nat({ max: tokens.length - 1 })), fc.nat(), fc.dictionary(fc.constantFrom('lang', 'q', 'propose', 'booked', 'cursor'), nasty, { maxKeys: 2 }), body, async (who, k, query, generated) => {
          const url = fill(route.url, (_, values) => values[k % values.length]!);
          const qs = new URLSearchParams(query).toString();
          const before = await held();
          const res = await send(route.method, `${url}${qs ? `?${qs}` : ''}`, who, reads ? undefined : generated);
          const what = `${route.method} ${url}?${qs} with ${generated.type ?? 'no body'} ${generated.payload?.slice(0, 100) ?? ''}`;
          expectNo5xx(res, what);
          if (res.statusCode >= 400) expect(await held(), `${what} refused (${res.statusCode}) but changed the data`).toBe(before);
        }),
        { numRuns: reads ? 1 : 2, seed: SEED },
      );
      if (reads) continue;
      // A body the handler never reads (the unsubscribe and checkout buttons post nothing) is not
      // refused for a NUL in it; one it reads is.
      for (const b of [...fixed, ...nulBodies]) {
        const before = await held();
        const res = await send(route.method, first, owner, b);
        const what = `${route.method} ${first} with ${b.type} ${b.payload.slice(0, 200)}`;
        expectNo5xx(res, what);
        if (res.statusCode >= 400) expect(await held(), `${what} refused (${res.statusCode}) but changed the data`).toBe(before);
      }
      const before = await held();
      const nulQuery = await send(route.method, `${first}?lang=a%00b`, owner, { payload: '{}', type: 'application/json' });
      expect(nulQuery.statusCode, `${route.method} ${first}?lang=a%00b`).toBe(400);
      expect(await held(), `${route.method} ${route.url}: a refused NUL changed the data`).toBe(before);
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 600_000);
});
