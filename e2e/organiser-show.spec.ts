/**
 * A real show without the demo, on a server of its own (its running event would otherwise become
 * the one the shared server's login page shows): a new event, 500 visitors from Excel (two bad
 * rows named by row number), their badges, an exhibitor with a limited licence, and a device that
 * activates the licence and scans an imported visitor offline with the name from its directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import { PDFDocument } from 'pdf-lib';
import { badgeCodeFromBytes, formatBadgeCode } from '../src/domain/badge';
import { expectAccessible } from './support/axe';
import { expect, ownServer } from './fixtures';
import { organiserLink, organiserToken, pathOf, runJob } from './support/links';
import en from '../locales/en/organiser.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enConnections from '../locales/en/connections.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const test = ownServer(4399);

test('a real show without the demo: a new event, 500 visitors from Excel (two bad rows named), an exhibitor with a licence, and a device that scans an imported visitor offline', async ({ app, page, context, server }) => {
  test.setTimeout(120_000);
  await app.goto(pathOf(await organiserLink(server.dataDir)));
  await page.getByRole('link', { name: en.events.new }).click();
  await page.getByLabel(en.event.field.name, { exact: true }).fill('Harbour Trade Days');
  // Running now, so that devices may scan.
  const zone = page.getByRole('combobox', { name: en.event.field.timezone });
  await zone.fill('UTC');
  await page.getByRole('listbox', { name: en.timezone.listLabel }).getByRole('option', { name: /^UTC\b/ }).click();
  await expect(zone).toHaveValue(/^UTC\b/);
  const wall = (d: Date) => d.toISOString().slice(0, 16);
  await page.getByLabel(en.event.field.startsAt).fill(wall(new Date(Date.now() - 3_600_000)));
  await page.getByLabel(en.event.field.endsAt).fill(wall(new Date(Date.now() + 2 * 86_400_000)));
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText('Harbour Trade Days was created.')).toBeVisible();

  // The registration list: 500 visitors, row 101 without a name, row 251 with a broken badge code.
  const header = ['Badge code', 'First name', 'Last name', 'Company', 'E-mail'];
  const codes = Array.from({ length: 500 }, () => formatBadgeCode(badgeCodeFromBytes(randomBytes(16))));
  const rows = Array.from({ length: 500 }, (_, i) => [i === 249 ? 'not-a-code' : codes[i]!, i === 99 ? '' : `Guest${i}`, i === 99 ? '' : `Harbour${i}`, `Shipping Co ${i % 20}`, `guest${i}@harbour.example`]);
  const file = path.join(test.info().outputDir, 'registrations.xlsx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await writeXlsxFile([header, ...rows].map((r) => r.map((value) => (value ? { value } : null)))).toBuffer());
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.visitors }).click();
  await page.getByLabel(enCommon.import.chooseFile).setInputFiles(file);
  // The columns are recognised by their names.
  await expect(page.getByLabel(enConnections.field.firstname)).toHaveValue('1');
  await expect(page.getByRole('status').filter({ hasText: '498 visitors are ready to import.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 101/ })).toContainText(enCommon.import.nameRequired);
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 251/ })).toContainText(enCommon.import.badgeCodeInvalid);
  await expectAccessible(page, 'visitor import, mapped');
  await page.getByRole('button', { name: 'Import 498 visitors' }).click();
  await expect(page.getByText('498 visitors added, 0 updated.')).toBeVisible();
  await expect(page.getByText('498 visitors', { exact: true })).toBeVisible();
  // Their badges, to print: a PDF of A4 pages, eight badges each.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Badges 1–498 (PDF)' }).click()]);
  const pdf = await PDFDocument.load(fs.readFileSync((await download.path())!));
  expect(pdf.getPageCount()).toBe(63);

  // An exhibitor with a licence for two devices.
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await page.getByRole('link', { name: en.exhibitors.new }).click();
  await page.getByLabel(en.exhibitor.field.name, { exact: true }).fill('Lighthouse Ltd');
  await page.getByRole('switch', { name: en.exhibitor.setting.badgeShop }).uncheck();
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText('Lighthouse Ltd was created.')).toBeVisible();
  await page.getByLabel(en.licence.typeLabel).selectOption('scan');
  await page.getByLabel(en.licence.limited).check();
  await page.getByLabel(en.licence.total, { exact: true }).fill('2');
  await page.getByRole('button', { name: en.licence.add }).click();
  const code = (await page.getByRole('row', { name: /0 of 2/ }).getByRole('code').textContent())!.trim();
  // The licence card's link and QR code, from the console.
  await page.getByRole('button', { name: en.licence.showLinkFor.replace('{{code}}', code) }).click();
  const card = page.getByRole('dialog', { name: en.licence.linkTitle.replace('{{code}}', code) });
  await expect(card.getByRole('img', { name: en.licence.qrLabel.replace('{{code}}', code) })).toBeVisible();
  const licenceLink = await card.getByRole('textbox', { name: en.licence.linkLabel }).inputValue();
  expect(licenceLink).toContain(`/scan/${code}/`);
  await card.getByRole('button', { name: enCommon.action.close }).click();

  // A booth device activates the licence, gets the directory, and scans offline.
  await page.evaluate(() => localStorage.clear());
  await app.goto(pathOf(licenceLink));
  await page.getByLabel(enLogin.finalize.nameEmail.name).fill('Booth Tablet');
  await page.getByLabel(enLogin.finalize.nameEmail.email).fill('tablet@lighthouse.example');
  await page.getByRole('button', { name: enLogin.finalize.nameEmail.submit }).click();
  await expect(page).toHaveURL(/\/connections\/list$/);
  await app.waitForDirectory(400);
  await context.setOffline(true);
  await app.list.add(codes[42]!);
  await expect(page.getByText(enConnections.add.queuedOne.replace('{{name}}', 'Guest42 Harbour42'))).toBeVisible();
  await context.setOffline(false);
});

test("after the show: once the event's retention period has passed, its leads are erased from the server and from the device", async ({ app, page, server }) => {
  // Alex, the exhibitor's administrator, sees the leads and the day they will be erased.
  await app.loginAs('alex');
  await app.list.open();
  const before = await app.list.count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByText(/The organiser erases this event's leads on/)).toBeVisible();

  // The show is long over and its retention period (one day after the end) has run out.
  const organiser = await organiserToken(server.dataDir);
  const call = (path: string, init: RequestInit = {}) => fetch(`${organiser.url}${path}`, { ...init, headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' } });
  const event = (await (await call('/api/organiser/events/demo-expo')).json()) as Record<string, unknown>;
  const day = 86_400_000;
  const { id: _id, exhibitors: _e, visitors: _v, erasesAt: _x, ...input } = event;
  const res = await call('/api/organiser/events/demo-expo', {
    method: 'PUT',
    body: JSON.stringify({ ...input, startsAt: new Date(Date.now() - 10 * day).toISOString(), endsAt: new Date(Date.now() - 5 * day).toISOString(), retentionDays: 1 }),
  });
  expect(res.status).toBe(200);
  await runJob('privacy.retention', server.dataDir);

  // The device drops them at its next sync: nothing is left to show or export.
  await expect(async () => {
    await app.list.refresh();
    expect(await app.list.count()).toBe(0);
  }).toPass({ timeout: 30_000 });
  await expect(app.list.rows).toHaveCount(0);
});
