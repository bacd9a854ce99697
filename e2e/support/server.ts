/**
 * A server process of the test's own, for tests that stop and start the server (offline).
 * Uses the built server (dist/server/main.js) like `npm start` does, on a copy of the run's
 * seeded demo and its PostgreSQL database (e2e/support/template.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_TEMPLATE_DIR } from './env';
import { copyTemplate } from './template.mjs';

export interface TestServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `env`: settings of this server's own (WEBHOOKS_ALLOW_PRIVATE for a spec's local webhook receiver). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-e2e-own-'));
  const databaseUrl = await copyTemplate(E2E_TEMPLATE_DIR, dataDir);
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let out = '';
  const server: TestServer = {
    url,
    dataDir,
    output: () => out,
    async start() {
      child = spawn(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, PUBLIC_URL: url, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const started = child;
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline && started.exitCode === null) {
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      // Not left behind to answer the next run on this port.
      await server.stop();
      throw new Error(`server did not start:\n${out}`);
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
      child = null;
    },
  };
  await server.start();
  return server;
}
