// The seeded demo every browser-test server starts from: the first lane's server (serve.mjs)
// starts the built server once in a folder of its own, which migrates and seeds the demo, and
// stops it; every server of the run (the lanes' and the specs' own) then starts on a copy of that
// folder instead of seeding anew (seeding took 15-30 s a server on a busy two-core machine, the
// copy and start a few). Made anew on every run, so it always has this build's migrations and
// today's demo dates.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ready = (dir) => path.join(dir, 'ready');

/** Seeds the demo into `dir` with the built server on `port`, stopping it when it answers. */
export async function makeTemplate(dir, port) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const url = `http://localhost:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: url, SMTP_URL: '' },
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

/** Waits (up to `ms`) for the template in `dir`, then copies its data into `dataDir`. */
export async function copyTemplate(dir, dataDir, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (!fs.existsSync(ready(dir))) {
    if (Date.now() > deadline) throw new Error(`no demo template in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.cpSync(path.join(dir, 'data'), dataDir, { recursive: true });
}
