/**
 * Runs in Chromium (bench/team-list.ts serves it with Vite, once at a desktop size and once at a
 * phone size): the team screen itself (TeamPage, /users/list, with the app's useTeam asking GET
 * /api/team through the app's request()) over a team of 2,000 members. window.fetch is stubbed
 * before anything mounts, so /api/team answers at once with the generated team as JSON (what the
 * server sends: members, badges, you); the time is the screen's own, from parsing the answer on.
 *
 * Open: TeamPage mounted 5 times on this page (the screen opened again from the menu; the first
 * includes the code's first run), each timed until the first rows show the first members by name,
 * the count above them is right, and the rows reach the bottom of the window; and until the next
 * frame. Search: ~20 keystrokes into the search field (a name typed letter by letter, then deleted
 * letter by letter), each timed until the rows show what filterTeam gives for the text. Scrolling:
 * the window scrolled by half its height each frame from the top to the bottom of the list; the
 * longest frame (requestAnimationFrame deltas) and the most rows in the page at any frame, beside
 * the longest frame of an idle stretch (what the machine's own noise is). Frames over 50 ms are
 * listed with the screen's render time in them (a React Profiler around TeamPage) and Chromium's
 * long-animation-frame entries (which scripts ran), so a miss says whether the screen caused it.
 * React runs in its development build here (Vite's dev server), as in the other browser benches.
 *
 * The layout follows useDevice() (the window's width against MOBILE_QUERY) as in the app; the page
 * is wrapped in the shell's layout classes (shell-mobile / shell-desktop, screen) so the screen's
 * CSS for each size applies. Not included: the shell's top bar, drawer and bottom bar, the route
 * table, and the lazy loading of the screen's code.
 */
