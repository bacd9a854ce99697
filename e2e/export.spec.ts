/**
 * Export from the list: the filtered list as shown, built in a worker and downloaded; the file
 * opens in another spreadsheet library with the rows the user saw.
 */
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };

test('exports the filtered connection list as Excel and CSV', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.list.open();
  // Only the quoted ones.
  await app.list.filterStage('quoted');
  const shown = await app.list.rows.count();
  expect(shown).toBeGreaterThan(0);

  await app.list.exportButton.click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: en.export.xlsx }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^Demo-Expo-connections-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(fs.readFileSync((await xlsx.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
  expect(rows).toHaveLength(shown + 1);
  const stage = rows[0]!.indexOf(en.tabs.stage);
  for (const row of rows.slice(1)) expect(row[stage]).toBe(en.stages.quoted);
  await expect(page.getByText(new RegExp(`Exported ${shown} connection`))).toBeVisible();

  await app.list.exportButton.click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(en.stages.quoted);
});

test('a staff member without exportConnections has no export', async ({ app }) => {
  await app.loginAs('sam');
  await app.list.open();
  await expect(app.list.exportButton).toHaveCount(0);
});
