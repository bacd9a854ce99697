/**
 * Runs in Chromium (bench/attendees-list.ts serves it with Vite, once at a desktop size and once at
 * a phone size): the visitor list screen itself (AttendeesPage, /attendees, with its useAttendees
 * asking GET /api/attendees and /api/attendees/facets through the app's request()) over 20,000
 * public visitors. window.fetch is stubbed before anything mounts: it answers as the server does
 * (the same search, filters, order and paging, in memory, at once), so the times are the screen's
 * own, from the answer on, plus the pause the screen waits for typing to stop.
 *
 * Open: AttendeesPage mounted 5 times, each timed until the first rows show the first visitors by
 * name, the count above them is right, and the rows reach the bottom of the window. Search: ~20
 * keystrokes into the search field (a name typed letter by letter, then deleted letter by letter),
 * each timed until the rows show the answer for the text: a new text waits for the typing pause
 * (SEARCH_PAUSE_MS) and asks; a text asked before is shown from memory at once. Scrolling: the
 * window scrolled down by a window's height each frame through all 20,000 visitors, the pages
 * coming in as it goes; the longest frame and the most rows in the page at any frame.
 * React runs in its development build here (Vite's dev server), as in the other browser benches.
 */
import '../../src/app/styles.css';
import { createElement, Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import AttendeesPage from '../../src/features/attendees/AttendeesPage';
import { SEARCH_PAUSE_MS } from '../../src/features/attendees/useAttendees';
import { AppContext, guardSession, type AppState } from '../../src/app/AppContext';
import { RoutesContext } from '../../src/app/route-context';
import type { RouteDef } from '../../src/app/route-def';
import { MOBILE_QUERY, useDevice } from '../../src/app/hooks';
import { initI18n, loadAppNamespaces } from '../../src/lib/i18n';
import { ATTENDEES_PAGE, searchWords, type Attendee, type AttendeeFacets, type AttendeesPage as Page } from '../../src/domain/attendees';
import { allSettings, type SessionInfo } from '../../src/domain/session';
import { benchContact } from './people';

const VISITORS = 20_000;
const MOUNTS = 5;
/** Typed letter by letter, then deleted letter by letter: 24 keystrokes. */
const WORDS = ['kowalski', 'yuki'];

type Device = 'mobile' | 'desktop';

export interface AttendeesListBench {
  viewport: { width: number; height: number };
  device: Device;
  visitors: number;
  /** The typing pause the screen waits before asking (SEARCH_PAUSE_MS). */
  pauseMs: number;
  /** Bytes of the first page's answer, and of the facets. */
  pageBytes: number;
  facetsBytes: number;
  mountMs: number[];
  keys: string[];
  /** Keystroke to the rows shown (a new text: the typing pause, the answer, the rows). */
  keyMs: number[];
  /** Whether each keystroke's text was asked before (shown from memory). */
  keyCached: boolean[];
  /** The answer (the stub's reply) to the rows shown, for texts asked anew. */
  keyAnswerToRowsMs: number[];
  scroll: { stepPx: number; frames: number; longestFrameMs: number; medianFrameMs: number; longFrames: number; longFramesWithPage: number; maxRows: number; maxElements: number; pages: number; renders: number; renderMaxMs: number };
  idle: { frames: number; longestFrameMs: number };
  unexpected: string[];
}

type BenchWindow = Window & { __bench?: Promise<AttendeesListBench> };

// ---------------------------------------------------------------------------------------------
// The visitors, and the server's answers.

function generated(): Attendee[] {
  return Array.from({ length: VISITORS }, (_, i): Attendee => {
    const c = benchContact(400_000 + i);
    return {
      id: `bench-v${i}`,
      name: c.fullname ?? '',
      company: c.company ?? null,
      jobFunction: c.jobfunction ?? null,
      country: c.country ?? null,
      registrationType: c.registrationtype ?? null,
      contactable: i % 3 === 1,
    };
  });
}

/** The server's order: by name without case, then id. */
function sorted(visitors: Attendee[]): Attendee[] {
  return [...visitors].sort((a, b) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** GET /api/attendees's search: every word in the name, company or job function; company contains; type exact. */
function matching(all: Attendee[], params: URLSearchParams): Attendee[] {
  const words = searchWords(params.get('q') ?? '').map((w) => w.toLowerCase());
  const company = (params.get('company') ?? '').trim().toLowerCase();
  const type = params.get('registrationType');
  return all.filter(
    (a) =>
      words.every((w) => [a.name, a.company, a.jobFunction].some((f) => f?.toLowerCase().includes(w))) &&
      (!company || (a.company ?? '').toLowerCase().includes(company)) &&
      (!type || a.registrationType === type),
  );
}

function facetsOf(all: Attendee[]): AttendeeFacets {
  const count = (values: Array<string | null>) => {
    const m = new Map<string, number>();
    for (const v of values) if (v) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m].map(([value, n]) => ({ value, count: n })).sort((a, b) => a.value.localeCompare(b.value));
  };
  return { total: all.length, companies: count(all.map((a) => a.company)).slice(0, 500), registrationTypes: count(all.map((a) => a.registrationType)) };
}

const answers: number[] = [];

function stubFetch(all: Attendee[], unexpected: string[]): void {
  const real = window.fetch.bind(window);
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) return real(input, init);
    if (method === 'GET' && url.pathname === '/api/attendees/facets') return Promise.resolve(json(facetsOf(all)));
    if (method === 'GET' && url.pathname === '/api/attendees') {
      const found = matching(all, url.searchParams);
      const from = Number(url.searchParams.get('after')?.slice(1) ?? 0);
      const rows = found.slice(from, from + ATTENDEES_PAGE);
      const page: Page = { attendees: rows, total: found.length, next: from + ATTENDEES_PAGE < found.length ? `o${from + ATTENDEES_PAGE}` : null };
      answers.push(performance.now());
      return Promise.resolve(json(page));
    }
    unexpected.push(`${method} ${url.pathname}`);
    return Promise.resolve(new Response(JSON.stringify({ error: 'notFound' }), { status: 404, headers: { 'content-type': 'application/json' } }));
  };
}

