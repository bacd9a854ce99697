/**
 * The modified (unsaved) sync state: a note being written is kept on the device as it is typed, so
 * an app closed at the booth loses nothing; the lead shows "Unsaved" in the list and on its page
 * until the note is saved or discarded; logging out names it and keeps it.
 */
import { App, expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';

const NOTE = 'Wants 40 units before March, call Tuesday';

test('a half-written note survives closing the app, shows the lead as unsaved, and is gone once saved or discarded', async ({ app, page, context, server }) => {
  // Two logins and a reopened app: three minutes on a busy machine.
  test.setTimeout(180_000);
  const [badge] = (await demoBadges(861, server.dataDir)).slice(860);
  await app.loginAs('sam');
  await app.list.open();
  await app.list.add(badge!.code);
  await app.list.row(badge!.name).first().click();
  await app.detail.openTab('notes');
  const unsaved = (scope: { getByText: App['page']['getByText'] }) => scope.getByText(en.sync.state.modified, { exact: true });
  await expect(unsaved(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: en.notes.text, exact: true }).fill(NOTE);
  await expect(unsaved(page.locator('header'))).toBeVisible();
  await expect(page.getByText(en.notes.draftKept)).toBeVisible();
  await expectAccessible(page, 'notes tab with an unsaved note');

  // The app is closed (no chance to save) and opened again.
  await page.close({ runBeforeUnload: false });
  const again = new App(await context.newPage(), server);
  await again.list.open();
  await expect(again.list.row(badge!.name).first()).toContainText(en.sync.state.modified);

  // Logging out names the unsaved note; it is kept for the next login.
  await again.openMenu();
  await again.page.getByRole('button', { name: common.menu.logout }).click();
  const confirm = again.page.getByRole('dialog', { name: common.account.logoutPending.title });
  await expect(confirm.getByText(common.account.logoutPending.drafts_one.replace('{{count}}', '1'))).toBeVisible();
  await confirm.getByRole('button', { name: common.account.logoutPending.confirm }).click();
  await expect(again.login.heading).toBeVisible();
  await again.loginAs('sam');
  await again.list.open();
  await again.list.row(badge!.name).first().click();
  await expect(unsaved(again.page.locator('header'))).toBeVisible();
  await again.detail.openTab('notes');
  const field = again.page.getByRole('textbox', { name: en.notes.text, exact: true });
  await expect(field).toHaveValue(NOTE);

  // Saved: a note like any other, and the lead is no longer unsaved.
  await again.page.getByRole('button', { name: en.notes.save }).click();
  await expect(again.detail.note(NOTE)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(unsaved(again.page)).toHaveCount(0);

  // Discarded when leaving: nothing is kept.
  await field.fill('Half a thought');
  await again.page.getByRole('link', { name: en.list.title }).first().click();
  await again.page.getByRole('dialog', { name: common.unsaved.title }).getByRole('button', { name: common.unsaved.discard }).click();
  await again.list.expectUpToDate();
  await expect(again.list.row(badge!.name).first()).not.toContainText(en.sync.state.modified);
  await again.list.row(badge!.name).first().click();
  await again.detail.openTab('notes');
  await expect(field).toHaveValue('');
});
