/**
 * Starts the server: opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies
 * migrations, seeds the demo on an empty database, serves the API and the built PWA, and
 * shuts down gracefully on SIGTERM/SIGINT: in-flight requests finish, then the database closes.
 */
import path from 'node:path';
import { readConfig, pgliteDir } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { isSeeded, seedDemo } from './demo/seed';
import { demoLoginLinks } from './demo/links';
import { organiserLink } from './organiser/session';
import { operatorRoutes, removeOperatorFile, writeOperatorFile } from './operator';
import { jobRunner } from './jobs/jobs';
import { maintenanceFilePath } from './system/maintenance';

async function start(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : pgliteDir(config) });
  await migrate(database.db);
  const seeded = await isSeeded(database.db);
  if (!seeded) await seedDemo(database.db);

  const app = await buildApp({
    database,
    publicUrl: config.publicUrl,
    mode: config.mode,
    paymentWebhookSecret: config.paymentWebhookSecret,
    minClientVersion: config.minClientVersion,
    nativeMinVersion: config.nativeMinVersion,
    nativeLatestVersion: config.nativeLatestVersion,
    supportEmail: config.supportEmail,
    maintenance: { always: config.maintenance, retryAfterSeconds: config.maintenanceRetryAfterSeconds, file: maintenanceFilePath(config.dataDir) },
    staticDir: config.staticDir,
    logLevel: config.logLevel,
    mediaDir: path.join(config.dataDir, 'uploads'),
    trustProxy: config.trustProxy,
    loginRatePerMinute: config.loginRatePerMinute,
    iceServers: config.iceServers,
  });
  const operator = writeOperatorFile(config.dataDir, `http://127.0.0.1:${config.port}`);
  await app.register(operatorRoutes(operator.token));
  const jobs = jobRunner(app);
  app.addHook('onClose', async () => {
    await jobs.stop();
    removeOperatorFile(config.dataDir, operator.token);
    await database.close();
  });

  // Before listening: a SIGTERM from the moment the server answers shuts it down gracefully (it
  // came after the demo's links were printed, and a stop in between killed the process outright).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Background work (server/jobs): after listening, so a slow first sweep never delays the start.
  jobs.start();
  app.log.info({ ms: Math.round(performance.now() - started), database: database.describe }, 'Leadstand is ready');

  try {
    if (!seeded) {
      const links = await demoLoginLinks(database.db, config.publicUrl);
      const lines = links.map((l) => `  ${l.role.padEnd(8)} ${l.name}\n           ${l.url}`);
      console.log(`\nDemo data created. Log in with one of these links:\n${lines.join('\n')}\n\nMore links any time: npm run admin -- login-links\n`);
      console.log(`Organiser console (valid a day; a new one: npm run admin -- organiser-link):\n  ${await organiserLink(database.db, config.publicUrl)}\n`);
    }
    console.log(`Leadstand is running at ${config.publicUrl}`);
  } catch (err) {
    // Stopped while it printed the links (the database is closing): the shutdown says how it ended.
    if (!closing) throw err;
  }
}

start().catch((err: unknown) => {
  console.error('Leadstand could not start:', err);
  process.exit(1);
});