// ---------------------------------------------------------------------------------------------
// The screen.

function sessionInfo(): SessionInfo {
  return {
    state: 'linked',
    sessionMode: 'staff',
    visitorID: 'bench-staff',
    partnerID: 'acme',
    licenseCode: null,
    embedded: false,
    environmentName: 'Bench',
    event: { id: 'bench-expo', name: 'Bench Expo', startsAt: '2026-11-23T08:00:00.000Z', endsAt: '2026-11-26T17:00:00.000Z', timezone: 'Europe/Amsterdam', environmentName: 'Bench', applicationColor: '#143d59', actionColor: '#0f7b4a' },
    partner: { id: 'acme', name: 'Acme' },
    user: { id: 'bench-staff', name: 'Bench Staff', email: null, twoFactorMethod: null },
    permissions: ['createConnections'],
    settings: allSettings(true),
    staffModeAvailable: false,
  };
}

/** The agenda's route as the table has it: "Ask for a meeting" shows where it lets the user in. */
const ROUTES: RouteDef[] = [{ id: 'agenda', path: '/agenda/:conversationID?', modes: ['partner', 'staff', 'native'], setting: 'conversation' }];

function ShellLayout({ children }: { children: ReactNode }) {
  const device = useDevice();
  return createElement('div', { className: `shell shell-${device}` }, createElement('div', { className: 'shell-body' }, createElement('main', { className: 'screen', id: 'main' }, children)));
}

const commitListeners = new Set<(renderMs: number) => void>();
function onCommit(_id: string, _phase: string, actualDuration: number): void {
  for (const listener of [...commitListeners]) listener(actualDuration);
}

function mount(host: HTMLElement): Root {
  const info = sessionInfo();
  const state: AppState = { config: null, info, session: guardSession(info), storeConflict: null };
  const root = createRoot(host);
  root.render(
    createElement(
      AppContext.Provider,
      { value: state },
      createElement(
        RoutesContext.Provider,
        { value: ROUTES },
        createElement(MemoryRouter, { initialEntries: ['/attendees'] }, createElement(ShellLayout, null, createElement(Profiler, { id: 'attendees', onRender: onCommit }, createElement(AttendeesPage)))),
      ),
    ),
  );
  return root;
}

const wantedDevice = (): Device => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop');
const ROW: Record<Device, string> = { desktop: '.attendees-list-desktop .attendees-row:not(.attendees-head)', mobile: '.attendees-list-mobile [role="listitem"]' };
const NAME: Record<Device, string> = { desktop: '.attendees-name', mobile: '.attendee-card strong' };

