/**
 * A visitor's right to erasure: an administrator hands the visitor their data, then erases it; a
 * colleague's device that was offline meanwhile, with a note written to the visitor, drops the
 * connection and the note at its next sync (the server refuses the note: its connection is gone).
 */
import { expect, test } from './fixtures';
import { App } from './page-models/app';
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';
import en from '../locales/en/connections.json' with { type: 'json' };

test("an erased visitor disappears from a colleague's device at its next sync, offline changes included", async ({ app, page, browser, server }) => {
  const badge = (await demoBadges(531))[530]!;
  // Robin meets the visitor; the capture reaches the server.
  await app.loginAs('robin');
  await app.list.open();
  await app.list.add(badge.code);
  await app.list.expectUpToDate(20_000);
  const row = app.list.rows.filter({ hasText: badge.name });
  await expect(row).toHaveCount(1);

  // Robin's phone (the app stored on it) loses the signal, and Robin writes a note to the visitor.
  await app.waitForServiceWorker();
  await page.context().setOffline(true);
  await row.first().click();
  await app.detail.openTab('notes');
  await app.detail.addNote('Called back about the quote');
  await page.getByRole('link', { name: en.list.title }).first().click();

  // Meanwhile Alex, the administrator, gives the visitor their data and erases it, on request.
  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const alex = new App(await other.newPage(), server);
    await alex.loginAs('alex');
    await alex.list.open();
    await alex.list.rows.filter({ hasText: badge.name }).first().click();
    const card = alex.page.getByRole('region', { name: en.privacy.title });
    await expect(card).toBeVisible();
    const [file] = await Promise.all([alex.page.waitForEvent('download'), card.getByRole('button', { name: en.privacy.exportHtml }).click()]);
    expect(file.suggestedFilename()).toMatch(/^visitor-.+\.html$/);
    await card.getByRole('button', { name: en.privacy.erase }).click();
    const dialog = alex.page.getByRole('alertdialog', { name: en.privacy.confirmTitle.replace('{{name}}', badge.name) });
    await expectAccessible(alex.page, 'erase a visitor');
    await dialog.getByRole('button', { name: en.privacy.confirm }).click();
    await expect(alex.page.getByText(en.privacy.erased.replace('{{name}}', badge.name))).toBeVisible();
    await expect(alex.list.rows.filter({ hasText: badge.name })).toHaveCount(0);
    // The audit log says what happened, without the visitor's data.
    await alex.page.goto('/audit');
    await expect(alex.page.getByRole('heading', { name: en.audit.title, level: 1 })).toBeVisible();
    await expect(alex.page.getByRole('cell', { name: en.audit.action.visitor_erased }).first()).toBeVisible();
    await expect(alex.page.getByRole('cell', { name: en.audit.action.visitor_exported }).first()).toBeVisible();
    await expect(alex.page.getByText(badge.name)).toHaveCount(0);
    await expectAccessible(alex.page, 'audit log');
  } finally {
    await other.close();
  }

  // Robin's phone is back online: the visitor and the note are gone, here and on the server.
  await page.context().setOffline(false);
  await expect(async () => {
    await app.list.refresh();
    await expect(app.list.rows.filter({ hasText: badge.name })).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await app.list.expectUpToDate(20_000);
});
