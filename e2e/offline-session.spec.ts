/**
 * An installed app opens offline, still logged in: the session is kept on the device and the
 * shell comes from the service worker.
 */
import { waitForServiceWorker } from './support/sw';
import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from './support/server';
import { mintLink, pathOf } from './support/links';
import { accountName } from './support/account';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer(4391);
});
test.afterAll(async () => server?.stop());

test('a logged-in app reopens with the server stopped, still logged in', async ({ page }) => {
  await page.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-sam', {}, server.dataDir))}`);
  await expect(accountName(page, 'Sam Visser')).toBeVisible();
  await waitForServiceWorker(page);
  await server.stop();
  await page.reload();
  await expect(accountName(page, 'Sam Visser')).toBeVisible();
  await expect(page.getByText('Staff · Acme')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});
