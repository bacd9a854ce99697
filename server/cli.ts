/**
 * Operator CLI: `npm run admin -- <command>`.
 *
 *   migrate                              apply pending database migrations
 *   seed-demo                            create the demo (on an empty database)
 *   login-links [--json]                 print a login link for every demo user and licence
 *   demo-badges [--json] [--count N]     print demo visitors' badge codes and QR payloads
 *   organiser-link                       print a login link to the organiser's console (valid a day)
 *   jobs [--json]                        background jobs by kind and state, and the latest failures
 *   run-job <kind>                       run a job now (privacy.retention, media.expireUnclaimed, jobs.cleanup)
 *   maintenance on|off [--retry-after N] API calls answer 503 with Retry-After N seconds (default 60), or again normally
 *
 * It uses the same DATABASE_URL / DATA_DIR as the server. While the server runs on PGlite, the
 * data folder belongs to it, so login-links and demo-badges ask the server (operator.json).
 */
import fs from 'node:fs';
import { readConfig, pgliteDir } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { isSeeded, seedDemo } from './demo/seed';
import { demoBadges, demoLoginLinks, type DemoBadge, type DemoLoginLink } from './demo/links';
import { operatorFilePath, type OperatorFile } from './operator';
import { organiserLink } from './organiser/session';
import { enqueue, jobReport, type JobReport } from './jobs/runner';
import { JOB_KINDS } from './jobs/jobs';
import { maintenanceFilePath, readMaintenanceFile, setMaintenanceFile } from './system/maintenance';

const USAGE = `Usage: npm run admin -- <command>
  migrate                            apply pending database migrations
  seed-demo                          create the demo data (on an empty database)
  login-links [--json]               print a login link for every demo user and licence
  demo-badges [--json] [--count N]   print demo visitors' badge codes and QR payloads
  organiser-link                     print a login link to the organiser's console (valid a day)
  jobs [--json]                      background jobs by kind and state, and the latest failures
  run-job <kind>                     run a job now (privacy.retention, media.expireUnclaimed, jobs.cleanup)
  maintenance on|off [--retry-after N]  API calls answer 503 with Retry-After N seconds (default 60), or again normally`;

