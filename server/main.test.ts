/**
 * The server as a process: first start seeds the demo and prints login links, the operator CLI
 * works while it runs, SIGTERM lets an in-flight request finish and closes the database cleanly,
 * and a second start on the same folder finds the data intact.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-main-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn', DATABASE_URL: '' };
const children: ChildProcess[] = [];

function start(): { child: ChildProcess; output: () => string; ready: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Leadstand is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${out}`));
    });
  });
  return { child, output: () => out, ready, exited };
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('seeds on first start, serves, answers the CLI, and shuts down gracefully', async () => {
    const server = start();
    await server.ready;
    expect(server.output()).toContain('Demo data created');
    expect(server.output()).toMatch(new RegExp(`http://localhost:${port}/staff/acme-sam/[A-Za-z0-9_-]{43}`));

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    // The CLI asks the running server, which owns the PGlite folder.
    const cli = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'login-links', '--json'], { cwd: root, env });
    const links = JSON.parse(cli.stdout) as Array<{ role: string; name: string; url: string }>;
    expect(links.map((l) => l.role)).toEqual(expect.arrayContaining(['partner', 'staff', 'scan']));
    expect(links.every((l) => l.url.startsWith(`http://localhost:${port}/`))).toBe(true);

    // An in-flight request finishes although SIGTERM arrives while it runs.
    const operator = JSON.parse(fs.readFileSync(path.join(dataDir, 'operator.json'), 'utf8')) as { token: string };
    const slow = fetch(`http://127.0.0.1:${port}/api/operator/demo-badges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2000 }),
    });
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(2000);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'operator.json'))).toBe(false);
  });

  it('starts again on the same folder with the data intact and no new seed', async () => {
    const server = start();
    await server.ready;
    expect(server.output()).not.toContain('Demo data created');
    const config = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(config.event.name).toBe('Demo Expo');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('the CLI refuses to seed or migrate under a running server, and prints badges', async () => {
    const server = start();
    await server.ready;
    await expect(run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'seed-demo'], { cwd: root, env })).rejects.toMatchObject({
      stderr: expect.stringContaining('stop it before running "seed-demo"'),
    });
    const badges = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'demo-badges', '--json', '--count', '3'], { cwd: root, env });
    const list = JSON.parse(badges.stdout) as Array<{ code: string; qr: string }>;
    expect(list).toHaveLength(3);
    expect(list[0]!.qr).toBe(`LSB1:demo-expo:${list[0]!.code}`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
}, 120_000);