import '../../src/app/styles.css';
import { createElement, Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import TeamPage from '../../src/features/team/TeamPage';
import { AppContext, guardSession, type AppState } from '../../src/app/AppContext';
import { MOBILE_QUERY, useDevice } from '../../src/app/hooks';
import { initI18n, loadAppNamespaces } from '../../src/lib/i18n';
import { filterTeam, type RegistrationState, type TeamFilter, type TeamList, type TeamMember } from '../../src/domain/team';
import { LANGUAGES } from '../../src/domain/language';
import { allSettings, type Permission, type SessionInfo, type SessionMode } from '../../src/domain/session';
import { benchContact } from './people';

const MEMBERS = 2000;
const MOUNTS = 5;
/** Typed letter by letter, then deleted letter by letter: 24 keystrokes. */
const WORDS = ['kowalski', 'yuki'];
const NO_FILTER: TeamFilter = { search: '', permission: '', registration: '', attendance: '' };
const ADMIN_ID = 'acme-admin';

type Device = 'mobile' | 'desktop';

export interface TeamListBench {
  viewport: { width: number; height: number };
  /** The layout the screen rendered (its list's class), checked against useDevice's query. */
  device: Device;
  members: number;
  /** Bytes of the stubbed /api/team answer. */
  answerBytes: number;
  /** Mount to the first rows shown, one per mount. */
  mountMs: number[];
  /** Mount to the next frame after that. */
  mountFrameMs: number[];
  /** The search field's text after each keystroke. */
  keys: string[];
  /** Keystroke to the filtered rows shown, and to the next frame after that. */
  keyMs: number[];
  keyFrameMs: number[];
  /** filterTeam alone for the same texts (the screen's useMemo), for comparison. */
  keyFilterMs: number[];
  scroll: {
    stepPx: number;
    scrolledPx: number;
    frames: number;
    longestFrameMs: number;
    medianFrameMs: number;
    /** Frames of more than 50 ms. */
    longFrames: number;
    /** Row elements (desktop rows / phone cards) in the page at most, at any frame. */
    maxRows: number;
    /** Elements under the list at most. */
    maxElements: number;
    /** The screen's renders meanwhile (React's Profiler, actualDuration: rendering TeamPage and its rows, not the DOM work). */
    renders: number;
    renderMedianMs: number;
    renderMaxMs: number;
    /** The frames over 50 ms: which frame of the scroll, how far down, how long, and the screen's render time in it. */
    slowFrames: Array<{ frame: number; atPx: number; ms: number; renders: number; renderMs: number }>;
    /** Chromium's long animation frames (over 50 ms) meanwhile: where their time went. */
    longAnimationFrames: LongFrame[];
  };
  /** The same number of frames with nothing happening. */
  idle: { frames: number; longestFrameMs: number };
  /** Requests the stub did not expect (none should be made). */
  unexpected: string[];
}

/** One 'long-animation-frame' entry, summed up. */
export interface LongFrame {
  ms: number;
  /** Running scripts (event handlers, rAF callbacks, tasks), in all. */
  scriptMs: number;
  /** Style and layout forced by those scripts. */
  forcedLayoutMs: number;
  /** The frame's own style and layout, after the scripts. */
  styleLayoutMs: number;
  /** Each script: what ran it (e.g. 'Window.onscroll', 'FrameRequestCallback'), its function and file, how long. */
  scripts: string[];
}

interface ScriptTiming {
  invoker: string;
  sourceFunctionName: string;
  sourceURL: string;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}
interface LoafEntry extends PerformanceEntry {
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: ScriptTiming[];
}

type BenchWindow = Window & { __bench?: Promise<TeamListBench> };

// ---------------------------------------------------------------------------------------------
// The team the server would send.

const PERMISSION_SETS: Permission[][] = [
  ['createConnections'],
  ['createConnections'],
  ['createConnections'],
  ['createConnections', 'exportConnections'],
  ['createConnections', 'showAllConnections'],
  ['companyConversations', 'createConnections'],
  [],
  ['createConnections', 'tasks'],
  ['createConnections', 'exportConnections', 'showAllConnections'],
  ['admin'],
];
const MODES: SessionMode[] = ['staff', 'native', 'partner'];

/** Most have registered; some are invited, a few still registering, waiting or on hold. */
function stateOf(i: number): RegistrationState {
  const r = i % 20;
  return r < 14 ? 'registered' : r < 17 ? 'invited' : r === 17 ? 'registering' : r === 18 ? 'pendingConfirmation' : 'hold';
}

function generatedTeam(): TeamList {
  const now = Date.now();
  const members = Array.from({ length: MEMBERS }, (_, i): TeamMember => {
    const c = benchContact(300_000 + i);
    const registrationState = i === 0 ? 'registered' : stateOf(i);
    const registered = registrationState === 'registered';
    const lastLoginAt = registered && i % 5 !== 0 ? new Date(now - ((i * 7_919_000) % (30 * 86_400_000))).toISOString() : null;
    return {
      id: i === 0 ? ADMIN_ID : `acme-m${i}`,
      firstName: c.firstname ?? '',
      lastName: c.lastname ?? '',
      email: i % 50 === 7 ? null : (c.email ?? null),
      phone: i % 3 === 0 ? (c.phone1 ?? '').replace(/\s/g, '') : '',
      company: c.company ?? '',
      registrationType: c.registrationtype ?? '',
      public: i % 4 !== 0,
      contactable: i % 8 === 1,
      permissions: i === 0 ? ['admin'] : PERMISSION_SETS[i % PERMISSION_SETS.length]!,
      attendance: i % 3 === 0 ? 'show' : i % 7 === 0 ? 'noShow' : null,
      registrationState,
      connections: registered ? (i * 37) % 260 : 0,
      lastLoginAt,
      mode: lastLoginAt ? MODES[i % MODES.length]! : null,
      language: LANGUAGES[i % LANGUAGES.length]!,
      invitedAt: registrationState === 'invited' ? new Date(now - ((i * 3_600_000) % (10 * 86_400_000))).toISOString() : null,
      system: i === 1,
      badgeTypeId: null,
      complimentaryLimit: 0,
      complimentaryUsed: 0,
    };
  });
  return { members, badges: [], you: ADMIN_ID };
}

/**
 * window.fetch answers GET /api/team as the server does (200, JSON); anything else under /api/ is
 * a 404 the run reports. Other URLs (the dev server's own) go to the real fetch.
 */
function stubFetch(body: string, unexpected: string[]): void {
  const real = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) return real(input, init);
    if (method === 'GET' && url.pathname === '/api/team') return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    unexpected.push(`${method} ${url.pathname}`);
    return Promise.resolve(new Response(JSON.stringify({ error: 'notFound' }), { status: 404, headers: { 'content-type': 'application/json' } }));
  };
}

