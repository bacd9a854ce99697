/**
 * The team (#14): an administrator invites one person and registers another; the invited person
 * opens the mailed link (real SMTP), confirms their name, accepts the terms and is on the team;
 * the administrator takes away a permission and the other person's open screen goes away without
 * a reload; bad input is refused under its field; and the screens pass axe on a phone and a desktop.
 */
import type { Page } from '@playwright/test';
import { App, expect, test } from './fixtures';
import en from '../locales/en/team.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { waitForMail } from './support/mail';
import { pathOf } from './support/links';
import { expectAccessible } from './support/axe';

async function fillMember(page: Page, fields: { firstName: string; lastName: string; email: string; phone?: string }) {
  const form = page.getByRole('complementary', { name: en.detail.panel }).or(page.locator('.member-page'));
  await form.getByLabel(en.field.firstName).fill(fields.firstName);
  await form.getByLabel(en.field.lastName).fill(fields.lastName);
  await form.getByLabel(en.field.email).fill(fields.email);
  if (fields.phone !== undefined) await form.getByLabel(en.field.phone).fill(fields.phone);
  return form;
}

/** The staff link in a team mail, as a path on the test server. */
const linkIn = (text: string) => pathOf(/(http:\/\/\S+\/staff\/[\w-]+\/[\w-]{43})/.exec(text)![1]!);

