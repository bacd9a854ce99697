/**
 * Guests, registrants tab (#16): the administrator invites two guests (a bad address is refused
 * under its field), sends an invitation again and changes a registration type; one guest accepts
 * the mailed invitation in a logged-out browser and is registered; the administrator sends the
 * badge again, holds the registration (after confirming) and releases it; filters by state;
 * exports what the filters match as CSV. A new exhibitor's empty tab explains how guests arrive.
 * The screens pass axe on a desktop and a phone.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, App, SHARED_SERVER } from './fixtures';
import en from '../locales/en/guests.json' with { type: 'json' };
import enPublic from '../locales/en/public.json' with { type: 'json' };
import { waitForMail } from './support/mail';
import { mintLink, pathOf } from './support/links';
import { expectAccessible } from './support/axe';

const r = en.registrants;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** A guest's row in the desktop table. */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function act(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: fill(r.actions, { name }) }).click();
  await page.getByRole('menu', { name: fill(r.actions, { name }) }).getByRole('menuitem', { name: item }).click();
}

async function invite(page: Page, guest: { email: string; firstName: string; lastName: string; type?: string }) {
  await page.getByRole('button', { name: r.invite }).first().click();
  const dialog = page.getByRole('dialog', { name: r.inviteTitle });
  await dialog.getByLabel(r.email, { exact: true }).fill(guest.email);
  await dialog.getByLabel(r.firstName, { exact: true }).fill(guest.firstName);
  await dialog.getByLabel(r.lastName, { exact: true }).fill(guest.lastName);
  if (guest.type) await dialog.getByLabel(r.type, { exact: true }).fill(guest.type);
  await dialog.getByRole('button', { name: r.inviteSend }).click();
  await expect(page.getByText(fill(r.invited, { email: guest.email }))).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an administrator invites guests, sends again, changes the type, holds and releases a registration, filters and exports', async ({ app, page, browser }) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const nina = { email: `nina.${run}@example.com`, firstName: 'Nina', lastName: `Gast${run}` };
  const olaf = { email: `olaf.${run}@example.com`, firstName: 'Olaf', lastName: `Gast${run}`, type: 'vip' };
  const ninaName = `${nina.firstName} ${nina.lastName}`;
  const olafName = `${olaf.firstName} ${olaf.lastName}`;

  await app.loginAs('alex');
  await app.goto('/guests/registrants');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();

  // A bad address is refused under its field, by the server's rule.
  await page.getByRole('button', { name: r.invite }).first().click();
  const dialog = page.getByRole('dialog', { name: r.inviteTitle });
  await dialog.getByLabel(r.email, { exact: true }).fill('nina@');
  await dialog.getByRole('button', { name: r.inviteSend }).click();
  await expect(dialog.getByText(en.error.emailInvalid)).toBeVisible();
  await expect(dialog.getByLabel(r.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'invite dialog with an error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Two invitations: both appear at the top, invited.
  const sentAt = Date.now();
  await invite(page, nina);
  await invite(page, olaf);
  await expect(rowOf(page, nina.email).getByText(r.state.invited)).toBeVisible();
  await expect(rowOf(page, olaf.email).getByText(r.state.invited)).toBeVisible();
  await expect(rowOf(page, olaf.email).getByText('VIP')).toBeVisible();
  await expect(rowOf(page, olaf.email).getByText(r.invitation)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(olaf.email);
  await expectAccessible(page, 'registrants table');

  // The per-guest menu works from the keyboard: arrow down opens it on the first item, Escape closes it.
  const olafMenu = page.getByRole('button', { name: fill(r.actions, { name: olafName }) });
  await olafMenu.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: r.resend.invited })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: r.changeType })).toBeFocused();
  await expectAccessible(page, 'registrant menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(olafMenu).toBeFocused();

  // Sent again: the invitation, as Olaf has not answered yet.
  await act(page, olafName, r.resend.invited);
  await expect(page.getByText(fill(r.sent.invite, { email: olaf.email }))).toBeVisible();
  await waitForMail(olaf.email, sentAt, (m) => m.text.includes('/r/invite/'));

  // Another registration type.
  await act(page, olafName, r.changeType);
  const typeDialog = page.getByRole('dialog', { name: fill(r.typeTitle, { name: olafName }) });
  await expect(typeDialog.getByLabel(r.type, { exact: true })).toHaveValue('vip');
  await typeDialog.getByLabel(r.type, { exact: true }).fill('');
  await typeDialog.getByRole('button', { name: r.typeSave }).click();
  await expect(typeDialog.getByText(en.error.typeRequired)).toBeVisible();
  await typeDialog.getByLabel(r.type, { exact: true }).fill('press');
  await typeDialog.getByRole('button', { name: r.typeSave }).click();
  await expect(page.getByText(fill(r.typeSaved, { name: olafName }))).toBeVisible();
  await expect(rowOf(page, olaf.email).getByText('Press')).toBeVisible();

  // Nina accepts the mailed invitation in a browser of her own, logged out, and is registered.
  const mail = await waitForMail(nina.email, sentAt, (m) => m.text.includes('/r/invite/'));
  const link = /(http:\/\/\S+\/r\/invite\/[\w-]+)/.exec(mail.text)![1]!;
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(SHARED_SERVER.url + pathOf(link));
  // The exhibitor's registration form: the first answer to each question.
  for (const question of await guest.locator('fieldset').all()) await question.locator('input[type=checkbox], input[type=radio]').first().check();
  for (const open of await guest.locator('textarea[required]').all()) await open.fill('Scanners');
  for (const choice of await guest.locator('select[required]').all()) await choice.selectOption({ index: 1 });
  await guest.locator('#terms').check();
  await guest.getByRole('button', { name: enPublic.registration.submit }).click();
  await expect(guest.getByText(fill(enPublic.registration.registered, { email: nina.email }))).toBeVisible();
  await guestContext.close();

  // Now registered: the badge is what goes out again; hold (after confirming) and release.
  await page.reload();
  await expect(rowOf(page, nina.email).getByText(r.state.registered)).toBeVisible();
  const badgeAt = Date.now();
  await act(page, ninaName, r.resend.registered);
  await expect(page.getByText(fill(r.sent.badge, { email: nina.email }))).toBeVisible();
  await waitForMail(nina.email, badgeAt);
  await act(page, ninaName, r.hold);
  const confirm = page.getByRole('alertdialog', { name: fill(r.holdTitle, { name: ninaName }) });
  await expect(confirm.getByText(r.holdBody)).toBeVisible();
  await expectAccessible(page, 'hold confirmation');
  await confirm.getByRole('button', { name: r.hold }).click();
  await expect(page.getByText(fill(r.held, { name: ninaName }))).toBeVisible();
  await expect(rowOf(page, nina.email).getByText(r.state.hold)).toBeVisible();
  // A held registration has no e-mail to send again.
  await page.getByRole('button', { name: fill(r.actions, { name: ninaName }) }).click();
  await expect(page.getByRole('menuitem', { name: r.resend.registered })).toHaveCount(0);
  await page.getByRole('menuitem', { name: r.release }).click();
  await expect(page.getByText(fill(r.released, { name: ninaName }))).toBeVisible();
  await expect(rowOf(page, nina.email).getByText(r.state.registered)).toBeVisible();

  // Search and filter on the server.
  await page.getByLabel(r.search, { exact: true }).fill(String(run));
  await expect(page.getByRole('status').filter({ hasText: fill(r.matching_other, { count: 2 }) })).toBeVisible();
  await page.getByLabel(r.filter.state, { exact: true }).selectOption({ label: r.state.invited });
  await expect(rowOf(page, olaf.email)).toBeVisible();
  await expect(rowOf(page, nina.email)).toHaveCount(0);
  await page.getByLabel(r.filter.state, { exact: true }).selectOption({ label: r.state.registered });
  await expect(rowOf(page, nina.email)).toBeVisible();
  await expect(rowOf(page, olaf.email)).toHaveCount(0);
  await page.getByLabel(r.filter.link, { exact: true }).selectOption({ label: r.invitation });
  await expect(rowOf(page, nina.email)).toBeVisible();

  // Export what the filters match: Nina only.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: r.export.csvOne }).click()]);
  expect(download.suggestedFilename()).toMatch(/-guests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  const h = r.header;
  expect(csv[0]).toBe([h.firstName, h.lastName, h.email, h.company, h.type, h.state, h.attendance, h.source, h.code, h.registeredAt].join(','));
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(new RegExp(`^Nina,${nina.lastName},${nina.email.replace(/\./g, '\\.')},,Visitor,Registered,${r.attendance.unknown},${r.invitation},,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} [+-]\\d{2}:\\d{2}$`));
  await expect(page.getByText(fill(r.export.done_one, { count: 1 }))).toBeVisible();

  // Nothing matches: said so, with a way back.
  await page.getByLabel(r.filter.state, { exact: true }).selectOption({ label: r.state.pendingConfirmation });
  await expect(page.getByRole('heading', { name: r.noMatch.title })).toBeVisible();
  await expectAccessible(page, 'registrants, no match');
  await page.getByRole('button', { name: r.clear }).click();
  await expect(page.getByLabel(r.search, { exact: true })).toHaveValue('');
  await expect(rowOf(page, nina.email)).toBeVisible();
  await expect(rowOf(page, olaf.email)).toBeVisible();
});

