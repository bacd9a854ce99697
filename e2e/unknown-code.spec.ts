/**
 * A well-formed code that is not on the event's visitor list: the app says what is true (saved,
 * checked when the server is reached), and once the server has said no such visitor exists it
 * offers to correct the code or delete the row.
 */
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };

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
  await page.getByRole('button', { name: en.detail.correctCode }).click();
  // Back on the list, the code ready to correct; the wrong row gone (with an undo).
  await expect(app.list.codeField).toHaveValue(CODE);
  await expect(app.list.codeField).toBeFocused();
  await expect(page.getByRole('button', { name: en.delete.undo })).toBeVisible();
  await expect(app.list.row(CODE)).toHaveCount(0);
});
