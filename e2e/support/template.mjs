// The seeded demo every browser-test server starts from: the first lane's server (serve.mjs)
// starts the built server once, on a database and in a folder of its own, which migrates and
// seeds the demo, and stops it; every server of the run (the lanes' and the specs' own) then
// starts on a copy of that database (CREATE DATABASE … TEMPLATE) and that folder instead of
// seeding anew (seeding took 15-30 s a server on a busy two-core machine, the copy and start a
// few). Made anew on every run, so it always has this build's migrations and today's demo dates.
//
// The browser tests' servers run on this machine's PostgreSQL (E2E_POSTGRES_URL), not on the
// embedded PGlite the demo uses: PGlite's WebAssembly took a quarter of the two cores while
// Chromium drew the screens, and the server tests already run on both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the browser tests' databases live on (trust auth, as on the developers' machines). */
export const E2E_POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database's address on that server. */
export function databaseUrl(name) {
  const url = new URL(E2E_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database of a folder (a template's or a server's): named by it, so runs on other ports do not meet. */
const databaseOf = (dir) => `leadstand_e2e_${path.basename(dir).replace(/\W/g, '_')}`.toLowerCase();

/** Runs statements on the server's maintenance database; answers each one's rows. */
async function admin(statements) {
  const client = new pg.Client({ connectionString: E2E_POSTGRES_URL });
  await client.connect();
  try {
    const rows = [];
    for (const statement of statements) rows.push((await client.query(statement)).rows);
    return rows;
  } finally {
    await client.end();
  }
}

/** (Re)creates database `name` as a copy of `template` (or empty), ending what was connected to an old one. */
async function freshDatabase(name, template) {
  await admin([`drop database if exists "${name}" with (force)`, `create database "${name}"${template ? ` template "${template}"` : ''}`]);
}

const ready = (dir) => path.join(dir, 'ready');

/** Seeds the demo into `dir` and its database with the built server on `port`, stopping it when it answers. */
export async function makeTemplate(dir, port) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await freshDatabase(databaseOf(dir));
  // The own-server specs' copies of earlier runs (their folders were temporary; so are these).
  const [old] = await admin([`select datname from pg_database where datname like '${databaseOf('leadstand-e2e-own-')}%'`]);
  await admin(old.map((r) => `drop database if exists "${r.datname}" with (force)`));
  const url = `http://localhost:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl(databaseOf(dir)), PUBLIC_URL: url, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 170_000;
  let up = false;
  while (!up && Date.now() < deadline && child.exitCode === null) {
    up = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (!up || code !== 0) throw new Error(`the demo template did not start and stop cleanly (exit ${code}):\n${out}`);
  fs.writeFileSync(ready(dir), new Date().toISOString());
}

/**
 * Waits (up to `ms`) for the template in `dir`, then copies its folder into `dataDir` and its
 * database into one named by `dataDir`. Answers the copy's DATABASE_URL.
 */
export async function copyTemplate(dir, dataDir, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (!fs.existsSync(ready(dir))) {
    if (Date.now() > deadline) throw new Error(`no demo template in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.cpSync(path.join(dir, 'data'), dataDir, { recursive: true });
  await freshDatabase(databaseOf(dataDir), databaseOf(dir));
  return databaseUrl(databaseOf(dataDir));
}
