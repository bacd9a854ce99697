/**
 * Runs in Chromium (bench/dashboard.ts serves it with Vite): the dashboard screen itself
 * (DashboardPage with the app's hooks on the app's database: useConnections, useWorkedRatings,
 * usePendingCount, then dashboardFigures) with 20,000 connections stored, 8,000 of them with
 * scored answers.
 *
 * Open: each run is an iframe of this page (a fresh realm, so a fresh Dexie connection and empty
 * in-memory stores, as when the app starts on the dashboard; the first run also without the
 * figures the screen keeps from its last opening, data/dashboard-snapshot.ts) that loads the texts as the app does
 * before any screen, then mounts DashboardPage and times until the figure cards and the ratings
 * chart's table show what dashboardFigures gives for the stored rows (the answers' ratings
 * included). After a scan: this page mounts the dashboard, then writes captures through the app's
 * captureConnection, each timed until the three figure cards (today, in total, waiting to sync)
 * show it. Beside each, the time until the next frame (charts updated in their effects) is kept.
 * Not included: the app's start before the screen (service worker, session, router) and the
 * setup wizard's steps (no route table here, so none is open).
 */
import '../../src/app/styles.css';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { AppContext, guardSession, type AppState } from '../../src/app/AppContext';
import { db, type LocalAnswer, type LocalConnection } from '../../src/data/db';
import { captureConnection, type WriteContext } from '../../src/data/mutators';
import { storeQuestions } from '../../src/data/questions';
import { initI18n, loadAppNamespaces } from '../../src/lib/i18n';
import { dashboardFigures, RATING_BUCKETS } from '../../src/domain/dashboard';
import { connectionId, CONNECTION_STAGES, type ConnectionStage } from '../../src/domain/connection';
import { answerKey, type QuestionsResponse } from '../../src/domain/question';
import { RATINGS, workOutRating, type Rating } from '../../src/domain/rating';
import { allSettings, type SessionInfo } from '../../src/domain/session';
import type { EventInfo } from '../../src/domain/event';
import { benchBadgeCode, benchContact } from './people';

const STORED = 20_000;
const OPEN_RUNS = 7;
const SCANS = 20;
const EVENT_ID = 'bench-expo';
const ctx: WriteContext = { eventId: EVENT_ID, partnerId: 'acme', authorName: 'Bench Admin', authorId: 'acme-admin' };

export interface DashboardBench {
  stored: number;
  answered: number;
  seedMs: number;
  /** Mount to the figures shown, one per cold open. */
  openMs: number[];
  /** Mount to the next frame after the figures were shown. */
  openFrameMs: number[];
  /** Mount to the figures worked out from what was read (not the ones kept from the last open). */
  exactMs: number[];
  /** captureConnection called to the three figure cards showing the scan. */
  scanMs: number[];
  /** The same, to the next frame after that. */
  scanFrameMs: number[];
}

/** What the parent page tells each open run (the iframes read it from their parent). */
interface Shared {
  event: EventInfo;
  /** The figure cards' numbers (today, in total, waiting to sync) and the ratings chart's, as stored. */
  today: number;
  total: number;
  byRating: number[];
}
type BenchWindow = Window & { __dashboardShared?: Shared; __bench?: Promise<DashboardBench> };

const QUESTIONS: QuestionsResponse = {
  questions: [
    { id: 'q-budget', name: 'Budget', type: 'radio', allowOther: false, options: [0, 1, 2, 3].map((points) => ({ id: `budget-${points}`, name: `Budget ${points}`, points })) },
    { id: 'q-interest', name: 'Interested in', type: 'checkbox', allowOther: false, options: [1, 2, 0].map((points, i) => ({ id: `interest-${i}`, name: `Product ${i}`, points })) },
    { id: 'q-remarks', name: 'Remarks', type: 'open', allowOther: false, options: [] },
  ],
  rating: { hotFrom: 5, warmFrom: 2 },
};

function sessionInfo(event: EventInfo): SessionInfo {
  return {
    state: 'linked',
    sessionMode: 'partner',
    visitorID: null,
    partnerID: 'acme',
    licenseCode: null,
    embedded: false,
    environmentName: event.environmentName,
    event,
    partner: { id: 'acme', name: 'Acme' },
    user: { id: 'acme-admin', name: 'Bench Admin', email: null, twoFactorMethod: null },
    permissions: ['admin', 'createConnections', 'exportConnections', 'showAllConnections'],
    settings: allSettings(true),
    staffModeAvailable: false,
  };
}