// ---------------------------------------------------------------------------------------------
// The screen.

function sessionInfo(): SessionInfo {
  return {
    state: 'linked',
    sessionMode: 'partner',
    visitorID: null,
    partnerID: 'acme',
    licenseCode: null,
    embedded: false,
    environmentName: 'Bench',
    event: { id: 'bench-expo', name: 'Bench Expo', startsAt: '2026-11-23T08:00:00.000Z', endsAt: '2026-11-26T17:00:00.000Z', timezone: 'Europe/Amsterdam', environmentName: 'Bench', applicationColor: '#143d59', actionColor: '#0f7b4a' },
    partner: { id: 'acme', name: 'Acme' },
    user: { id: ADMIN_ID, name: 'Bench Admin', email: null, twoFactorMethod: null },
    permissions: ['admin', 'createConnections', 'exportConnections', 'showAllConnections'],
    settings: allSettings(true),
    staffModeAvailable: false,
  };
}

/** The shell's layout classes around the screen (not its bars), so each size's CSS applies. */
function ShellLayout({ children }: { children: ReactNode }) {
  const device = useDevice();
  return createElement('div', { className: `shell shell-${device}` }, createElement('div', { className: 'shell-body' }, createElement('main', { className: 'screen', id: 'main' }, children)));
}

function mount(host: HTMLElement): Root {
  const info = sessionInfo();
  const state: AppState = { config: null, info, session: guardSession(info), storeConflict: null };
  const root = createRoot(host);
  root.render(
    createElement(
      AppContext.Provider,
      { value: state },
      createElement(MemoryRouter, { initialEntries: ['/users/list'] }, createElement(ShellLayout, null, createElement(Profiler, { id: 'team', onRender: onCommit }, createElement(TeamPage)))),
    ),
  );
  return root;
}

const wantedDevice = (): Device => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop');
/** A row of the list (the virtual item's element) and the member's name in it, per layout. */
const ROW: Record<Device, string> = { desktop: '.team-list-desktop [role="rowgroup"]', mobile: '.team-list-mobile [role="listitem"]' };
const NAME: Record<Device, string> = { desktop: '.team-name .link-button', mobile: '.team-card strong' };
const nameOf = (m: TeamMember) => `${m.firstName} ${m.lastName}`.trim();

function rowsIn(host: HTMLElement, device: Device): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(ROW[device])];
}
function namesIn(host: HTMLElement, device: Device): string[] {
  return rowsIn(host, device).map((row) => row.querySelector(NAME[device])?.textContent ?? '');
}

/**
 * Whether the screen shows `expected` from its top: the count above the list, the rows in order
 * from the first, reaching the bottom of the window (or all of them).
 */
function showsFromTop(host: HTMLElement, device: Device, expected: TeamMember[], countText: string): boolean {
  if (host.querySelector('.team-count')?.textContent !== countText) return false;
  if (expected.length === 0) return !!host.querySelector('.empty-state') && rowsIn(host, device).length === 0;
  const names = namesIn(host, device);
  if (names.length === 0) return false;
  for (let k = 0; k < names.length; k++) if (names[k] !== nameOf(expected[k]!)) return false;
  if (names.length >= expected.length) return true;
  const rows = rowsIn(host, device);
  return rows[rows.length - 1]!.getBoundingClientRect().bottom >= window.innerHeight;
}

/** Called by React (a Profiler around the screen) at each commit of the screen, DOM updated. */
const commitListeners = new Set<(renderMs: number) => void>();
function onCommit(_id: string, _phase: string, actualDuration: number): void {
  for (const listener of [...commitListeners]) listener(actualDuration);
}