async function runningServer(dataDir: string): Promise<OperatorFile | null> {
  let file: OperatorFile;
  try {
    file = JSON.parse(fs.readFileSync(operatorFilePath(dataDir), 'utf8')) as OperatorFile;
  } catch {
    return null;
  }
  try {
    const res = await fetch(`${file.url}/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? file : null;
  } catch {
    return null;
  }
}

async function callServer<T>(server: OperatorFile, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, ...(body === null ? {} : { 'content-type': 'application/json' }) },
    body: body === null ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`The running server answered ${res.status} to ${path}.`);
  return (await res.json()) as T;
}

function printLinks(links: DemoLoginLink[], json: boolean): void {
  if (json) return console.log(JSON.stringify(links, null, 2));
  const width = Math.max(...links.map((l) => l.name.length));
  for (const l of links) console.log(`${l.role.padEnd(8)} ${l.name.padEnd(width)}  ${l.url}`);
}

function printBadges(badges: DemoBadge[], json: boolean): void {
  if (json) return console.log(JSON.stringify(badges, null, 2));
  for (const b of badges) console.log(`${b.code}  ${b.name.padEnd(24)} ${b.company.padEnd(24)} ${b.qr}`);
}

function printJobs(report: JobReport, json: boolean): void {
  if (json) return console.log(JSON.stringify(report, null, 2));
  if (!report.counts.length) return console.log('No jobs yet.');
  const width = Math.max(4, ...report.counts.map((c) => c.kind.length));
  console.log(`${'KIND'.padEnd(width)}  STATE    COUNT  NEXT RUN`);
  for (const c of report.counts) console.log(`${c.kind.padEnd(width)}  ${c.state.padEnd(7)}  ${String(c.count).padStart(5)}  ${c.next ?? ''}`);
  if (report.failures.length) {
    console.log('\nLatest failures:');
    for (const f of report.failures) console.log(`  ${f.at}  ${f.kind} (${f.attempts} attempts): ${f.error ?? ''}`);
  }
}

/**
 * maintenance on|off: the flag file in DATA_DIR that running servers read within a second (no
 * database needed, so it works while the database itself is being maintained). Each instance
 * reads its own DATA_DIR: with several instances, toggle it on each (or set MAINTENANCE=1).
 */
function maintenance(dataDir: string, args: string[]): number {
  const file = maintenanceFilePath(dataDir);
  const [state] = args;
  const retryText = option(args, '--retry-after');
  const retryAfter = retryText === undefined ? undefined : Number(retryText);
  if ((state !== 'on' && state !== 'off' && state !== undefined) || (retryAfter !== undefined && (!Number.isInteger(retryAfter) || retryAfter < 1 || retryAfter > 86_400))) {
    console.error('Usage: npm run admin -- maintenance on|off [--retry-after SECONDS (1 to 86400)]');
    return 2;
  }
  if (state === undefined) {
    const current = readMaintenanceFile(file);
    console.log(current === null ? 'Maintenance is off.' : `Maintenance is on: API calls answer 503, Retry-After ${current} s.`);
    return 0;
  }
  setMaintenanceFile(file, state === 'on', retryAfter);
  console.log(
    state === 'on'
      ? `Maintenance is on (${file}): API calls answer 503 with Retry-After ${retryAfter ?? 60} s; the app shows its maintenance page and keeps capturing offline.`
      : 'Maintenance is off: API calls answer again; open apps come back by themselves.',
  );
  return 0;
}

function flag(args: string[], name: string): boolean {
  return args.includes(name);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const config = readConfig();
  const json = flag(args, '--json');
  const countText = option(args, '--count');
  const count = countText === undefined ? 20 : Number(countText);
  if (!Number.isInteger(count) || count < 1) {
    console.error('--count must be a whole number of at least 1.');
    return 2;
  }
  if (command === 'maintenance') return maintenance(config.dataDir, args);
  if (!command || !['migrate', 'seed-demo', 'login-links', 'demo-badges', 'organiser-link', 'jobs', 'run-job'].includes(command)) {
    console.error(USAGE);
    return command ? 2 : 0;
  }

  const server = config.databaseUrl ? null : await runningServer(config.dataDir);
  if (server) {
    if (command === 'login-links') return printLinks(await callServer(server, '/api/operator/login-links', null), json), 0;
    if (command === 'demo-badges') return printBadges(await callServer(server, '/api/operator/demo-badges', { count }), json), 0;
    if (command === 'organiser-link') return console.log((await callServer<{ url: string }>(server, '/api/operator/organiser-link', null)).url), 0;
    if (command === 'jobs') return printJobs(await callServer(server, '/api/operator/jobs', null), json), 0;
    if (command === 'run-job') return console.log(`Queued ${(await callServer<{ queued: string }>(server, '/api/operator/jobs/run', { kind: args[0] ?? '' })).queued}: the server runs it within seconds.`), 0;
    console.error(`The server (pid ${server.pid}) is using ${config.dataDir}; stop it before running "${command}".`);
    return 1;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : pgliteDir(config) });
  try {
    const applied = await migrate(database.db);
    switch (command) {
      case 'migrate':
        console.log(applied.length ? `Applied migrations ${applied.join(', ')}.` : 'The database is up to date.');
        return 0;
      case 'seed-demo':
        if (await isSeeded(database.db)) {
          console.error('The database already has data; seed-demo only runs on an empty database.');
          return 1;
        }
        await seedDemo(database.db);
        console.log('Demo data created.');
        printLinks(await demoLoginLinks(database.db, config.publicUrl), false);
        return 0;
      case 'login-links':
        printLinks(await demoLoginLinks(database.db, config.publicUrl), json);
        return 0;
      case 'organiser-link':
        console.log(await organiserLink(database.db, config.publicUrl));
        return 0;
      case 'jobs':
        printJobs(await jobReport(database.db), json);
        return 0;
      case 'run-job':
        if (!JOB_KINDS.includes(args[0] ?? '')) {
          console.error(`Known jobs: ${JOB_KINDS.join(', ')}.`);
          return 2;
        }
        await enqueue(database.db, { kind: args[0]! });
        console.log(`Queued ${args[0]}: a running server takes it at its next poll.`);
        return 0;
      default:
        printBadges(await demoBadges(database.db, count), json);
        return 0;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