/** Three show days, two of them past, in the event's zone (the seeded scans fall on them). */
function showEvent(): EventInfo {
  const today = new Date();
  const day = (offset: number, hourUtc: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset, hourUtc)).toISOString();
  return { id: EVENT_ID, name: 'Bench Expo', startsAt: day(-2, 7), endsAt: day(1, 17), timezone: 'Europe/Amsterdam', environmentName: 'Bench', applicationColor: '#143d59', actionColor: '#0f7b4a' };
}

/** Most leads stay new; fewer move on. */
function stageOf(i: number): ConnectionStage {
  const r = i % 20;
  return r < 10 ? 'new' : r < 14 ? 'contacted' : r < 16 ? 'quoted' : CONNECTION_STAGES[r - 13]!;
}

async function seed(event: EventInfo): Promise<{ shared: Shared; answered: number }> {
  const team = Array.from({ length: 12 }, (_, k) => benchContact(100_000 + k).fullname!);
  const start = Date.parse(event.startsAt);
  const rows: LocalConnection[] = Array.from({ length: STORED }, (_, i) => {
    const code = benchBadgeCode(i);
    return {
      id: connectionId(ctx.partnerId, code),
      eventId: EVENT_ID,
      badgeCode: code,
      // The show's three days, 07:00 to 17:00 UTC.
      scannedAt: new Date(start + (i % 3) * 86_400_000 + ((i * 7919) % 36_000) * 1000).toISOString(),
      scannedByID: null,
      scannedByName: team[i % team.length]!,
      sourceType: 'barcode',
      stage: stageOf(i),
      rating: i % 7 === 0 ? RATINGS[i % 3]! : null,
      licensed: true,
      visitorID: `visitor-${i}`,
      contact: benchContact(i),
      syncState: 'completed',
    };
  });
  // Two of every five leads qualified at the booth: a budget and what they are interested in.
  const answers: LocalAnswer[] = [];
  rows.forEach((row, i) => {
    if (i % 5 >= 2) return;
    const updatedAt = row.scannedAt;
    const common = { connectionId: row.id, text: null, updatedAt, eventId: EVENT_ID, syncState: 'completed' as const };
    answers.push({ ...common, key: answerKey(row.id, 'q-budget'), questionId: 'q-budget', choices: [`budget-${i % 4}`] });
    answers.push({ ...common, key: answerKey(row.id, 'q-interest'), questionId: 'q-interest', choices: ['interest-0', 'interest-1', 'interest-2'].slice(0, 1 + (i % 3)) });
  });
  await db.connections.bulkAdd(rows);
  await db.answers.bulkAdd(answers);
  await storeQuestions(db, EVENT_ID, QUESTIONS);

  // What the screen must show: the domain's own figures over what was stored.
  const byConnection = new Map<string, LocalAnswer[]>();
  for (const a of answers) byConnection.set(a.connectionId, [...(byConnection.get(a.connectionId) ?? []), a]);
  const worked = new Map<string, Rating>();
  for (const [id, list] of byConnection) {
    const rating = workOutRating(QUESTIONS.questions, list, QUESTIONS.rating).rating;
    if (rating) worked.set(id, rating);
  }
  const figures = dashboardFigures(rows, worked, event, new Date());
  return { shared: { event, today: figures.today, total: figures.total, byRating: RATING_BUCKETS.map((r) => figures.byRating[r]) }, answered: byConnection.size };
}

function mount(host: HTMLElement, event: EventInfo): Root {
  const info = sessionInfo(event);
  const state: AppState = { config: null, info, session: guardSession(info), storeConflict: null };
  const root = createRoot(host);
  root.render(createElement(AppContext.Provider, { value: state }, createElement(MemoryRouter, { initialEntries: ['/dashboard'] }, createElement(DashboardPage))));
  return root;
}

const texts = (host: HTMLElement, selector: string) => [...host.querySelectorAll(selector)].map((e) => e.textContent ?? '');
/** The figure cards: today, in total, waiting to sync. */
const figureCards = (host: HTMLElement) => texts(host, '.figure-row .figure-value');
const ratingCells = (host: HTMLElement) => texts(host, 'section[aria-labelledby="ratings"] tbody td');

