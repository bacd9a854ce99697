import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DATA_DIR, E2E_MAIL_DIR, E2E_PORT } from './e2e/support/env';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `http://localhost:${E2E_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every test logs in from the same address; the limit itself is tested by the server tests.
      LOGIN_RATE_PER_MINUTE: '1000',
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    },
  },
});
