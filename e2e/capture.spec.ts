/**
 * Capture offline and lose nothing: with the server stopped, a staff member adds 50 connections by
 * badge code, reloads the app (served by the service worker), adds 10 more, notes and a stage;
 * when the server is back the outbox drains by itself and a colleague with showAllConnections
 * sees all of it.
 */
import { waitForServiceWorker } from './support/sw';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type TestServer } from './support/server';
import { demoBadges, mintLink, pathOf } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import { accountName } from './support/account';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer(4392);
});
test.afterAll(async () => server?.stop());

async function add(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: en.add.label, exact: true });
  await field.fill(code);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

test('50 + 10 connections captured offline reach the server once each, with notes and stages', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // Visitors nobody has scanned yet (the demo's own connections are among the first 210).
  const badges = (await demoBadges(360, server.dataDir)).slice(300);
  await page.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-sam', {}, server.dataDir))}`);
  await expect(accountName(page, 'Sam Visser')).toBeVisible();
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByText(en.list.upToDate)).toBeVisible();
  const before = Number((await page.getByText(/\d+ connections?/).first().textContent())!.match(/\d+/)![0]);
  await waitForServiceWorker(page);

  await server.stop();
  for (const b of badges.slice(0, 50)) await add(page, b.code);
  await expect(page.getByText(`${before + 50} connections`)).toBeVisible();
  await expect(page.getByText(/50 changes waiting to sync/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`${before + 50} connections`)).toBeVisible();
  for (const b of badges.slice(50, 60)) await add(page, b.code);
  await expect(page.getByText(`${before + 60} connections`)).toBeVisible();

  // A note and a stage on one of them, still offline.
  const first = badges[0]!.code.replace(/-/g, '');
  await page.goto(`${server.url}/connections/acme.${first}/notes`);
  await page.getByRole('textbox', { name: en.notes.text, exact: true }).fill('Wants 40 scanners, call Monday');
  await page.getByRole('button', { name: en.notes.save }).click();
  await expect(page.getByRole('listitem').getByText('Wants 40 scanners, call Monday')).toBeVisible();
  await page.goto(`${server.url}/connections/acme.${first}/stage`);
  await page.getByRole('combobox', { name: en.stage.new }).selectOption('quoted');
  await page.getByRole('textbox', { name: en.stage.comment }).fill('Sent the offer');
  await page.getByRole('button', { name: en.stage.save }).click();
  await expect(page.getByRole('listitem').getByText('Sent the offer')).toBeVisible();
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByText(/62 changes waiting to sync/)).toBeVisible();

  await server.start();
  await expect(page.getByText(en.list.upToDate)).toBeVisible({ timeout: 75_000 });

  // A colleague with showAllConnections, on another device.
  const other = await browser.newContext();
  const robin = await other.newPage();
  await robin.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-robin', {}, server.dataDir))}`);
  await expect(accountName(robin, 'Robin Keller')).toBeVisible();
  await robin.goto(`${server.url}/connections/list`);
  await expect(robin.getByText(en.list.upToDate)).toBeVisible();
  // Robin sees the whole team's: the demo's 6 and these 60, each once.
  await expect(robin.getByText(`${6 + 60} connections`)).toBeVisible();
  await robin.goto(`${server.url}/connections/acme.${first}/notes`);
  await expect(robin.getByText('Wants 40 scanners, call Monday')).toBeVisible();
  await robin.goto(`${server.url}/connections/acme.${first}/stage`);
  await expect(robin.getByText('Sent the offer')).toBeVisible();
  await expect(robin.locator('h2').getByText(en.stages.quoted)).toBeVisible();

  // Realtime: what Sam captures now shows on Robin's open list without a reload.
  await robin.goto(`${server.url}/connections/list`);
  await expect(robin.getByText(`${6 + 60} connections`)).toBeVisible();
  await add(page, (await demoBadges(361, server.dataDir))[360]!.code);
  await expect(robin.getByText(`${6 + 61} connections`)).toBeVisible({ timeout: 15_000 });
  await other.close();
});