/** When `check` first holds for what `host` shows (checked after each DOM change, before paint). */
function whenShown(host: HTMLElement, check: () => boolean, what: string): Promise<number> {
  if (check()) return Promise.resolve(performance.now());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${what} not shown after 30 s; figures: ${figureCards(host).join(' | ')}; ratings: ${ratingCells(host).join(' ')}`));
    }, 30_000);
    const observer = new MutationObserver(() => {
      if (!check()) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The screen's texts, loaded as the app loads them before any screen renders. */
async function texts18n(): Promise<Intl.NumberFormat> {
  await initI18n();
  await loadAppNamespaces();
  return new Intl.NumberFormat(i18next.resolvedLanguage ?? 'en');
}

/** One cold open, in an iframe: mount to the stored figures shown. */
async function openRun(shared: Shared): Promise<OpenResult> {
  const number = await texts18n();
  const host = document.getElementById('root')!;
  const cards = [shared.today, shared.total, 0].map((n) => number.format(n)).join('|');
  const ratings = shared.byRating.join('|');
  const matches = () => figureCards(host).join('|') === cards && ratingCells(host).join('|') === ratings;
  const shown = whenShown(host, matches, 'the stored figures');
  // Exact: worked out from what was just read, not the figures kept from the last time.
  const exact = whenShown(host, () => matches() && !host.querySelector('.dashboard-updating'), 'the exact figures');
  const t0 = performance.now();
  mount(host, shared.event);
  const at = await shown;
  await nextFrame();
  const frameMs = performance.now() - t0;
  const exactAt = await exact;
  // The screen keeps its figures a second after the last change: let it, for the next open.
  await sleep(1500);
  return { openMs: at - t0, frameMs, exactMs: exactAt - t0 };
}

interface OpenResult {
  openMs: number;
  frameMs: number;
  exactMs: number;
}

function openInFrame(): Promise<OpenResult> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:1280px;height:900px;border:0';
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      const data = e.data as OpenResult | { error: string };
      if ('error' in data) reject(new Error(`open run: ${data.error}`));
      else resolve(data);
    };
    window.addEventListener('message', onMessage);
    frame.src = `${location.pathname}?open`;
    document.body.append(frame);
  });
}

async function run(): Promise<DashboardBench> {
  const event = showEvent();
  const seedStart = performance.now();
  const { shared, answered } = await seed(event);
  const seedMs = Math.round(performance.now() - seedStart);
  (window as BenchWindow).__dashboardShared = shared;

  const out: DashboardBench = { stored: STORED, answered, seedMs, openMs: [], openFrameMs: [], exactMs: [], scanMs: [], scanFrameMs: [] };
  for (let i = 0; i < OPEN_RUNS; i++) {
    const r = await openInFrame();
    out.openMs.push(r.openMs);
    out.openFrameMs.push(r.frameMs);
    out.exactMs.push(r.exactMs);
  }

  // After a scan: the dashboard open on this page, then captures as the scanner makes them.
  const number = await texts18n();
  const host = document.getElementById('root')!;
  const root = mount(host, event);
  const cardsFor = (n: number) => [shared.today + n, shared.total + n, n].map((x) => number.format(x)).join('|');
  await whenShown(host, () => figureCards(host).join('|') === cardsFor(0), 'the stored figures');
  for (let i = 0; i < SCANS; i++) {
    // Scans come seconds apart: let the last one's leftovers (stores, charts) finish first.
    await sleep(200);
    const want = cardsFor(i + 1);
    const shown = whenShown(host, () => figureCards(host).join('|') === want, `scan ${i + 1}`);
    const t0 = performance.now();
    await captureConnection(ctx, { badgeCode: benchBadgeCode(STORED + i), sourceType: 'barcode' });
    const at = await shown;
    await nextFrame();
    out.scanMs.push(at - t0);
    out.scanFrameMs.push(performance.now() - t0);
  }
  root.unmount();
  return out;
}

if (new URLSearchParams(location.search).has('open')) {
  const shared = (window.parent as BenchWindow).__dashboardShared!;
  openRun(shared).then(
    (r) => window.parent.postMessage(r, location.origin),
    (err: unknown) => window.parent.postMessage({ error: String(err) }, location.origin),
  );
} else {
  (window as BenchWindow).__bench = run();
}
