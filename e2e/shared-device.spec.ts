/**
 * A shared booth device: Sam captures a lead offline and logs out before it is sent; Robin logs in
 * to the same event on the same device. Robin sees none of Sam's leads and nothing is sent in
 * Robin's name; Robin logs out, Sam logs in again and the lead reaches the server.
 */
import { App, expect, ownServer } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const test = ownServer(4396);

/** Offline, a badge is added and waits in the outbox; then its author logs out anyway. */
async function captureOfflineThenLogOut(app: App, context: BrowserContext, code: string) {
  // Installed first: logging out offline opens the login page from the service worker.
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await app.list.add(code);
  await expect(app.page.getByText(new RegExp(en.add.queuedOne.replace('{{name}}', '.+')))).toBeVisible();
  await app.page.getByRole('button', { name: enCommon.menu.logout }).click();
  await app.page.getByRole('dialog', { name: enCommon.account.logoutPending.title }).getByRole('button', { name: enCommon.account.logoutPending.confirm }).click();
  await expect(app.page).toHaveURL(/\/login/);
  await context.setOffline(false);
}

test("someone else's unsent work on a shared device is neither shown to nor sent by the next person", async ({ app, page, context, server }) => {
  const badge = (await demoBadges(421, server.dataDir))[420]!;
  await app.loginAs('sam');
  await app.list.open();
  await captureOfflineThenLogOut(app, context, badge.code);

  // Robin, on the same device: told whose work is waiting, shown none of the event's leads.
  await app.loginAs('robin');
  const conflict = page.getByRole('heading', { name: "Sam Visser's changes are still on this device" });
  await expect(conflict).toBeVisible();
  await expect(page.getByText(/1 change Sam Visser made for this event has not reached the server yet/)).toBeVisible();
  await app.goto('/connections/list');
  await expect(conflict).toBeVisible();
  await expect(app.list.codeField).toHaveCount(0);
  await expect(page.getByText(badge.code)).toHaveCount(0);

  // Robin steps aside; Sam's next login sends the lead.
  await page.getByRole('button', { name: 'Log out so Sam Visser can log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await app.loginAs('sam');
  await app.goto('/connections/list');
  await app.list.expectUpToDate(30_000);
  await expect(app.list.row(badge.code)).toBeVisible();

  // It reached the server under Sam's name: a colleague who sees the whole team's leads has it.
  const other = await context.browser()!.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open();
  await expect(robin.list.row(badge.code)).toBeVisible();
  await other.close();
});

test('the next person may delete unsent work on purpose, and then sees what was sent, not what was deleted', async ({ app, page, context, server }) => {
  const [sent, unsent] = (await demoBadges(424, server.dataDir)).slice(422);
  await app.loginAs('sam');
  await app.list.open({ synced: false });
  await app.list.add(sent!.code);
  // On the server before the device goes offline.
  await expect(app.list.row(sent!.code).getByText(en.sync.state.completed)).toBeVisible({ timeout: 15_000 });
  await captureOfflineThenLogOut(app, context, unsent!.code);

  await app.loginAs('robin');
  await page.getByRole('button', { name: enCommon.storeConflict.discard }).click();
  const confirm = page.getByRole('alertdialog', { name: "Delete Sam Visser's unsent changes?" });
  await confirm.getByRole('button', { name: enCommon.storeConflict.confirmAction }).click();
  await expect(page.getByRole('heading', { name: "Sam Visser's changes are still on this device" })).toHaveCount(0);
  // Robin's own view of the event: the sent lead is there (Robin sees the team's), the deleted one is not.
  await app.goto('/connections/list');
  await app.list.expectUpToDate(15_000);
  await expect(app.list.row(sent!.code)).toBeVisible();
  await expect(app.list.row(unsent!.code)).toHaveCount(0);
});
