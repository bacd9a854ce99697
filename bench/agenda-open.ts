/**
 * The agenda opened with 500 meetings on the device (target: its first items within 200 ms of the
 * navigation). In Chromium, bench/browser/agenda-open.html has the app's router on another screen
 * (texts loaded, database open) and navigates to /agenda, whose screen (AgendaPage with the app's
 * hooks on the app's IndexedDB database) reads 500 meetings and the person's timeslots over seven
 * show days; timed until the calendar shows every meeting and timeslot of what it shows first (the
 * week on a desktop, today on a phone). At a desktop size (1366x900) and a phone size (390x844),
 * each layout as useDevice() picks it: cold (the first visit to the agenda since the app started:
 * each run a fresh page realm, a fresh database connection) and warm (away and back again).
 */
import { report } from './support';
import { runPageBench } from './browser-bench';
import type { AgendaOpenBench } from './browser/agenda-open';

const SIZES = [
  { label: 'desktop', device: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', device: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}
const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');

export async function benchAgendaOpen(): Promise<void> {
  for (const size of SIZES) {
    const r = await runPageBench<AgendaOpenBench>({
      page: 'bench/browser/agenda-open.html',
      cacheName: 'leadstand-bench-vite-agenda-open',
      include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'react-router', 'react-i18next', 'i18next', 'dexie', 'dexie-react-hooks', 'valibot'],
      viewport: size.viewport,
    });
    if (r.device !== size.device) throw new Error(`agenda at ${size.label} size rendered the ${r.device} layout`);
    console.log(
      `agenda, ${size.label} (${r.viewport.width}x${r.viewport.height}, ${r.device} layout): ${r.meetings} meetings and ${r.timeslots} timeslots stored (in ${r.seedMs} ms); ` +
        `${r.shownItems} items shown first (${r.elements.toLocaleString('en')} elements in the calendar); cold ${list(r.coldMs)} ms, warm ${list(r.warmMs)} ms`,
    );
    report(`agenda open, first items, cold (median), ${size.label}`, pct(r.coldMs, 50), 'ms', { max: 200 });
    report(`agenda open, first items, warm (median), ${size.label}`, pct(r.warmMs, 50), 'ms', { max: 200 });
    report(`agenda open, to the next frame, cold (median), ${size.label}`, pct(r.coldFrameMs, 50), 'ms');
    report(`agenda open, slowest of ${r.coldMs.length + r.warmMs.length} opens, ${size.label}`, Math.round(Math.max(...r.coldMs, ...r.warmMs) * 10) / 10, 'ms');
  }
}
