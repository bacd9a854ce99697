/**
 * A chat message from one server instance to a colleague on another (target: shown within 300 ms
 * at p95). Two instances of the built server on one PostgreSQL database (a throwaway one, migrated
 * and seeded with the demo here), each serving the built app from a copy of dist/ (others may
 * rebuild dist/ meanwhile); two pages in Chromium: Sam logged in on instance A, Robin on instance
 * B, the same conversation open in both (Sam opens it with the New message dialog). Sam sends N
 * messages one after another, typed and sent with Enter as a user does; each is timed from the
 * Enter (a keydown listener in page A) until page B's thread shows it (a MutationObserver in page
 * B), both stamped with performance.timeOrigin + performance.now(), one clock on this machine.
 * The next message goes when the last one is shown and a moment has passed.
 *
 * Where the time goes, per message, from the pages' requests (Playwright's request timing, the
 * same clock): from the Enter to page A's push leaving (the outbox's debounce of writes), the push
 * itself (instance A writes and NOTIFYs), from the push's answer to page B's pull leaving (the
 * NOTIFY reaching instance B, its socket event, the page scheduling a pull), the pull, and from
 * the pull's answer to the message shown (stored in IndexedDB, the live query, React).
 *
 * The event's limit of messages without an answer (max_pending_chats, 20 by default) is raised
 * for the run: Robin does not answer. BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test)
 * names the server; BENCH_MESSAGES the number of messages (50).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Page, type Request } from 'playwright-core';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { DEMO, seedDemo } from '../server/demo/seed';
import { randomSecret } from '../server/security';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { mintLink, pathOf } from '../e2e/support/links';
import enMessages from '../locales/en/messages.json' with { type: 'json' };
import { report } from './support';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
const PORTS = [4470, 4471] as const;
/** Between one message shown and the next sent: the last sync runs have finished. */
const PAUSE_MS = 400;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : NaN;
}
const median = (values: number[]) => percentile(values, 50);

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The built server and app, copied (node_modules linked beside them) so a rebuild of dist/ mid-run changes nothing here. */
function copyBuild(dir: string): { main: string; app: string } {
  const dist = path.resolve('dist');
  if (!fs.existsSync(path.join(dist, 'server/main.js')) || !fs.existsSync(path.join(dist, 'app/index.html'))) throw new Error('no build in dist/: run npm run build (npm run bench does)');
  fs.cpSync(dist, path.join(dir, 'dist'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { main: path.join(dir, 'dist/server/main.js'), app: path.join(dir, 'dist/app') };
}

function startInstance(main: string, staticDir: string, databaseUrl: string, port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A page's sync requests, with their times (ms since the epoch, the pages' clock too). */
interface Sent {
  kind: 'push' | 'pull';
  start: number;
  end: number | null;
}
function watchSync(page: Page): Sent[] {
  const sent: Sent[] = [];
  const open = new Map<Request, Sent>();
  page.on('request', (req) => {
    const kind = req.url().includes('/api/sync/push') ? 'push' : req.url().includes('/api/sync/pull') ? 'pull' : null;
    if (!kind) return;
    const entry: Sent = { kind, start: Date.now(), end: null };
    open.set(req, entry);
    sent.push(entry);
  });
  page.on('requestfinished', (req) => {
    const entry = open.get(req);
    if (!entry) return;
    const t = req.timing();
    entry.start = t.startTime;
    entry.end = t.startTime + t.responseEnd;
    open.delete(req);
  });
  return sent;
}

async function login(page: Page, origin: string, link: string): Promise<void> {
  await page.goto(origin + pathOf(link));
  await page.getByRole('banner').waitFor({ timeout: 30_000 });
}

/** In page A: the time of each Enter in a textarea, by the text it sends. */
const STAMP_ENTER = `(() => {
  window.__enter = {};
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.target.tagName === 'TEXTAREA') window.__enter[e.target.value.trim()] = performance.timeOrigin + performance.now();
  }, true);
})()`;

/** In page B: the time each message's text first shows in the thread (after each DOM change, before paint). */
const STAMP_SHOWN = `(() => {
  window.__shown = {};
  const stamp = () => {
    const at = performance.timeOrigin + performance.now();
    for (const p of document.querySelectorAll('.thread .bubble-text')) {
      const text = p.textContent || '';
      if (!(text in window.__shown)) window.__shown[text] = at;
    }
  };
  stamp();
  new MutationObserver(stamp).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

interface Stamps {
  __enter: Record<string, number>;
  __shown: Record<string, number>;
}

interface Timed {
  text: string;
  enter: number;
  shown: number;
}

export async function benchMessageLatency(): Promise<void> {
  const name = `leadstand_bench_msg_${randomSecret().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-message-latency-'));
  const instances: ChildProcess[] = [];
  let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await migrate(database.db);
      await seedDemo(database.db);
      // Robin does not answer: let Sam write more than the event's usual limit of unanswered messages.
      await database.db.updateTable('events').set({ max_pending_chats: MESSAGES * 2 + 10 }).where('id', '=', DEMO.eventId).execute();
    } finally {
      await database.close();
    }
    const build = copyBuild(dir);
    const dataDirs = PORTS.map((port) => path.join(dir, `instance-${port}`));
    for (const [i, port] of PORTS.entries()) instances.push(startInstance(build.main, build.app, url.toString(), port, dataDirs[i]!));
    await Promise.all(PORTS.map((port, i) => waitFor(`http://127.0.0.1:${port}/health`, instances[i]!, 60_000)));
    const [originA, originB] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const pageOf = async () => {
      const context = await browser!.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('leadstand:tour:off', '1'));
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
      return page;
    };
    const [sam, robin] = [await pageOf(), await pageOf()];
    await login(sam, originA, await mintLink('staff', 'acme-sam', {}, dataDirs[0]));
    await login(robin, originB, await mintLink('staff', 'acme-robin', {}, dataDirs[1]));

    // Sam opens a conversation with Robin; Robin opens it from the inbox on the other instance.
    const subject = `Latency ${name.slice(-6)}`;
    await sam.goto(`${originA}/messages`);
    await sam.getByRole('button', { name: enMessages.new.open, exact: true }).click();
    const dialog = sam.getByRole('dialog', { name: enMessages.new.title, exact: true });
    await dialog.getByRole('checkbox', { name: 'Robin Keller', exact: true }).check({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: enMessages.new.subject, exact: true }).fill(subject);
    await dialog.getByRole('textbox', { name: enMessages.new.body, exact: true }).fill('Hello Robin');
    await dialog.getByRole('button', { name: enMessages.composer.send, exact: true }).click();
    const thread = (page: Page) => page.getByRole('list', { name: enMessages.conversation.messages, exact: true });
    await thread(sam).waitFor();
    const conversationId = /\/messages\/([^/?#]+)/.exec(sam.url())![1]!;
    await robin.goto(`${originB}/messages/${conversationId}`);
    await thread(robin).getByText('Hello Robin', { exact: true }).waitFor({ timeout: 30_000 });

    // Page A stamps each Enter in the composer; page B stamps each new text in its thread. (As
    // text: functions compiled by tsx carry a helper the page has not got.)
    await sam.evaluate(STAMP_ENTER);
    await robin.evaluate(STAMP_SHOWN);
    const samSync = watchSync(sam);
    const robinSync = watchSync(robin);
    const composer = sam.getByRole('textbox', { name: enMessages.composer.label, exact: true });

    const timed: Timed[] = [];
    for (let i = 1; i <= MESSAGES; i++) {
      const text = `Message ${i} of ${MESSAGES}: are you at the booth at ${9 + (i % 8)}?`;
      await composer.fill(text);
      await composer.press('Enter');
      // Plain arrow functions (no helper inside): the page's CSP allows no evaluated strings here.
      await robin.waitForFunction((t) => t in (window as unknown as Stamps).__shown, text, { timeout: 60_000 });
      const enter = await sam.evaluate((t) => (window as unknown as Stamps).__enter[t]!, text);
      const shown = await robin.evaluate((t) => (window as unknown as Stamps).__shown[t]!, text);
      timed.push({ text, enter, shown });
      await sam.waitForTimeout(PAUSE_MS);
    }

    // Where the time went: the first push after each Enter, the last pull on B answered before it was shown.
    const stages = { debounce: [] as number[], push: [] as number[], notifyToPull: [] as number[], pull: [] as number[], render: [] as number[] };
    for (const m of timed) {
      const push = samSync.find((s) => s.kind === 'push' && s.start >= m.enter - 1 && s.end !== null);
      const pull = robinSync.filter((s) => s.kind === 'pull' && s.end !== null && s.end <= m.shown + 1 && push && s.start >= push.start).pop();
      if (!push || !pull) continue;
      stages.debounce.push(push.start - m.enter);
      stages.push.push(push.end! - push.start);
      stages.notifyToPull.push(pull.start - push.end!);
      stages.pull.push(pull.end! - pull.start);
      stages.render.push(m.shown - pull.end!);
    }
    const latencies = timed.map((m) => m.shown - m.enter);
    console.log(`message latency: ${timed.length} messages from Sam on instance A (:${PORTS[0]}) to Robin on instance B (:${PORTS[1]}), one PostgreSQL (${name}), one at a time, ${PAUSE_MS} ms apart`);
    report('message send to shown on the other instance p50', percentile(latencies, 50), 'ms');
    report('message send to shown on the other instance p95', percentile(latencies, 95), 'ms', { max: 300 });
    report('message send to shown on the other instance max', Math.round(Math.max(...latencies) * 10) / 10, 'ms');
    console.log(
      `  where it goes (medians over ${stages.debounce.length} messages): Enter to push ${median(stages.debounce)} ms (the outbox's write debounce), ` +
        `push ${median(stages.push)} ms, push answered to B's pull ${median(stages.notifyToPull)} ms (NOTIFY, socket event), pull ${median(stages.pull)} ms, pull answered to shown ${median(stages.render)} ms`,
    );
  } finally {
    await browser?.close();
    await Promise.all(instances.map(stopInstance));
    // The link first, so nothing could ever follow it into the project's node_modules.
    fs.rmSync(path.join(dir, 'node_modules'), { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
