/**
 * The organiser's console: logging in with the printed link, the events of the installation, and
 * creating and editing an event with translated errors for bad input. Exhibitors never reach it.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import { PDFDocument } from 'pdf-lib';
import { badgeCodeFromBytes, formatBadgeCode } from '../src/domain/badge';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mintLink, organiserLink, pathOf } from './support/links';
import { waitForMail } from './support/mail';
import en from '../locales/en/organiser.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enConnections from '../locales/en/connections.json' with { type: 'json' };

async function expectAccessible(page: Page, screen: string) {
  await page.waitForTimeout(200);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${screen}: axe found serious or critical violations`).toEqual([]);
}

test('an organiser logs in with the printed link, creates an event (bad input told field by field) and edits it', async ({ app, page }) => {
  // Without an organiser session the console sends to its login page, which says how to get in.
  await app.goto('/organiser/events');
  await expect(page).toHaveURL(/\/organiser\/login$/);
  await expect(page.getByText(en.login.text)).toBeVisible();
  await expectAccessible(page, 'organiser login');

  await app.goto(pathOf(await organiserLink()));
  await expect(page.getByRole('heading', { level: 1, name: en.events.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Expo' })).toBeVisible();
  await expectAccessible(page, 'events');

  await page.getByRole('link', { name: en.events.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.event.newTitle })).toBeVisible();
  await expectAccessible(page, 'new event');
  // Nothing filled in, and an end before the start: each field says what is wrong.
  await page.getByLabel(en.event.field.startsAt).fill('2027-03-02T09:00');
  await page.getByLabel(en.event.field.endsAt).fill('2027-03-01T18:00');
  await page.getByLabel(en.event.field.applicationColor, { exact: true }).and(page.locator('input:not([type=color])')).fill('navy');
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText(en.event.nameRequired)).toBeVisible();
  await expect(page.getByText(en.event.endBeforeStart)).toBeVisible();
  await expect(page.getByText(en.event.colourInvalid)).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('3');
  await expectAccessible(page, 'new event with errors');

  await page.getByLabel(en.event.field.name, { exact: true }).fill('Packaging Days 2027');
  await page.getByLabel(en.event.field.endsAt).fill('2027-03-03T18:00');
  await page.getByLabel(en.event.field.applicationColor, { exact: true }).and(page.locator('input:not([type=color])')).fill('#0b5d3b');
  await page.getByLabel(en.event.field.timezone).selectOption('Europe/Berlin');
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText('Packaging Days 2027 was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/organiser\/events\/packaging-days-2027$/);
  // Entered in the event's zone, shown in it again.
  await expect(page.getByLabel(en.event.field.startsAt)).toHaveValue('2027-03-02T09:00');

  await page.getByLabel(en.event.field.termsText).fill('Visitors agree that exhibitors may contact them.');
  await page.getByLabel(en.event.field.termsVersion).fill('2');
  await page.getByRole('button', { name: en.event.save }).click();
  await expect(page.getByText('The changes to Packaging Days 2027 were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en.event.field.termsVersion)).toHaveValue('2');

  await page.getByRole('link', { name: en.event.back }).click();
  const row = page.getByRole('row', { name: /Packaging Days 2027/ });
  await expect(row).toContainText(en.events.state.upcoming);
  await expect(row).toContainText('Europe/Berlin');
});

test('an exhibitor session does not open the console', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.goto('/organiser/events');
  await expect(page).toHaveURL(/\/organiser\/login$/);
  // And the exhibitor's menu has no way there.
  await app.goto('/connections');
  await expect(page.getByRole('link', { name: en.title })).toHaveCount(0);
});

test('an exhibitor with some sections off, a limited licence, and its administrator invited by e-mail who logs in and sees only what is on', async ({ app, page }) => {
  const started = Date.now();
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: 'Demo Expo' }).click();
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await expect(page.getByRole('link', { name: 'Acme' })).toBeVisible();
  await expectAccessible(page, 'exhibitors');
  await page.getByRole('link', { name: en.exhibitors.new }).click();
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText(en.exhibitor.nameRequired)).toBeVisible();
  await page.getByLabel(en.exhibitor.field.name, { exact: true }).fill('Umbrella Corp');
  for (const off of ['badgeShop', 'conversation', 'api', 'tasks'] as const) await page.getByRole('switch', { name: en.exhibitor.setting[off] }).uncheck();
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText('Umbrella Corp was created.')).toBeVisible();
  await expectAccessible(page, 'exhibitor');

  // A licence for three devices.
  await page.getByLabel(en.licence.typeLabel).selectOption('scan');
  await page.getByLabel(en.licence.limited).check();
  await page.getByLabel(en.licence.total, { exact: true }).fill('0');
  await page.getByRole('button', { name: en.licence.add }).click();
  await expect(page.getByText(en.licence.totalInvalid)).toBeVisible();
  await page.getByLabel(en.licence.total, { exact: true }).fill('3');
  await page.getByRole('button', { name: en.licence.add }).click();
  await expect(page.getByRole('cell', { name: '0 of 3' })).toBeVisible();

  // The administrator, by e-mail.
  await page.getByLabel(en.invite.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(en.invite.lastName, { exact: true }).fill('Wong');
  await page.getByLabel(en.invite.email, { exact: true }).fill('ada@umbrella');
  await page.getByRole('button', { name: en.invite.send }).click();
  await expect(page.getByText(en.invite.emailInvalid)).toBeVisible();
  await page.getByLabel(en.invite.email, { exact: true }).fill('ada@umbrella.example');
  await page.getByLabel(en.invite.language).selectOption('en');
  await page.getByRole('button', { name: en.invite.send }).click();
  await expect(page.getByText('The invitation is on its way to ada@umbrella.example.')).toBeVisible();
  const mail = await waitForMail('ada@umbrella.example', started);
  expect(mail.subject).toBe('Set up Umbrella Corp at Demo Expo');

  // Ada accepts: the terms, then the app with the sections that are on.
  await page.evaluate(() => localStorage.clear());
  await app.goto(pathOf(/https?:\/\/\S+\/partner\/\S+/.exec(mail.text)![0]));
  await page.getByRole('dialog', { name: enLogin.finalize.terms.title }).getByRole('button', { name: enLogin.finalize.terms.accept }).click();
  await expect(app.accountName('Ada Wong')).toBeVisible();
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: enCommon.nav.connections })).toBeVisible();
  for (const hidden of [enCommon.nav.orders, enCommon.nav.agenda, enCommon.nav.tasks, enCommon.nav.apiAccess]) await expect(page.getByRole('link', { name: hidden })).toHaveCount(0);
});

test('a real show without the demo: a new event, 500 visitors from Excel (two bad rows named), an exhibitor with a licence, and a device that scans an imported visitor offline', async ({ app, page, context }) => {
  test.setTimeout(120_000);
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: en.events.new }).click();
  await page.getByLabel(en.event.field.name, { exact: true }).fill('Harbour Trade Days');
  // Running now, so that devices may scan.
  await page.getByLabel(en.event.field.timezone).selectOption('UTC');
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
  await page.getByLabel(en.visitors.chooseFile).setInputFiles(file);
  // The columns are recognised by their names.
  await expect(page.getByLabel(enConnections.field.firstname)).toHaveValue('1');
  await expect(page.getByRole('status').filter({ hasText: '498 visitors are ready to import.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 101/ })).toContainText(en.import.nameRequired);
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 251/ })).toContainText(en.import.badgeCodeInvalid);
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

  // A booth device activates the licence, gets the directory, and scans offline.
  await page.evaluate(() => localStorage.clear());
  await app.goto(pathOf(await mintLink('scan', code)));
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
