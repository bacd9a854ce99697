/** Answering the qualifying questions on a connection's Questions tab. */
import { connectionId, expect, test } from './fixtures';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };

test("'Other' has a labelled box for the answer, and ticking it without text says so instead of saving", async ({ app, page }) => {
  const badge = (await demoBadges(471))[470]!;
  await app.loginAs('robin');
  await app.list.open();
  await app.list.add(badge.code);
  await app.detail.open(connectionId('acme', badge.code), 'questions');
  const interest = page.getByRole('group', { name: 'Which products interest them?' });
  await interest.getByRole('checkbox', { name: en.questions.other }).check();
  await expect(interest.getByText(en.questions.otherLabel)).toBeVisible();
  await page.getByRole('button', { name: en.questions.save }).click();
  await expect(page.getByText(en.questions.otherEmpty)).toBeVisible();
  await expect(page.getByText(en.questions.saved)).toHaveCount(0);
  await interest.getByRole('textbox', { name: en.questions.otherText.replace('{{question}}', 'Which products interest them?') }).fill('Label printers');
  await page.getByRole('button', { name: en.questions.save }).click();
  await expect(page.getByText(en.questions.saved)).toBeVisible();
  await app.expectAcrossReload(() => expect(interest.getByRole('textbox', { name: en.questions.otherText.replace('{{question}}', 'Which products interest them?') })).toHaveValue('Label printers'));
});

test('the list shows the rating the answers give, next to the stage, as soon as they are saved', async ({ app, page }) => {
  const badge = (await demoBadges(491))[490]!;
  await app.loginAs('robin');
  await app.list.open();
  await app.list.add(badge.code);
  const ratingCell = (name: string) => app.list.row(badge.code.slice(0, 5)).getByRole('cell').nth(5).getByText(name);
  await expect(page.getByRole('columnheader', { name: en.list.column.rating })).toBeVisible();
  await expect(app.list.row(badge.code.slice(0, 5)).getByRole('cell').nth(5)).toHaveText('–');
  await app.detail.open(connectionId('acme', badge.code), 'questions');
  // 'Service contract' (2 points) and 'This quarter' (3 points): hot.
  await page.getByRole('group', { name: 'Which products interest them?' }).getByRole('checkbox', { name: 'Service contract' }).check();
  await page.getByRole('radiogroup', { name: 'When do they plan to buy?' }).getByRole('radio', { name: 'This quarter' }).check();
  await page.getByRole('button', { name: en.questions.save }).click();
  await expect(page.getByText(en.questions.saved)).toBeVisible();
  await app.list.open();
  await expect(ratingCell(en.rating.hot)).toBeVisible();
});
