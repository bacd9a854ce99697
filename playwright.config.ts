import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TEMPLATE_DIR, E2E_TEMPLATE_PORT, E2E_WORKERS, laneServer } from './e2e/support/env';

/**
 * Browser tests in two lanes (E2E_WORKERS): each worker has a shared server of its own (its own
 * database, data folder and mailbox: e2e/support/env.ts), so specs on the shared server run side
 * by side without meeting. Specs that stop and start a server take one of their own (found by
 * their text). Service workers are blocked except in the specs that go offline or test the worker
 * (found by their text): precaching the app in every new browser context was a third of
 * Chromium's work. Motion is reduced (the app honours it) so no spinner or transition paints
 * frames nobody looks at.
 */
const specsWith = (pattern: RegExp) =>
  fs
    .readdirSync('e2e')
    .filter((f) => f.endsWith('.spec.ts') && pattern.test(fs.readFileSync(path.join('e2e', f), 'utf8')))
    .map((f) => new RegExp(`[\\\\/]${f.replace(/\./g, '\\.')}$`));
const OWN_SERVER_SPECS = specsWith(/ownServer\(/);
const SERVICE_WORKER_SPECS = specsWith(/setOffline\(|waitForServiceWorker|serviceWorker/);
const viewport = { width: 1366, height: 900 };

export default defineConfig({
  testDir: 'e2e',
  // Two lanes share two cores: a test that takes 30 s alone has taken 70 s beside another.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    viewport,
  },
  projects: [
    { name: 'desktop', testIgnore: [...OWN_SERVER_SPECS, ...SERVICE_WORKER_SPECS], use: { serviceWorkers: 'block' } },
    { name: 'desktop-sw', testMatch: SERVICE_WORKER_SPECS, testIgnore: OWN_SERVER_SPECS, use: { serviceWorkers: 'allow' } },
    { name: 'own-server', testMatch: OWN_SERVER_SPECS, use: { serviceWorkers: 'allow' } },
  ],
  // One shared server per lane, with a real SMTP server keeping its mail (e2e/support/serve.mjs).
  // Playwright starts them one after another: the first seeds the demo every server of the run
  // copies (e2e/support/template.mjs).
  webServer: Array.from({ length: E2E_WORKERS }, (_, lane) => {
    const { port, dataDir, mailDir } = laneServer(lane);
    return {
      command: 'node e2e/support/serve.mjs',
      url: `http://localhost:${port}/health`,
      reuseExistingServer: false,
      // A loaded two-core machine has taken over a minute to start it.
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        E2E_MAIL_DIR: mailDir,
        E2E_TEMPLATE_DIR,
        E2E_TEMPLATE_PORT: String(E2E_TEMPLATE_PORT),
        E2E_MAKE_TEMPLATE: lane === 0 ? '1' : '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Every test logs in from the same address; the limit itself is tested by the server tests.
        LOGIN_RATE_PER_MINUTE: '1000',
        PUBLIC_URL: `http://localhost:${port}`,
      },
    };
  }),
});
