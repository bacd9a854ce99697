/**
 * A shared booth device: Sam captures a lead offline and logs out before it is sent; Robin logs in
 * to the same event on the same device. Robin sees none of Sam's leads and nothing is sent in
 * Robin's name; Robin logs out, Sam logs in again and the lead reaches the server.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type TestServer } from './support/server';
import { demoBadges, mintLink, pathOf } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { accountName } from './support/account';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer(4396);
});
test.afterAll(async () => server?.stop());

async function logIn(page: Page, user: string, name: string) {
  await page.goto(`${server.url}${pathOf(await mintLink('staff', user, {}, server.dataDir))}`);
  await expect(accountName(page, name)).toBeVisible();
}

/** Offline, a badge is added and waits in the outbox; then its author logs out anyway. */
async function captureOfflineThenLogOut(page: Page, context: BrowserContext, code: string) {
  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: en.add.label, exact: true });
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText(en.add.queued)).toBeVisible();
  await page.getByRole('button', { name: enCommon.menu.logout }).click();
  await page.getByRole('dialog', { name: enCommon.account.logoutPending.title }).getByRole('button', { name: enCommon.account.logoutPending.confirm }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.setOffline(false);
}

test("someone else's unsent work on a shared device is neither shown to nor sent by the next person", async ({ page, context }) => {
  const badge = (await demoBadges(421, server.dataDir))[420]!;
  await logIn(page, 'acme-sam', 'Sam Visser');
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByText(en.list.upToDate)).toBeVisible();
  await captureOfflineThenLogOut(page, context, badge.code);

  // Robin, on the same device: told whose work is waiting, shown none of the event's leads.
  await logIn(page, 'acme-robin', 'Robin Keller');
  const conflict = page.getByRole('heading', { name: "Sam Visser's changes are still on this device" });
  await expect(conflict).toBeVisible();
  await expect(page.getByText(/1 change Sam Visser made for this event has not reached the server yet/)).toBeVisible();
  await page.goto(`${server.url}/connections/list`);
  await expect(conflict).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.add.label, exact: true })).toHaveCount(0);
  await expect(page.getByText(badge.code)).toHaveCount(0);

  // Robin steps aside; Sam's next login sends the lead.
  await page.getByRole('button', { name: 'Log out so Sam Visser can log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'acme-sam', 'Sam Visser');
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByText(en.list.upToDate)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(badge.code, 'i') })).toBeVisible();

  // It reached the server under Sam's name: a colleague who sees the whole team's leads has it.
  const other = await context.browser()!.newContext();
  const robin = await other.newPage();
  await robin.goto(`${server.url}${pathOf(await mintLink('staff', 'acme-robin', {}, server.dataDir))}`);
  await expect(accountName(robin, 'Robin Keller')).toBeVisible();
  await robin.goto(`${server.url}/connections/list`);
  await expect(robin.getByText(en.list.upToDate)).toBeVisible();
  await expect(robin.getByRole('row', { name: new RegExp(badge.code, 'i') })).toBeVisible();
  await other.close();
});

test('the next person may delete unsent work on purpose, and then sees what was sent, not what was deleted', async ({ page, context }) => {
  const [sent, unsent] = (await demoBadges(424, server.dataDir)).slice(422);
  await logIn(page, 'acme-sam', 'Sam Visser');
  await page.goto(`${server.url}/connections/list`);
  const field = page.getByRole('textbox', { name: en.add.label, exact: true });
  await field.fill(sent!.code);
  await field.press('Enter');
  // On the server before the device goes offline.
  await expect(page.getByRole('row', { name: new RegExp(sent!.code, 'i') }).getByText(en.sync.state.completed)).toBeVisible({ timeout: 15_000 });
  await captureOfflineThenLogOut(page, context, unsent!.code);

  await logIn(page, 'acme-robin', 'Robin Keller');
  await page.getByRole('button', { name: enCommon.storeConflict.discard }).click();
  const confirm = page.getByRole('alertdialog', { name: "Delete Sam Visser's unsent changes?" });
  await confirm.getByRole('button', { name: enCommon.storeConflict.confirmAction }).click();
  await expect(page.getByRole('heading', { name: "Sam Visser's changes are still on this device" })).toHaveCount(0);
  // Robin's own view of the event: the sent lead is there (Robin sees the team's), the deleted one is not.
  await page.goto(`${server.url}/connections/list`);
  await expect(page.getByText(en.list.upToDate)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row', { name: new RegExp(sent!.code, 'i') })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(unsent!.code, 'i') })).toHaveCount(0);
});
