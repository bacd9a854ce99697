/**
 * The stage a person saves is the stage: the history is in the order the server accepted the
 * entries (before that, the order they were written on the device), never by devices' clocks.
 */
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import common from '../locales/en/common.json' with { type: 'json' };

test('a stage saved on a device whose clock runs a day behind is the stage, there and on the server', async ({ app, page }) => {
  await page.clock.install({ time: new Date(Date.now() - 86_400_000) });
  await app.loginAs('robin');
  await app.list.open();
  // A demo lead already contacted (its history was written by devices with the right time).
  await app.list.row('Yara Smit').first().click();
  await app.detail.openTab('stage');
  await expect(app.detail.currentStage('contacted')).toBeVisible();
  await app.detail.setStage('quoted', 'Offer for 40 handhelds sent');
  await expect(page.getByText(en.stage.saved)).toBeVisible();
  await expect(app.detail.currentStage('quoted')).toBeVisible();
  // The newest entry heads the history.
  await expect(app.detail.stageHistory.getByRole('listitem').first()).toContainText('Offer for 40 handhelds sent');
  await app.expectAcrossReload(() => expect(app.detail.currentStage('quoted')).toBeVisible());
  // Synced: the list, built from what the server sent back, agrees.
  await app.list.open();
  await expect(app.list.row('Yara Smit')).toContainText(en.stages.quoted);
});

test('leaving a half-written note asks to keep editing, discard or save', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.list.open();
  await app.list.row('Tessa Smit').first().click();
  await app.detail.openTab('notes');
  const text = page.getByRole('textbox', { name: en.notes.text, exact: true });
  await text.fill('Wants a demo unit for the Hamburg warehouse');
  await page.getByRole('link', { name: en.tabs.details }).click();
  const prompt = page.getByRole('dialog', { name: common.unsaved.title });
  await prompt.getByRole('button', { name: common.unsaved.keep }).click();
  await expect(prompt).toHaveCount(0);
  await expect(text).toHaveValue('Wants a demo unit for the Hamburg warehouse');
  await page.getByRole('link', { name: en.tabs.details }).click();
  await prompt.getByRole('button', { name: common.unsaved.save }).click();
  await expect(page).toHaveURL(/\/details$/);
  await app.detail.openTab('notes');
  await expect(app.detail.note('Wants a demo unit for the Hamburg warehouse')).toBeVisible();
});
