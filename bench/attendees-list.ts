/**
 * The visitor list with 20,000 public visitors (issue: "virtualized for 20,000").
 *
 * The server (in process, on PGlite and, when one answers at BENCH_POSTGRES_URL, on PostgreSQL):
 * the demo plus public visitors up to 20,000, then GET /api/attendees as the screen asks it: the
 * first page, a name typed letter by letter (each letter a search), a company filter, the next
 * page, and the facets; the median of 7 of each after a warm-up, and the bytes of each answer.
 * Beside it, what the whole list would weigh sent at once (JSON, and gzipped): the figures behind
 * docs/decisions.md, "The visitor list is searched on the server".
 *
 * The screen (Chromium; bench/browser/attendees-list.html mounts AttendeesPage itself over a
 * stubbed fetch that answers as the server does, at once), at a desktop and a phone size: the
 * median of 5 mounts until the first rows show (target 300 ms), the p95 over 24 keystrokes in the
 * search field until the answer's rows show (a new text waits for the screen's typing pause and
 * asks; a text asked before shows from memory), and a scroll through all 20,000, a window's height
 * a frame, the pages coming in as it goes: its longest frame and the most rows in the page at once.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { AttendeesListBench } from './browser/attendees-list';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { DEMO, seedDemo } from '../server/demo/seed';
import { COMPANIES, FIRST_NAMES, JOB_FUNCTIONS, LAST_NAMES } from '../server/demo/names';
import { createMessenger } from '../server/mail/mailer';
import { hashSecret, newId, randomSecret } from '../server/security';
import type { AttendeesPage } from '../src/domain/attendees';

const VISITORS = 20_000;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SIZES = [
  { label: 'desktop', device: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', device: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** Public visitors of the demo event up to `total`: names, companies (3,000 of them) and job functions as a show has them. */
async function fill(database: Database, total: number): Promise<number> {
  const { n } = await database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', DEMO.eventId)
    .where('public', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff').select('staff.user_id').whereRef('staff.user_id', '=', 'users.id'))))
    .executeTakeFirstOrThrow();
  const more = total - Number(n);
  await sql`
    insert into users (id, event_id, badge_code, first_name, last_name, fullname, company, jobfunction, country, registration_type, public, contactable)
    select 'bench-v' || g, ${DEMO.eventId}, 'bench' || lpad(g::text, 11, '0'), f, l, f || ' ' || l,
      case when g % 3 = 0 then (${COMPANIES}::text[])[1 + g % ${COMPANIES.length}] else 'Firm ' || (g % 3000) || ' ' || (array['GmbH', 'B.V.', 'Ltd', 'S.A.'])[1 + g % 4] end,
      (${JOB_FUNCTIONS}::text[])[1 + (g * 7) % ${JOB_FUNCTIONS.length}],
      (array['NL', 'DE', 'FR', 'ES', 'TR', 'BE', 'GB'])[1 + g % 7],
      (array['visitor', 'visitor', 'visitor', 'press', 'vip'])[1 + g % 5],
      true, g % 3 = 1
    from generate_series(1, ${more}) as g,
      lateral (select (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}] as f, (${LAST_NAMES}::text[])[1 + (g * 13) % ${LAST_NAMES.length}] as l) as names`.execute(database.db);
  return more;
}

async function benchServer(label: string, database: Database): Promise<void> {
  await fill(database, VISITORS);
  const app = await buildApp({ database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 1e9, messenger: createMessenger({ log: () => {} }) });
  const token = randomSecret();
  await database.db
    .insertInto('sessions')
    .values({ id: newId(), token_hash: hashSecret(token), mode: 'staff', event_id: DEMO.eventId, partner_id: DEMO.partnerId, user_id: 'acme-sam', licence_activation_id: null, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  const get = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms: performance.now() - started, body: res.body };
  };
  const timed = async (url: string, runs = 7) => {
    await get(url);
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const r = await get(url);
      ms.push(r.ms);
      bytes = Buffer.byteLength(r.body);
    }
    return { ms: pct(ms, 50), bytes };
  };
  try {
    const first = JSON.parse((await get('/api/attendees')).body) as AttendeesPage;
    const firstPage = await timed('/api/attendees');
    const typed = 'keller';
    const keys: number[] = [];
    for (let k = 1; k <= typed.length; k++) keys.push((await timed(`/api/attendees?q=${typed.slice(0, k)}`, 3)).ms);
    const company = await timed('/api/attendees?company=firm%2012');
    const next = await timed(`/api/attendees?after=${first.next}`);
    const facets = await timed('/api/attendees/facets');
    console.log(
      `visitor list server, ${label}: ${first.total.toLocaleString('en')} public visitors; first page ${firstPage.ms} ms (${Math.round(firstPage.bytes / 1024)} KB), ` +
        `"${typed}" letter by letter ${keys.map((ms) => `${ms}`).join(', ')} ms, company filter ${company.ms} ms, next page ${next.ms} ms, facets ${facets.ms} ms (${Math.round(facets.bytes / 1024)} KB)`,
    );
    report(`visitor list: first page on the server (median), ${label}`, firstPage.ms, 'ms', { max: 100 });
    report(`visitor list: a search on the server (slowest letter), ${label}`, Math.max(...keys), 'ms', { max: 100 });

    // The whole list at once, for comparison.
    const all: unknown[] = [];
    let after: string | null = null;
    do {
      const page: AttendeesPage = JSON.parse((await get(`/api/attendees?limit=200${after ? `&after=${after}` : ''}`)).body);
      all.push(...page.attendees);
      after = page.next;
    } while (after);
    const whole = JSON.stringify(all);
    console.log(
      `visitor list server, ${label}: the whole list at once would be ${Math.round(Buffer.byteLength(whole) / 1024)} KB of JSON (${Math.round(gzipSync(whole).length / 1024)} KB gzipped; the API answers uncompressed), against ${Math.round(firstPage.bytes / 1024)} KB a page`,
    );
  } finally {
    await app.close();
  }
}

