/**
 * `npm run bench`: prints figures, one line each, with the target where there is one, and at the
 * end one line per figure that missed its target (or that all were met). README.md lists every
 * figure with its target. Benchmarks never fail a build on timing; they are here to be read and
 * compared (sizes, which are deterministic, fail `npm test` instead: budgets.json).
 */
import { benchServerStart } from './server-start';
import { benchLoginJs } from './login-js';
import { benchSyncServer } from './sync-server';
import { benchLocalData } from './local-data';
import { printSummary } from './support';

const benches: Record<string, () => Promise<void>> = {
  'server-start': benchServerStart,
  'login-js': benchLoginJs,
  lighthouse: () => import('./lighthouse').then((m) => m.benchLighthouse()),
  'sync-server': benchSyncServer,
  'local-data': benchLocalData,
  decoders: () => import('./decoders').then((m) => m.benchDecoders()),
  export: () => import('./export').then((m) => m.benchExport()),
  'scan-to-row': () => import('./scan-to-row').then((m) => m.benchScanToRow()),
  'visitor-import': () => import('./visitor-import').then((m) => m.benchVisitorImport()),
  'team-import': () => import('./team-import').then((m) => m.benchTeamImport()),
  dashboard: () => import('./dashboard').then((m) => m.benchDashboard()),
  'team-list': () => import('./team-list').then((m) => m.benchTeamList()),
  'attendees-list': () => import('./attendees-list').then((m) => m.benchAttendeesList()),
  'agenda-open': () => import('./agenda-open').then((m) => m.benchAgendaOpen()),
  'message-latency': () => import('./message-latency').then((m) => m.benchMessageLatency()),
  'offline-ready': () => import('./offline-ready').then((m) => m.benchOfflineReady()),
  'cluster-load': () => import('./cluster-load').then((m) => m.benchClusterLoad()),
};

const only = process.argv.slice(2);
console.log(`Leadstand benchmarks on node ${process.version}, ${new Date().toISOString()}\n`);
try {
  for (const [name, run] of Object.entries(benches)) {
    if (only.length && !only.includes(name)) continue;
    await run();
  }
} finally {
  // Also after a benchmark that failed: the figures printed before it were measured.
  printSummary();
  // A benchmark that leaves a server, a pool or a timer open would hold the run for ever (and a
  // `timeout` around it kills only this process, not its servers): say what, and stop.
  setTimeout(() => {
    const open = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles().map((h) => h.constructor.name);
    console.error(`bench: still running 10 s after the last figure, held by: ${open.join(', ') || 'nothing Node lists'}`);
    process.exit(1);
  }, 10_000).unref();
}
