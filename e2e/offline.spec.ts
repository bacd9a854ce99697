/**
 * After one visit, the app shell opens with the server stopped: the service worker serves the
 * precached shell and the app uses its cached configuration (theme, event).
 */
import { waitForServiceWorker } from './support/sw';
import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from './support/server';
import en from '../locales/en/login.json' with { type: 'json' };

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer(4390);
});
test.afterAll(async () => server?.stop());

test('the app shell opens offline after one visit, themed', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await waitForServiceWorker(page);

  await server.stop();
  await expect((await fetch(`${server.url}/health`).catch(() => null))?.ok ?? false).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByText('Demo Expo')).toBeVisible();
  // A deep link opens the shell too (and the guard sends it to login).
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const app = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-color').trim());
  expect(app).toBe('#143d59');
});
