/**
 * With the app closed, the service worker drains the outbox on the browser's Background Sync
 * event (dispatched here through the DevTools protocol, as Chromium does when the network returns).
 */
import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from './support/server';
import { demoBadges, mintLink, pathOf } from './support/links';
import { waitForServiceWorker } from './support/sw';
import en from '../locales/en/connections.json' with { type: 'json' };
import { accountName } from './support/account';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer(4393);
});
test.afterAll(async () => server?.stop());

test('the service worker drains captures made offline after the app was closed', async ({ context, browser }) => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  const badges = (await demoBadges(303, server.dataDir)).slice(300);
  await page.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-sam', {}, server.dataDir))}`);
  await expect(accountName(page, 'Sam Visser')).toBeVisible();
  await page.goto(`${server.url}/connections/list`);
  await waitForServiceWorker(page);
  await expect(page.getByText(en.list.upToDate)).toBeVisible();

  await server.stop();
  const field = page.getByRole('textbox', { name: en.add.label, exact: true });
  for (const b of badges) {
    await field.fill(b.code);
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
  await expect(page.getByText(/3 changes waiting to sync/)).toBeVisible();
  await page.close();
  await server.start();

  // The browser's Background Sync event, to the worker of this origin.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const r = list.find((x: { scopeURL: string }) => x.scopeURL.startsWith(server.url));
      if (r) resolve(r.registrationId as string);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'leadstand-sync', lastChance: false });

  // A colleague with showAllConnections sees them on the server.
  const other = await browser.newContext();
  const robin = await other.newPage();
  await robin.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-robin', {}, server.dataDir))}`);
  await expect(accountName(robin, 'Robin Keller')).toBeVisible();
  await robin.goto(`${server.url}/connections/list`);
  await expect(async () => {
    await robin.getByRole('button', { name: en.list.refresh }).click();
    await expect(robin.getByText(`${6 + 3} connections`)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await other.close();
});
