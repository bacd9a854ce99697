/**
 * Playwright fixtures of the browser tests: `app` (the page as a page model, logged in with
 * `app.loginAs('sam')`) on `server`, the shared test server unless a spec asks for its own.
 *
 *   import { expect, test } from './fixtures';
 *   test('…', async ({ app }) => { await app.loginAs('sam'); await app.list.open(); … });
 *
 * Specs that stop and start the server take `ownServer(port)` instead of `test`.
 */
import { test as base, expect } from '@playwright/test';
import { App, type ServerRef } from './page-models/app';
import { E2E_DATA_DIR, E2E_PORT, E2E_SHARED_PORT } from './support/env';
import { startServer, type TestServer } from './support/server';
import { takeCspViolations } from './support/csp';

/** This worker's shared server (each lane has its own: e2e/support/env.ts). */
export const SHARED_SERVER: ServerRef = { url: `http://localhost:${E2E_SHARED_PORT}`, dataDir: E2E_DATA_DIR };

export const test = base.extend<{ server: ServerRef; app: App; csp: void }>({
  server: [SHARED_SERVER, { option: true }],
  // Relative addresses go to this lane's shared server.
  baseURL: SHARED_SERVER.url,
  app: async ({ page, server }, use) => {
    await use(new App(page, server));
  },
  // Every test: no page it drove broke the Content-Security-Policy.
  csp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      takeCspViolations();
      await use();
      expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A test that runs against a server of the spec's own, started once for the file, on `port` (with
 * `env` added to its settings). The port moves with `E2E_PORT`, so two runs on one machine with
 * different `E2E_PORT`s do not meet on a spec's own server.
 */
export function ownServer(basePort: number, env: Record<string, string> = {}) {
  const port = basePort + (E2E_PORT - 4311);
  return test.extend<{ server: TestServer }, { ownServer: TestServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startServer(port, env);
        await use(server);
        await server.stop();
      },
      // Seeding the demo on a busy two-core machine has taken over a minute (startServer waits 150 s).
      { scope: 'worker', timeout: 180_000 },
    ],
    server: async ({ ownServer: started }, use) => {
      await use(started);
    },
  });
}

export { expect, App };
export { DEMO_USERS, type DemoUser } from './page-models/app';
export { connectionId } from './page-models/connection-detail';