test('an administrator invites one person and registers another; the invited one completes registration and is on the team', async ({ app, page, browser, server }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const nora = `nora.${run}@example.com`;
  const piet = `piet.${run}@example.com`;
  await app.loginAs('alex');
  await app.goto('/users/list');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByRole('table', { name: en.title }).getByText('Sam Visser')).toBeVisible();
  await expectAccessible(page, 'team list');

  // A new member: mistakes show under their fields and nothing is sent.
  await page.getByRole('button', { name: en.add.button }).click();
  let form = await fillMember(page, { firstName: 'Nora', lastName: '', email: 'nora@', phone: '0612' });
  await form.getByRole('button', { name: en.add.submit }).click();
  await expect(form.getByText(en.error.lastNameRequired)).toBeVisible();
  await expect(form.getByText(en.error.emailInvalid)).toBeVisible();
  await expect(form.getByText(en.error.phoneInvalid)).toBeVisible();
  await expect(form.getByLabel(en.field.lastName)).toBeFocused();
  await expectAccessible(page, 'new member with errors');

  // Invited.
  form = await fillMember(page, { firstName: 'Nora', lastName: 'Jansen', email: nora, phone: '+31 6 5555 0101' });
  await form.getByRole('button', { name: en.add.submit }).click();
  await expect(page.getByText(en.add.invited.replace('{{email}}', nora))).toBeVisible();
  const panel = page.getByRole('complementary', { name: en.detail.panel });
  await expect(panel.getByRole('heading', { name: 'Nora Jansen' })).toBeVisible();
  await expect(panel.locator('.member-badges').getByText(en.registration.invited)).toBeVisible();

  // Registered at once, as an administrator.
  await page.getByRole('button', { name: en.add.button }).click();
  form = await fillMember(page, { firstName: 'Piet', lastName: 'de Boer', email: piet });
  await form.getByRole('checkbox', { name: new RegExp(`^${en.permission.admin}`) }).check();
  await form.getByRole('radio', { name: new RegExp(`^${en.join.register}`) }).check();
  await form.getByRole('button', { name: en.add.submit }).click();
  await expect(page.getByText(en.add.registered.replace('{{email}}', piet))).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Piet de Boer' })).toBeVisible();
  await expect(panel.locator('.member-badges').getByText(en.registration.registered)).toBeVisible();

  // Nora opens the mailed invitation on her own phone: her name, the terms, and she is in.
  const noraMail = await waitForMail(nora, run, (m) => m.subject.startsWith('Join the Acme team'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const noraApp = new App(await phone.newPage(), server);
    await noraApp.page.goto(linkIn(noraMail.text));
    await expect(noraApp.page.getByRole('heading', { name: enLogin.finalize.registration.title })).toBeVisible();
    await expect(noraApp.page.getByLabel(enLogin.finalize.registration.firstName)).toHaveValue('Nora');
    await expectAccessible(noraApp.page, 'completing registration');
    await noraApp.page.getByLabel(enLogin.finalize.registration.lastName).fill('Jansen-Smit');
    await noraApp.page.getByRole('button', { name: enLogin.finalize.registration.submit }).click();
    await noraApp.page.getByRole('button', { name: enLogin.finalize.terms.accept }).click();
    await expect(noraApp.page.getByRole('navigation', { name: enCommon.nav.bottom })).toBeVisible();
    await noraApp.openMenu();
    await expect(noraApp.accountName('Nora Jansen-Smit')).toBeVisible();
  } finally {
    await phone.close();
  }

  // The team list shows her registered, with her name as she gave it.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: nora });
  await expect(row.getByText('Nora Jansen-Smit')).toBeVisible();
  await expect(row.getByText(en.registration.registered)).toBeVisible();

  // Piet logs in from his mail and opens the team; Alex takes the admin right away, and Piet's
  // open team screen goes away without a reload.
  const pietMail = await waitForMail(piet, run, (m) => m.subject.startsWith('Your login for Acme'));
  const laptop = await browser.newContext();
  try {
    const pietApp = new App(await laptop.newPage(), server);
    await pietApp.page.goto(linkIn(pietMail.text));
    await pietApp.page.getByRole('button', { name: enLogin.finalize.terms.accept }).click();
    await expect(pietApp.accountName('Piet de Boer')).toBeVisible();
    await pietApp.page.getByRole('link', { name: enCommon.nav.users, exact: true }).click();
    await expect(pietApp.page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();

    await page.getByRole('row').filter({ hasText: piet }).getByRole('button').click();
    await panel.getByRole('checkbox', { name: new RegExp(`^${en.permission.admin}`) }).uncheck();
    await panel.getByRole('checkbox', { name: new RegExp(`^${en.permission.createConnections}`) }).check();
    await panel.getByRole('button', { name: en.detail.save, exact: true }).click();
    await expect(page.getByText(en.detail.saved)).toBeVisible();

    await expect(pietApp.page.getByRole('heading', { level: 1, name: en.title })).toBeHidden({ timeout: 15_000 });
    await expect(pietApp.page.getByRole('link', { name: enCommon.nav.users, exact: true })).toBeHidden();
  } finally {
    await laptop.close();
  }

  // Removing someone says what happens to their connections first.
  await page.getByRole('row').filter({ hasText: piet }).getByRole('button').click();
  await panel.getByRole('button', { name: en.detail.remove }).click();
  const dialog = page.getByRole('alertdialog', { name: en.remove.title.replace('{{name}}', 'Piet de Boer') });
  await expect(dialog.getByText(en.remove.sessions)).toBeVisible();
  await expectAccessible(page, 'remove a member');
  await dialog.getByRole('button', { name: en.remove.confirm }).click();
  await expect(page.getByText(en.detail.removed.replace('{{name}}', 'Piet de Boer'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: piet })).toHaveCount(0);
});

test("scan licences: a phone logs in from a licence's QR code, the administrator releases its seat, and the phone is logged out at its next contact", async ({ app, page, browser, server }) => {
  test.setTimeout(90_000);
  await app.loginAs('alex');
  await app.goto('/users/list');
  await page.getByRole('tab', { name: en.view.licences }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'ACME-SCAN-UNLIMITED' });
  await expect(card.getByRole('heading', { name: en.licences.type.scanapp })).toBeVisible();
  await expectAccessible(page, 'scan licences');

  // The printable sheet is a real PDF.
  await page.getByRole('button', { name: en.licences.print }).click();
  const preview = page.getByRole('dialog', { name: en.licences.sheetTitle });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page, 'licence sheet preview');
  const [sheet] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: en.licences.download }).click()]);
  expect(sheet.suggestedFilename()).toBe('licences.pdf');
  await preview.getByRole('button', { name: en.detail.close }).click();
  await expect(preview).toBeHidden();

  // The licence's QR code, and the link it holds.
  await card.getByRole('button', { name: en.licences.showQr }).click();
  const dialog = page.getByRole('dialog', { name: en.licences.qrTitle.replace('{{type}}', en.licences.type.scanapp) });
  await expect(dialog.getByRole('img', { name: en.licences.qrLabel.replace('{{code}}', 'ACME-SCAN-UNLIMITED') })).toBeVisible();
  const link = (await dialog.locator('.licence-link').textContent())!;
  await expectAccessible(page, 'licence QR code');
  await dialog.getByRole('button', { name: en.detail.close }).click();

  const device = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phone = new App(await device.newPage(), server);
    await phone.page.goto(pathOf(link));
    await phone.page.getByLabel(enLogin.finalize.nameEmail.name).fill('Booth phone 2');
    await phone.page.getByLabel(enLogin.finalize.nameEmail.email).fill('booth2@acme.example');
    await phone.page.getByRole('button', { name: enLogin.finalize.nameEmail.submit }).click();
    await expect(phone.page).toHaveURL(/\/connections\/list/);

    // The administrator sees the phone on the licence and releases its seat.
    await page.reload();
    const seat = card.getByRole('listitem').filter({ hasText: 'Booth phone 2' });
    await seat.getByRole('button', { name: en.licences.releaseFor.replace('{{name}}', 'Booth phone 2') }).click();
    const confirm = page.getByRole('alertdialog', { name: en.licences.releaseTitle });
    await confirm.getByRole('button', { name: en.licences.release }).click();
    await expect(page.getByText(en.licences.released.replace('{{name}}', 'Booth phone 2'))).toBeVisible();
    await expect(card.getByText('Booth phone 2')).toHaveCount(0);

    // At its next contact the phone is logged out.
    await phone.page.reload();
    await expect(phone.login.heading).toBeVisible({ timeout: 20_000 });
  } finally {
    await device.close();
  }
});

