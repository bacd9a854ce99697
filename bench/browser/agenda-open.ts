/**
 * Runs in Chromium (bench/agenda-open.ts serves it with Vite, once at a desktop size and once at a
 * phone size): the agenda screen itself (AgendaPage, /agenda, with the app's hooks reading the
 * app's IndexedDB database: useShowDays, useMeetings, useOwnTimeslots) with 500 meetings and the
 * person's timeslots stored, over seven show days.
 *
 * Navigation: the app's router (a memory router with the agenda's route, /agenda/:conversationID?)
 * is on another screen, the database open and the texts loaded, as in the running app; the time
 * runs from router.navigate('/agenda') until the calendar shows the first items: every meeting
 * and timeslot of the days it shows (the week of seven show days on a desktop: all of them; the
 * day view of today on a phone), and until the next frame. Cold: each run in an iframe of this
 * page (a fresh realm: a fresh Dexie connection with nothing read yet, the app's first visit to
 * the agenda since it started). Warm: on this page, away and back again (Dexie's cache of the
 * screen's queries may answer). The shell's layout classes are around the screen so each size's
 * CSS applies; not included: the shell's bars and drawer and the lazy loading of the screen's
 * code. React runs in its development build here (Vite's dev server), as in the other browser
 * benches.
 */
import '../../src/app/styles.css';
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import AgendaPage from '../../src/features/agenda/AgendaPage';
import { showDays } from '../../src/domain/meeting';
import { AppContext, guardSession, type AppState } from '../../src/app/AppContext';
import { MOBILE_QUERY, useDevice } from '../../src/app/hooks';
import { db, type LocalConversation, type LocalTimeslot } from '../../src/data/db';
import { initI18n, loadAppNamespaces } from '../../src/lib/i18n';
import { MEETING_TYPES, zonedDay } from '../../src/domain/meeting';
import { MEETING_STATES } from '../../src/domain/conversation';
import { allSettings, type SessionInfo } from '../../src/domain/session';
import type { EventInfo } from '../../src/domain/event';
import { benchContact } from './people';

const MEETINGS = 500;
/** The person's own times to meet: this many a day, at the booth and online in turn. */
const SLOTS_A_DAY = 8;
const SHOW_DAYS = 7;
const COLD_RUNS = 7;
const WARM_RUNS = 7;
const EVENT_ID = 'bench-expo';
const USER_ID = 'acme-sam';

type Device = 'mobile' | 'desktop';

export interface AgendaOpenBench {
  viewport: { width: number; height: number };
  device: Device;
  meetings: number;
  timeslots: number;
  seedMs: number;
  /** Meetings and timeslots the calendar shows when it opens (the week on a desktop, today on a phone). */
  shownItems: number;
  /** Elements under the calendar once shown. */
  elements: number;
  /** Navigation to the first items shown, and to the next frame: one per cold run (iframes). */
  coldMs: number[];
  coldFrameMs: number[];
  /** The same, navigating away and back on one page. */
  warmMs: number[];
  warmFrameMs: number[];
}

interface Shared {
  event: EventInfo;
  expected: number;
}
interface OpenResult {
  ms: number;
  frameMs: number;
  elements: number;
}
type BenchWindow = Window & { __agendaShared?: Shared; __bench?: Promise<AgendaOpenBench> };

/** Seven show days from yesterday, 08:00 to 18:00 in Amsterdam (about; UTC hours here). */
function showEvent(): EventInfo {
  const today = new Date();
  const day = (offset: number, hourUtc: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset, hourUtc)).toISOString();
  return { id: EVENT_ID, name: 'Bench Expo', startsAt: day(-1, 7), endsAt: day(SHOW_DAYS - 2, 17), timezone: 'Europe/Amsterdam', environmentName: 'Bench', applicationColor: '#143d59', actionColor: '#0f7b4a' };
}

function sessionInfo(event: EventInfo): SessionInfo {
  return {
    state: 'linked',
    sessionMode: 'staff',
    visitorID: USER_ID,
    partnerID: 'acme',
    licenseCode: null,
    embedded: false,
    environmentName: event.environmentName,
    event,
    partner: { id: 'acme', name: 'Acme' },
    user: { id: USER_ID, name: 'Sam Visser', email: null, twoFactorMethod: null },
    permissions: ['createConnections'],
    settings: allSettings(true),
    staffModeAvailable: false,
  };
}

