/**
 * Export from the list: the filtered list as shown, built in a worker and downloaded; the file
 * opens in another spreadsheet library with the rows the user saw.
 */
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import login from '../locales/en/login.json' with { type: 'json' };
import { codeIn, waitForMail } from './support/mail';
import { demoBadges, mintLink, pathOf } from './support/links';
import { expectAccessible } from './support/axe';

test('exports the filtered connection list as Excel and CSV', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.list.open();
  // Only the quoted ones.
  await app.list.filterStage('quoted');
  const shown = await app.list.rows.count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader', { name: en.list.column.by })).toBeVisible();

  await app.list.exportButton.click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: en.export.xlsx }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^Demo-Expo-connections-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(fs.readFileSync((await xlsx.path())!), { type: 'buffer' });
  // Named after the event and the export, with a filter on the header row.
  expect(book.SheetNames).toEqual(['Demo Expo Connections']);
  const sheet = book.Sheets['Demo Expo Connections']!;
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: null, raw: false });
  expect(rows).toHaveLength(shown + 1);
  expect(sheet['!autofilter']?.ref).toMatch(new RegExp(`^A1:[A-Z]+${shown + 1}$`));
  const stage = rows[0]!.indexOf(en.tabs.stage);
  for (const row of rows.slice(1)) expect(row[stage]).toBe(en.stages.quoted);
  await expect(page.getByText(new RegExp(`Exported ${shown} connection`))).toBeVisible();

  await app.list.exportButton.click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const csvRows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(text.slice(1), { type: 'string', raw: true }).Sheets.Sheet1!, { header: 1, defval: null, raw: false });
  // Times in the event's zone (Amsterdam) with the offset, the same text as the Excel file shows.
  const scanned = csvRows[0]!.indexOf(en.detail.scannedAt);
  expect(csvRows[1]![scanned]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+0[12]:00$/);
  expect(csvRows.slice(1).map((r) => r[scanned])).toEqual(rows.slice(1).map((r) => r[scanned]));
  // Columns empty in every row are left out, until every field is asked for (the choice stays).
  expect(csvRows[0]).toEqual(rows[0]);
  await app.list.exportButton.click();
  const allFields = page.getByRole('menuitemcheckbox', { name: en.export.allFields });
  await expect(allFields).toHaveAttribute('aria-checked', 'false');
  await allFields.click();
  await expect(allFields).toHaveAttribute('aria-checked', 'true');
  const [full] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const fullHeader = fs.readFileSync((await full.path())!, 'utf8').split('\r\n')[0]!;
  expect(fullHeader.split(',').length).toBeGreaterThan(csvRows[0]!.length);
  await app.list.exportButton.click();
  await expect(page.getByRole('menuitemcheckbox', { name: en.export.allFields })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: en.export.allFields }).click();
  await page.keyboard.press('Escape');
});

test('a staff member without exportConnections has no export', async ({ app, page }) => {
  await app.loginAs('sam');
  await app.list.open();
  await expect(app.list.exportButton).toHaveCount(0);
  // Sam sees only his own connections: no 'By' column naming him on every row.
  await expect(page.getByRole('columnheader', { name: en.list.column.scanned })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: en.list.column.by })).toHaveCount(0);
});

test('sending the list by e-mail shows one notice that turns into "on its way", and the mail arrives', async ({ app, page }) => {
  const after = Date.now();
  await app.loginAs('robin');
  await app.list.open();
  await app.list.exportButton.click();
  await page.getByRole('menuitem', { name: en.export.email }).click();
  await expect(page.getByText(en.export.emailSent)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en.export.emailQueued)).toHaveCount(0);
  const mail = await waitForMail('robin@acme.example', after);
  expect(mail.subject).toContain('Demo Expo');
});

test("a scan user confirms their address with a mailed code before one connection is sent to it", async ({ app, page }) => {
  const badge = (await demoBadges(511))[510]!;
  const email = `kim.${Date.now()}@acme.example`;
  await page.goto(pathOf(await mintLink('scan', 'ACME-SCAN-UNLIMITED')));
  await page.getByLabel(login.finalize.nameEmail.name).fill('Kim Booth');
  await page.getByLabel(login.finalize.nameEmail.email).fill(email);
  await page.getByRole('button', { name: login.finalize.nameEmail.submit }).click();
  await expect(page).toHaveURL(/\/connections\/list$/);
  await app.list.add(badge.code);
  await app.list.rows.filter({ hasText: badge.name }).first().click();

  await page.getByRole('button', { name: en.export.sendOne }).click();
  const dialog = page.getByRole('dialog', { name: en.export.confirm.title });
  await expect(dialog.getByText(en.export.confirm.why.replace('{{email}}', email))).toBeVisible();
  const after = Date.now();
  await dialog.getByRole('button', { name: en.export.confirm.send }).click();
  await expect(dialog.getByText(en.export.confirm.sent.replace('{{email}}', email))).toBeVisible();
  await expectAccessible(page, 'confirm e-mail address');
  const code = codeIn(await waitForMail(email, after));

  // A wrong code is said so under the field, and nothing is sent.
  const field = dialog.getByLabel(login.finalize.code.label);
  await field.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: en.export.confirm.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(login.error.codeInvalid);
  await field.fill(code);
  await dialog.getByRole('button', { name: en.export.confirm.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.export.emailSent)).toBeVisible({ timeout: 20_000 });
  const mail = await waitForMail(email, after, (m) => m.subject.includes('Demo Expo'));
  expect(mail.subject).toContain('Demo Expo');

  // Confirmed for good: the next one is sent at once.
  await page.getByRole('button', { name: en.export.sendOne }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
