/**
 * The question editor, on a server of its own (it changes the exhibitor's questions and rating
 * rules): an administrator adds a question in two languages and tightens the rating rules; a
 * staff member's device gets the question at its next sync, answers it offline, and the rating
 * follows the new rules.
 */
import { connectionId, expect, ownServer } from './fixtures';
import { App } from './page-models/app';
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';
import en from '../locales/en/questions.json' with { type: 'json' };
import enConnections from '../locales/en/connections.json' with { type: 'json' };

const test = ownServer(4388);

test('an administrator adds a question and sets the rating rules; a staff device answers it offline and rates by them', async ({ app, page, browser, server }) => {
  test.setTimeout(120_000);
  const [badge] = await demoBadges(1, server.dataDir);
  await app.loginAs('alex');
  await app.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expectAccessible(page, 'questions');

  await page.getByRole('button', { name: en.new.button }).click();
  const dialog = page.getByRole('dialog', { name: en.new.title });
  // Saved without a name: the reason shows under the field, nothing is created.
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog.getByText(en.error.question.nameRequired)).toBeVisible();
  await dialog.getByLabel(en.field.name, { exact: true }).fill('Do they decide the purchase?');
  await dialog.getByLabel(en.field.optionName.replace('{{n}}', '1'), { exact: true }).fill('Yes');
  await dialog.getByLabel(en.field.optionPoints.replace('{{n}}', '1'), { exact: true }).selectOption('3');
  await dialog.getByRole('button', { name: en.addOption }).click();
  await dialog.getByLabel(en.field.optionName.replace('{{n}}', '2'), { exact: true }).fill('No');
  await dialog.getByText(en.translations).click();
  await dialog.getByLabel(en.field.nameIn.replace('{{language}}', 'Deutsch'), { exact: true }).fill('Entscheiden sie über den Kauf?');
  await expectAccessible(page, 'new question dialog');
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Do they decide the purchase?' })).toBeVisible();

  // Stricter rules: hot from 3 points (one 'Yes'), warm from 1.
  await page.getByLabel(en.rules.hotFrom).fill('3');
  await page.getByLabel(en.rules.warmFrom).fill('1');
  await page.getByRole('button', { name: en.rules.save }).click();
  await expect(page.getByText(en.rulesSaved)).toBeVisible();

  // Robin's device syncs, then loses the signal, and answers the new question.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const robin = new App(await other.newPage(), server);
    await robin.loginAs('robin');
    await robin.list.open();
    await robin.list.add(badge!.code);
    await robin.list.expectUpToDate(20_000);
    await other.setOffline(true);
    await robin.detail.open(connectionId('acme', badge!.code), 'questions');
    const question = robin.page.getByRole('radiogroup', { name: 'Do they decide the purchase?' });
    await question.getByRole('radio', { name: 'Yes' }).check();
    await robin.page.getByRole('button', { name: enConnections.questions.save }).click();
    await expect(robin.page.getByText(enConnections.questions.saved)).toBeVisible();
    // 3 points: hot under the new rules (it would be warm under the old ones).
    await expect(robin.page.locator('.detail-badges').getByText(enConnections.rating.hot)).toBeVisible();
  } finally {
    await other.close();
  }
});