test('an administrator imports a 1,000-row file: rows 17, 430 and 998 are listed with their reasons, and a second import adds nobody twice', async ({ app, page }) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const lines = ['First name,Last name,E-mail,Phone,Permissions'];
  for (let row = 2; row <= 1001; row++) {
    const email = row === 17 ? 'not-an-address' : `p${row}.${run}@import.example`;
    const phone = row === 430 ? '0612345678' : '';
    const last = row === 998 ? '' : `Nr ${row}`;
    lines.push(`Person,${last},${email},${phone},scan`);
  }
  const file = { name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
  await app.loginAs('alex');
  await app.goto('/users/list?view=import');
  await page.getByLabel(enCommon.import.chooseFile).setInputFiles(file);
  // Columns guessed from the headers; every row checked before anything is sent.
  await expect(page.getByLabel(en.import.field.email)).toHaveValue('2');
  await expect(page.getByText(en.import.ready_other.replace('{{formatted}}', '997'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 17\b/ })).toContainText(enCommon.import.emailInvalid);
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 430\b/ })).toContainText(enCommon.import.phoneInvalid);
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 998\b/ })).toContainText(enCommon.import.lastNameRequired);
  await expectAccessible(page, 'team import with problems');
  await page.getByRole('button', { name: en.import.import_other.replace('{{formatted}}', '997') }).click();
  await expect(page.getByText(en.import.done_other.replace('{{created}}', '997').replace('{{updated}}', '0'))).toBeVisible({ timeout: 30_000 });

  // The same file again, nothing fixed: nobody twice.
  await page.getByRole('button', { name: enCommon.import.another }).click();
  await page.getByLabel(enCommon.import.chooseFile).setInputFiles(file);
  await page.getByRole('button', { name: en.import.import_other.replace('{{formatted}}', '997') }).click();
  await expect(page.getByText(en.import.done_other.replace('{{created}}', '0').replace('{{updated}}', '997'))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: en.view.members }).click();
  await page.getByLabel(en.filter.search).fill(`p500.${run}@`);
  await expect(page.getByRole('table', { name: en.title }).getByRole('row')).toHaveCount(2);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the team as cards, a member on a page of its own, filters folded away', async ({ app, page }) => {
    await app.loginAs('alex');
    await app.goto('/users/list');
    const list = page.getByRole('list', { name: en.title });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // However long the team, a search finds one person.
    await page.getByLabel(en.filter.search).fill('visser');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Sam Visser')).toBeVisible();
    await page.getByText(en.filter.more).click();
    await page.getByLabel(en.filter.registration).selectOption('invited');
    await expect(page.getByRole('heading', { name: en.empty.noMatch })).toBeVisible();
    // Clearing shows the whole team again; the search finds Sam once more.
    await page.getByRole('button', { name: en.filter.clear }).click();
    await expect(page.getByLabel(en.filter.search)).toHaveValue('');
    await expectAccessible(page, 'team on a phone');
    await page.getByLabel(en.filter.search).fill('visser');
    await list.getByRole('link', { name: /Sam Visser/ }).click();
    await expect(page).toHaveURL(/\/users\/acme-sam$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sam Visser' })).toBeVisible();
    await expectAccessible(page, 'member on a phone');
  });
});