/** 500 meetings over the show's days, 08:00 to 18:00 UTC, a quarter of an hour to an hour long; the person's timeslots beside them. */
async function seed(event: EventInfo): Promise<{ meetings: LocalConversation[]; slots: LocalTimeslot[] }> {
  const first = Date.parse(event.startsAt.slice(0, 10));
  const meetings: LocalConversation[] = Array.from({ length: MEETINGS }, (_, i) => {
    const day = i % SHOW_DAYS;
    const minutes = 8 * 60 + ((i * 37) % (9 * 4)) * 15;
    const startsAt = new Date(first + day * 86_400_000 + minutes * 60_000).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + [15, 30, 45, 60][i % 4]! * 60_000).toISOString();
    const other = benchContact(i);
    const organizer = i % 3 === 0;
    return {
      id: `bench-meeting-${i}`,
      eventId: EVENT_ID,
      syncState: i % 25 === 0 ? 'pending' : 'completed',
      syncReason: null,
      kind: 'meeting',
      company: false,
      subject: `${other.company ?? 'Visit'}: ${['product demo', 'pricing', 'service contract', 'follow-up'][i % 4]}`,
      createdBy: organizer ? USER_ID : `bench-user-${i}`,
      createdAt: startsAt,
      lastMessageAt: startsAt,
      members: [
        { memberId: organizer ? USER_ID : `bench-user-${i}`, userId: organizer ? USER_ID : null, staff: organizer, name: organizer ? 'Sam Visser' : (other.fullname ?? ''), role: 'organizer', response: 'accepted' },
        { memberId: organizer ? `bench-user-${i}` : USER_ID, userId: organizer ? null : USER_ID, staff: !organizer, name: organizer ? (other.fullname ?? '') : 'Sam Visser', role: 'participant', response: i % 5 === 0 ? 'invited' : 'accepted' },
      ],
      meeting: {
        type: MEETING_TYPES[i % MEETING_TYPES.length]!,
        startsAt,
        endsAt,
        location: i % 2 ? 'Booth 4' : '',
        message: '',
        state: MEETING_STATES[i % 5 === 0 ? 0 : 1]!,
        sequence: 0,
        proposed: null,
      },
    };
  });
  const slots: LocalTimeslot[] = [];
  for (let day = 0; day < SHOW_DAYS; day++) {
    for (let k = 0; k < SLOTS_A_DAY; k++) {
      const startsAt = new Date(first + day * 86_400_000 + (8 * 60 + k * 75) * 60_000).toISOString();
      slots.push({ id: `bench-slot-${day}-${k}`, eventId: EVENT_ID, syncState: 'completed', syncReason: null, userId: USER_ID, kind: k % 2 ? 'online' : 'onsite', startsAt, endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(), deleted: false });
    }
  }
  await db.conversations.bulkPut(meetings);
  await db.timeslots.bulkPut(slots);
  return { meetings, slots };
}

/** The shell's layout classes around the screen (not its bars), so each size's CSS applies. */
function ShellLayout({ children }: { children: ReactNode }) {
  const device = useDevice();
  return createElement('div', { className: `shell shell-${device}` }, createElement('div', { className: 'shell-body' }, createElement('main', { className: 'screen', id: 'main' }, children)));
}

/** The app's router on another screen, with the agenda's route; returns the router. */
function mount(host: HTMLElement, event: EventInfo): { root: Root; router: ReturnType<typeof createMemoryRouter> } {
  const info = sessionInfo(event);
  const state: AppState = { config: null, info, session: guardSession(info), storeConflict: null };
  const router = createMemoryRouter(
    [
      { path: '/', element: createElement('p', { className: 'other-screen' }, 'Another screen') },
      { path: '/agenda/:conversationID?', element: createElement(AgendaPage) },
    ],
    { initialEntries: ['/'] },
  );
  const root = createRoot(host);
  root.render(createElement(AppContext.Provider, { value: state }, createElement(ShellLayout, null, createElement(RouterProvider, { router }))));
  return { root, router };
}

const wantedDevice = (): Device => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop');
const otherScreen = (host: HTMLElement) => () => !!host.querySelector('.other-screen') && !host.querySelector('.agenda-page');
const itemsIn = (host: HTMLElement) => host.querySelectorAll('.agenda-calendar .item-meeting, .agenda-calendar .item-timeslot').length;