/**
 * When `check` first holds for what `host` shows after the screen committed at least once from
 * now (checked after each DOM change and at each of the screen's commits, before paint). A
 * keystroke that leaves the same members (another letter of a name already alone) changes no
 * row: it is shown once the screen has committed its render of it.
 */
function whenShown(host: HTMLElement, check: () => boolean, what: string, describe: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    let committed = false;
    const done = () => {
      observer.disconnect();
      commitListeners.delete(onScreenCommit);
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what} not shown after 30 s; ${describe()}`));
    }, 30_000);
    const attempt = () => {
      if (!committed || !check()) return;
      const at = performance.now();
      done();
      resolve(at);
    };
    const onScreenCommit = () => {
      committed = true;
      attempt();
    };
    commitListeners.add(onScreenCommit);
    const observer = new MutationObserver(attempt);
    observer.observe(host, { subtree: true, childList: true, characterData: true });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Types into a React-controlled field as a keystroke does: the new value, then an input event. */
function typeInto(input: HTMLInputElement, value: string, data: string | null): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: data === null ? 'deleteContentBackward' : 'insertText', data }));
}

/** Scrolls the window by `step` each frame until the bottom; frame lengths and rows in the page. */
function scrollDown(host: HTMLElement, device: Device, step: number): Promise<TeamListBench['scroll'] & { deltas: number[] }> {
  return new Promise((resolve) => {
    const deltas: number[] = [];
    let prev: number | null = null;
    let maxRows = 0;
    let maxElements = 0;
    let atBottomFrames = 0;
    const startY = window.scrollY;
    const slowFrames: TeamListBench['scroll']['slowFrames'] = [];
    const renderTimes: number[] = [];
    let frameRenders: number[] = [];
    const onRender = (ms: number) => {
      renderTimes.push(ms);
      frameRenders.push(ms);
    };
    commitListeners.add(onRender);
    const loafs: LongFrame[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const e of entries as LoafEntry[]) {
        const end = e.startTime + e.duration;
        loafs.push({
          ms: round(e.duration),
          scriptMs: round(e.scripts.reduce((sum, x) => sum + x.duration, 0)),
          forcedLayoutMs: round(e.scripts.reduce((sum, x) => sum + x.forcedStyleAndLayoutDuration, 0)),
          styleLayoutMs: round(e.styleAndLayoutStart ? end - e.styleAndLayoutStart : 0),
          scripts: e.scripts.map((x) => `${x.invoker} ${x.sourceFunctionName || '(anonymous)'} ${x.sourceURL.replace(location.origin, '').replace(/\?.*$/, '')} ${round(x.duration)} ms`),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) observer.observe({ type: 'long-animation-frame' });
    const tick = (ts: number) => {
      if (prev !== null) {
        deltas.push(ts - prev);
        if (ts - prev > 50) slowFrames.push({ frame: deltas.length, atPx: Math.round(window.scrollY - startY), ms: round(ts - prev), renders: frameRenders.length, renderMs: round(frameRenders.reduce((a, b) => a + b, 0)) });
      }
      frameRenders = [];
      prev = ts;
      maxRows = Math.max(maxRows, rowsIn(host, device).length);
      maxElements = Math.max(maxElements, host.querySelector('.team-list')?.querySelectorAll('*').length ?? 0);
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      // A few frames at the bottom, for the last rows to come in.
      if (bottom && ++atBottomFrames > 3) {
        take(observer.takeRecords());
        observer.disconnect();
        commitListeners.delete(onRender);
        const longest = Math.max(...deltas);
        resolve({
          stepPx: step,
          scrolledPx: Math.round(window.scrollY - startY),
          frames: deltas.length,
          longestFrameMs: round(longest),
          medianFrameMs: round(median(deltas)),
          longFrames: deltas.filter((d) => d > 50).length,
          maxRows,
          maxElements,
          renders: renderTimes.length,
          renderMedianMs: round(median(renderTimes)),
          renderMaxMs: round(Math.max(0, ...renderTimes)),
          slowFrames,
          longAnimationFrames: loafs,
          deltas,
        });
        return;
      }
      if (!bottom) window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** `frames` frames with nothing happening: the longest. */
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

async function run(): Promise<TeamListBench> {
  const team = generatedTeam();
  const body = JSON.stringify(team);
  const unexpected: string[] = [];
  stubFetch(body, unexpected);
  // The screen's texts, loaded as the app loads them before any screen renders.
  await initI18n();
  await loadAppNamespaces();
  const collator = new Intl.Collator(i18next.language, { sensitivity: 'base' });
  const t = i18next.getFixedT(null, 'team');
  const host = document.getElementById('root')!;
  const device = wantedDevice();
  const describe = () => `names: ${namesIn(host, device).slice(0, 3).join(', ')}…; count: ${host.querySelector('.team-count')?.textContent ?? '(none)'}; list: ${host.querySelector('.team-list')?.className ?? '(none)'}`;

  const out: TeamListBench = {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    device,
    members: team.members.length,
    answerBytes: new TextEncoder().encode(body).length,
    mountMs: [],
    mountFrameMs: [],
    keys: [],
    keyMs: [],
    keyFrameMs: [],
    keyFilterMs: [],
    scroll: { stepPx: 0, scrolledPx: 0, frames: 0, longestFrameMs: 0, medianFrameMs: 0, longFrames: 0, maxRows: 0, maxElements: 0, renders: 0, renderMedianMs: 0, renderMaxMs: 0, slowFrames: [], longAnimationFrames: [] },
    idle: { frames: 0, longestFrameMs: 0 },
    unexpected,
  };

  // Open: mount to the first rows.
  const all = filterTeam(team.members, NO_FILTER, 'name', collator);
  const allCount = t('filter.total', { count: all.length });
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
    out.mountFrameMs.push(round(performance.now() - t0));
  }
  const rendered: Device | null = host.querySelector('.team-list-mobile') ? 'mobile' : host.querySelector('.team-list-desktop') ? 'desktop' : null;
  if (rendered !== device) throw new Error(`the window is ${window.innerWidth} px wide (${device} by ${MOBILE_QUERY}) but the screen rendered ${rendered ?? 'no list'}`);
  if (!host.querySelector(`.shell-${device}`)) throw new Error(`no .shell-${device} around the screen`);

  // Search: keystrokes into the search field.
  const input = host.querySelector<HTMLInputElement>('.team-search input');
  if (!input) throw new Error('no search field');
  input.focus();
  const strokes: Array<{ value: string; data: string | null }> = [];
  for (const word of WORDS) {
    for (let k = 1; k <= word.length; k++) strokes.push({ value: word.slice(0, k), data: word[k - 1]! });
    for (let k = word.length - 1; k >= 0; k--) strokes.push({ value: word.slice(0, k), data: null });
  }
  for (const { value, data } of strokes) {
    await sleep(150);
    await nextFrame();
    const f0 = performance.now();
    const expected = filterTeam(team.members, { ...NO_FILTER, search: value }, 'name', collator);
    out.keyFilterMs.push(round(performance.now() - f0));
    const countText = value === '' ? allCount : t('filter.shown', { count: expected.length, total: team.members.length });
    const shown = whenShown(host, () => showsFromTop(host, device, expected, countText), `search "${value}"`, describe);
    const t0 = performance.now();
    typeInto(input, value, data);
    const at = await shown;
    await nextFrame();
    out.keys.push(value);
    out.keyMs.push(round(at - t0));
    out.keyFrameMs.push(round(performance.now() - t0));
  }

  // Scrolling: from the top to the bottom of the list, half a window per frame.
  input.blur();
  window.scrollTo(0, 0);
  await sleep(500);
  await nextFrame();
  const { deltas, ...scroll } = await scrollDown(host, device, Math.round(window.innerHeight / 2));
  out.scroll = scroll;
  const names = namesIn(host, device);
  if (names[names.length - 1] !== nameOf(all[all.length - 1]!)) throw new Error(`at the bottom, the last row is ${names[names.length - 1]}, not ${nameOf(all[all.length - 1]!)}`);
  await sleep(300);
  out.idle = { frames: deltas.length, longestFrameMs: await idleFrames(deltas.length) };

  root?.unmount();
  return out;
}

(window as BenchWindow).__bench = run();