export async function benchAttendeesList(): Promise<void> {
  const lite = await openDatabase({});
  await migrate(lite.db);
  await seedDemo(lite.db);
  await benchServer('PGlite', lite);
  await lite.close();

  let admin: Database | null = null;
  try {
    admin = await openDatabase({ url: POSTGRES_URL });
  } catch {
    console.log(`visitor list server on PostgreSQL: skipped, no server at ${POSTGRES_URL}`);
  }
  if (admin) {
    const name = `leadstand_bench_${Date.now()}`;
    await sql.raw(`create database ${name}`).execute(admin.db);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const pg = await openDatabase({ url: url.toString() });
    try {
      await migrate(pg.db);
      await seedDemo(pg.db);
      await benchServer('PostgreSQL', pg);
    } finally {
      await pg.close();
      await sql.raw(`drop database ${name} with (force)`).execute(admin.db);
      await admin.close();
    }
  }

  for (const size of SIZES) {
    const r = await runPageBench<AttendeesListBench>({
      page: 'bench/browser/attendees-list.html',
      cacheName: 'leadstand-bench-vite-attendees-list',
      include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'react-router', 'react-i18next', 'i18next', '@tanstack/react-virtual', 'valibot'],
      viewport: size.viewport,
    });
    if (r.device !== size.device) throw new Error(`visitor list at ${size.label} size rendered the ${r.device} layout`);
    if (r.unexpected.length) throw new Error(`visitor list: requests the screen was not expected to make: ${r.unexpected.join(', ')}`);
    const s = r.scroll;
    const asked = r.keyMs.filter((_, i) => !r.keyCached[i]);
    const remembered = r.keyMs.filter((_, i) => r.keyCached[i]);
    console.log(
      `visitor list, ${size.label} (${r.viewport.width}x${r.viewport.height}, ${r.device} layout): ${r.visitors.toLocaleString('en')} visitors, a page ${Math.round(r.pageBytes / 1024)} KB, facets ${Math.round(r.facetsBytes / 1024)} KB; mounts ${r.mountMs.join(', ')} ms`,
    );
    console.log(
      `visitor list, ${size.label}: ${r.keyMs.length} keystrokes (${r.keys.filter(Boolean).slice(0, 3).join(', ')}, …): asked anew ${asked.length}, p50 ${pct(asked, 50)} / p95 ${pct(asked, 95)} ms (of which the typing pause ${r.pauseMs} ms; answer to rows p95 ${pct(r.keyAnswerToRowsMs, 95)} ms); ` +
        `from memory ${remembered.length}, p95 ${remembered.length ? pct(remembered, 95) : 0} ms`,
    );
    console.log(
      `visitor list, ${size.label}: scrolled through all in ${s.frames} frames (${s.stepPx} px a frame), ${s.pages} pages came in: median frame ${s.medianFrameMs} ms, ${s.longFrames} over 50 ms (${s.longFramesWithPage} of them as a page came in), ` +
        `${s.maxElements} elements in the list at most; ${s.renders} renders of the screen, longest ${s.renderMaxMs} ms; idle, ${r.idle.frames} frames: longest ${r.idle.longestFrameMs} ms`,
    );
    report(`visitor list: first rows, 20,000 visitors (median), ${size.label}`, pct(r.mountMs, 50), 'ms', { max: 300 });
    report(`visitor list: search keystroke p95, ${size.label}`, pct(r.keyMs, 95), 'ms', { max: 100 + r.pauseMs });
    report(`visitor list: longest frame while scrolling, ${size.label}`, s.longestFrameMs, 'ms', { max: 50 });
    report(`visitor list: rows in the page at most, ${size.label}`, s.maxRows, 'rows');
  }
}