/** When `check` first holds for what `host` shows (checked after each DOM change, before paint). */
function whenShown(host: HTMLElement, check: () => boolean, what: string): Promise<number> {
  if (check()) return Promise.resolve(performance.now());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${what} not shown after 30 s; ${itemsIn(host)} items in the calendar`));
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

/** The app running: texts loaded, database open, another screen shown. */
async function runningApp(event: EventInfo) {
  await initI18n();
  await loadAppNamespaces();
  await db.open();
  const host = document.getElementById('root')!;
  const mounted = mount(host, event);
  await whenShown(host, otherScreen(host), 'the other screen');
  await sleep(200);
  await nextFrame();
  return { host, ...mounted };
}

/** One navigation to the agenda: to its items shown, and to the next frame. */
async function open(host: HTMLElement, router: ReturnType<typeof createMemoryRouter>, expected: number): Promise<OpenResult> {
  const shown = whenShown(host, () => itemsIn(host) === expected, 'the first items');
  const t0 = performance.now();
  void router.navigate('/agenda');
  const at = await shown;
  await nextFrame();
  return { ms: at - t0, frameMs: performance.now() - t0, elements: host.querySelector('.agenda-calendar')?.querySelectorAll('*').length ?? 0 };
}

/** One cold run, in an iframe. */
async function coldRun(shared: Shared): Promise<OpenResult> {
  const { host, router } = await runningApp(shared.event);
  return open(host, router, shared.expected);
}

function openInFrame(): Promise<OpenResult> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:#fff';
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      const data = e.data as OpenResult | { error: string };
      if ('error' in data) reject(new Error(`cold run: ${data.error}`));
      else resolve(data);
    };
    window.addEventListener('message', onMessage);
    frame.src = `${location.pathname}?open`;
    document.body.append(frame);
  });
}

async function run(): Promise<AgendaOpenBench> {
  const event = showEvent();
  const seedStart = performance.now();
  const { meetings, slots } = await seed(event);
  const seedMs = Math.round(performance.now() - seedStart);
  const device = wantedDevice();
  // What the calendar shows first, in the zone it shows times in (the browser's, unless chosen).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const days = showDays(event.startsAt, event.endsAt, zone);
  const today = zonedDay(Date.now(), zone);
  const firstDay = days.find((d) => d >= today) ?? days[0]!;
  const start = Math.max(0, Math.min(days.indexOf(firstDay), days.length - 7));
  const shownDays = new Set(device === 'desktop' ? days.slice(start, start + 7) : [firstDay]);
  const expected = meetings.filter((m) => shownDays.has(zonedDay(m.meeting!.startsAt, zone))).length + slots.filter((s) => shownDays.has(zonedDay(s.startsAt, zone))).length;
  (window as BenchWindow).__agendaShared = { event, expected };

  const out: AgendaOpenBench = {
    viewport: { width: window.innerWidth, height: window.innerHeight },
    device,
    meetings: meetings.length,
    timeslots: slots.length,
    seedMs,
    shownItems: expected,
    elements: 0,
    coldMs: [],
    coldFrameMs: [],
    warmMs: [],
    warmFrameMs: [],
  };
  for (let i = 0; i < COLD_RUNS; i++) {
    const r = await openInFrame();
    out.coldMs.push(r.ms);
    out.coldFrameMs.push(r.frameMs);
    out.elements = r.elements;
  }

  const { host, root, router } = await runningApp(event);
  const rendered: Device | null = host.querySelector('.shell-mobile') ? 'mobile' : host.querySelector('.shell-desktop') ? 'desktop' : null;
  if (rendered !== device) throw new Error(`the window is ${window.innerWidth} px wide (${device}) but the layout is ${rendered ?? 'none'}`);
  for (let i = 0; i < WARM_RUNS; i++) {
    const r = await open(host, router, expected);
    out.warmMs.push(r.ms);
    out.warmFrameMs.push(r.frameMs);
    void router.navigate('/');
    await whenShown(host, otherScreen(host), 'the other screen');
    await sleep(300);
    await nextFrame();
  }
  root.unmount();
  return out;
}

if (new URLSearchParams(location.search).has('open')) {
  const shared = (window.parent as BenchWindow).__agendaShared!;
  coldRun(shared).then(
    (r) => window.parent.postMessage(r, location.origin),
    (err: unknown) => window.parent.postMessage({ error: String(err) }, location.origin),
  );
} else {
  (window as BenchWindow).__bench = run();
}