test('on a phone: guests as cards; a new exhibitor learns how guests arrive', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const app = new App(await context.newPage(), SHARED_SERVER);
  const page = app.page;
  await app.loginAs('alex');
  await app.goto('/guests/registrants');
  const cards = page.getByRole('list', { name: en.tab.registrants });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('listitem').first().getByRole('button', { name: /^Actions for / })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page, 'registrants on a phone');
  await context.close();

  // Globex has invited nobody yet. Its administrator comes by the exhibitor's link (a link of the
  // exhibitor's, not of a person: no terms to accept, no second factor).
  const globex = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const gina = new App(await globex.newPage(), SHARED_SERVER);
  await gina.page.goto(SHARED_SERVER.url + pathOf(await mintLink('partner', 'globex')));
  await expect(gina.page.getByRole('banner')).toBeVisible();
  await gina.goto('/guests/registrants');
  await expect(gina.page.getByRole('heading', { name: r.empty.title })).toBeVisible();
  await expect(gina.page.getByText(r.empty.text)).toBeVisible();
  await expect(gina.page.getByRole('link', { name: r.empty.links })).toBeVisible();
  await expectAccessible(gina.page, 'registrants, none yet');
  await gina.page.getByRole('button', { name: r.invite }).last().click();
  await expect(gina.page.getByRole('dialog', { name: r.inviteTitle })).toBeVisible();
  await globex.close();
});
