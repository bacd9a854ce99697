/**
 * A well-formed code that is not on the event's visitor list: the app says what is true (saved,
 * checked when the server is reached), and once the server has said no such visitor exists it
 * offers to correct the code or delete the row.
 */
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import { demoBadges } from './support/links';

const CODE = 'hzzzz-rzzzz-szzzz';

test('an unknown code is saved as unchecked, then offered for correction or deletion', async ({ app, page }) => {
  await app.loginAs('sam');
  await app.list.open();
  await app.list.add(CODE);
  await expect(page.getByText(en.add.savedUnchecked.replace('{{name}}', CODE))).toBeVisible();
  // After the sync the row says the visitor list does not know it, not that details will follow.
  await app.list.expectUpToDate(15_000);
  const row = app.list.row(CODE);
  await expect(row.getByText(en.list.notOnVisitorList)).toBeVisible();
  await expect(row.getByText(en.list.detailsPending)).toHaveCount(0);

  await row.click();
  await expect(page.getByRole('alert').getByText(en.detail.notOnVisitorList.replace('{{code}}', CODE))).toBeVisible();
  // The code is the title, once; there is nothing to qualify, so no tabs, and one Delete.
  await expect(page.getByText(CODE, { exact: true })).toHaveCount(2); // the title and the badge code field
  await expect(page.getByRole('navigation', { name: en.tabs.label })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.delete.button })).toHaveCount(1);
  await page.getByRole('link', { name: en.detail.correctCode }).click();
  // Back on the list, the code ready to correct; the wrong row stays until the corrected code is added.
  await expect(app.list.codeField).toHaveValue(CODE);
  await expect(app.list.codeField).toBeFocused();
  await expect(page.getByText(en.add.correcting)).toBeVisible();
  await expect(app.list.row(CODE)).toBeVisible();
  const badge = (await demoBadges(442))[441]!;
  await app.list.codeField.fill(badge.code);
  await app.list.codeField.press('Enter');
  await expect(app.list.row(CODE)).toHaveCount(0);
  await expect(app.list.row(badge.name)).toBeVisible({ timeout: 15_000 });
});

test('an unknown code does not join the notice of named captures', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.list.open();
  const [badge] = (await demoBadges(443)).slice(442);
  await app.list.add('hzzzz-rzzzz-tzzzz');
  await expect(page.getByText(en.add.savedUnchecked.replace('{{name}}', 'hzzzz-rzzzz-tzzzz'))).toBeVisible();
  await app.list.add(badge!.code);
  await expect(page.getByText(en.add.savedOne.replace('{{name}}', badge!.name)).or(page.getByText(en.add.savedUnchecked.replace('{{name}}', badge!.code)))).toBeVisible();
  await expect(page.getByText(en.add.savedMany.split(':')[0]!.replace('{{count}}', '2'))).toHaveCount(0);
});