const rowsIn = (host: HTMLElement, device: Device) => [...host.querySelectorAll<HTMLElement>(ROW[device])];
const namesIn = (host: HTMLElement, device: Device) => rowsIn(host, device).map((row) => row.querySelector(NAME[device])?.textContent ?? '');

function showsFromTop(host: HTMLElement, device: Device, expected: Attendee[], countText: string): boolean {
  if (host.querySelector('.attendees-count')?.textContent !== countText) return false;
  if (host.querySelector('.attendees-list[aria-busy="true"]')) return false;
  if (expected.length === 0) return !!host.querySelector('.empty-state') && rowsIn(host, device).length === 0;
  const names = namesIn(host, device);
  if (names.length === 0) return false;
  for (let k = 0; k < names.length; k++) if (names[k] !== expected[k]?.name) return false;
  if (names.length >= expected.length) return true;
  const rows = rowsIn(host, device);
  return rows[rows.length - 1]!.getBoundingClientRect().bottom >= window.innerHeight;
}

/** When `check` first holds after a DOM change or a commit of the screen (before paint). */
function whenShown(host: HTMLElement, check: () => boolean, what: string, describe: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = () => {
      observer.disconnect();
      commitListeners.delete(attempt);
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what} not shown after 30 s; ${describe()}`));
    }, 30_000);
    const attempt = () => {
      if (!check()) return;
      const at = performance.now();
      done();
      resolve(at);
    };
    commitListeners.add(attempt);
    const observer = new MutationObserver(attempt);
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

function typeInto(input: HTMLInputElement, value: string, data: string | null): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: data === null ? 'deleteContentBackward' : 'insertText', data }));
}

/** Scrolls the window by `step` each frame until the last visitor shows at the bottom. */
function scrollDown(host: HTMLElement, device: Device, step: number, total: number): Promise<AttendeesListBench['scroll'] & { deltas: number[] }> {
  return new Promise((resolve, reject) => {
    const deltas: number[] = [];
    const renders: number[] = [];
    const onRender = (ms: number) => renders.push(ms);
    commitListeners.add(onRender);
    const pagesBefore = answers.length;
    let prev: number | null = null;
    let maxRows = 0;
    let maxElements = 0;
    let atEnd = 0;
    let longWithPage = 0;
    let answered = answers.length;
    const started = performance.now();
    const tick = (ts: number) => {
      if (prev !== null) {
        deltas.push(ts - prev);
        // A long frame in which a page came in (the rows laid out again) or not (scrolling alone).
        if (ts - prev > 50 && answers.length > answered) longWithPage++;
      }
      answered = answers.length;
      prev = ts;
      maxRows = Math.max(maxRows, rowsIn(host, device).length);
      maxElements = Math.max(maxElements, host.querySelector('.attendees-list')?.querySelectorAll('*').length ?? 0);
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      const rows = rowsIn(host, device);
      const last = rows[rows.length - 1];
      // The last visitor of all (its place in the list, as assistive technology reads it) shows at the bottom.
      const place = Number(device === 'desktop' ? Number(last?.getAttribute('aria-rowindex')) - 1 : last?.getAttribute('aria-posinset'));
      if (bottom && place === total && ++atEnd > 3) {
        commitListeners.delete(onRender);
        resolve({
          stepPx: step,
          frames: deltas.length,
          longestFrameMs: round(Math.max(...deltas)),
          medianFrameMs: round(median(deltas)),
          longFrames: deltas.filter((d) => d > 50).length,
          longFramesWithPage: longWithPage,
          maxRows,
          maxElements,
          pages: answers.length - pagesBefore,
          renders: renders.length,
          renderMaxMs: round(Math.max(0, ...renders)),
          deltas,
        });
        return;
      }
      if (performance.now() - started > 240_000) {
        commitListeners.delete(onRender);
        reject(new Error(`scrolling did not reach the last visitor in 4 minutes (at visitor ${place} of ${total})`));
        return;
      }
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function idleFrames(frames: number): Promise<number> {
  return new Promise((resolve) => {
    let prev: number | null = null;
    let longest = 0;
    let left = frames;
    const tick = (ts: number) => {
      if (prev !== null) longest = Math.max(longest, ts - prev);
      prev = ts;
      if (left-- <= 0) resolve(round(longest));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function run(): Promise<AttendeesListBench> {
  const all = sorted(generated());
  const unexpected: string[] = [];
  stubFetch(all, unexpected);
  await initI18n();
  await loadAppNamespaces();
  const t = i18next.getFixedT(null, 'attendees');
  const number = (n: number) => n.toLocaleString(i18next.resolvedLanguage ?? i18next.language);
  const host = document.getElementById('root')!;
  const device = wantedDevice();
  const describe = () => `names: ${namesIn(host, device).slice(0, 3).join(', ')}…; count: ${host.querySelector('.attendees-count')?.textContent ?? '(none)'}`;
  const firstPage: Page = { attendees: all.slice(0, ATTENDEES_PAGE), total: all.length, next: 'o100' };

  const out: AttendeesListBench = {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    device,
    visitors: all.length,
    pauseMs: SEARCH_PAUSE_MS,
    pageBytes: new TextEncoder().encode(JSON.stringify(firstPage)).length,
    facetsBytes: new TextEncoder().encode(JSON.stringify(facetsOf(all))).length,
    mountMs: [],
    keys: [],
    keyMs: [],
    keyCached: [],
    keyAnswerToRowsMs: [],
    scroll: { stepPx: 0, frames: 0, longestFrameMs: 0, medianFrameMs: 0, longFrames: 0, longFramesWithPage: 0, maxRows: 0, maxElements: 0, pages: 0, renders: 0, renderMaxMs: 0 },
    idle: { frames: 0, longestFrameMs: 0 },
    unexpected,
  };

  // Open: mount to the first rows.
  const allCount = t('count.total', { count: all.length, formatted: number(all.length) });
  let root: Root | null = null;
  for (let i = 0; i < MOUNTS; i++) {
    root?.unmount();
    window.scrollTo(0, 0);
    await sleep(300);
    const shown = whenShown(host, () => showsFromTop(host, device, all, allCount), `mount ${i + 1}: the first rows`, describe);
    const t0 = performance.now();
    root = mount(host);
    const at = await shown;
    await nextFrame();
    out.mountMs.push(round(at - t0));
  }
  const rendered: Device | null = host.querySelector('.attendees-list-mobile') ? 'mobile' : host.querySelector('.attendees-list-desktop') ? 'desktop' : null;
  if (rendered !== device) throw new Error(`the window is ${window.innerWidth} px wide (${device}) but the screen rendered ${rendered ?? 'no list'}`);
  // The facets have come (the count says "N of M" once they have).
  await sleep(300);

  // Search.
  const input = host.querySelector<HTMLInputElement>('.attendees-search input');
  if (!input) throw new Error('no search field');
  input.focus();
  const strokes: Array<{ value: string; data: string | null }> = [];
  for (const word of WORDS) {
    for (let k = 1; k <= word.length; k++) strokes.push({ value: word.slice(0, k), data: word[k - 1]! });
    for (let k = word.length - 1; k >= 0; k--) strokes.push({ value: word.slice(0, k), data: null });
  }
  const asked = new Set<string>(['']);
  for (const { value, data } of strokes) {
    await sleep(150);
    await nextFrame();
    const expected = matching(all, new URLSearchParams({ q: value }));
    const countText = value.trim() === '' ? allCount : t('count.shown', { count: expected.length, formatted: number(expected.length), all: number(all.length) });
    const cached = asked.has(value.trim().toLowerCase());
    const answersBefore = answers.length;
    const shown = whenShown(host, () => showsFromTop(host, device, expected, countText), `search "${value}"`, describe);
    const t0 = performance.now();
    typeInto(input, value, data);
    const at = await shown;
    await nextFrame();
    out.keys.push(value);
    out.keyMs.push(round(at - t0));
    out.keyCached.push(cached);
    if (!cached && answers.length > answersBefore) out.keyAnswerToRowsMs.push(round(at - answers[answers.length - 1]!));
    asked.add(value.trim().toLowerCase());
  }

  // Scrolling through all of them.
  input.blur();
  window.scrollTo(0, 0);
  await sleep(500);
  await nextFrame();
  const { deltas, ...scroll } = await scrollDown(host, device, window.innerHeight, all.length);
  out.scroll = scroll;
  await sleep(300);
  out.idle = { frames: Math.min(deltas.length, 600), longestFrameMs: await idleFrames(Math.min(deltas.length, 600)) };
  root?.unmount();
  return out;
}

(window as BenchWindow).__bench = run();
