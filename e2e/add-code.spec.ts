/**
 * Adding a connection by badge code: checks as you type, a hardware scanner's code + Enter, a
 * badge of another event (scan failed, offer to switch event), and a badge scanned twice.
 */
import { App, expect, test } from './fixtures';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import de from '../locales/de/connections.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };

test('badge codes are checked as typed, saved on Enter, and a second scan is recognised', async ({ app, page }) => {
  await app.loginAs('sam');
  await app.list.open({ synced: false });
  const field = app.list.codeField;

  await field.fill('abcde-a');
  await expect(page.getByText(enCommon.validation.badge.part2)).toBeVisible();
  await field.fill('abcde-jklmn-stuvo');
  await expect(page.getByText(enCommon.validation.badge.forbiddenLetter)).toBeVisible();

  await field.fill('LSB1:autumn-fair:bcdef-jklmn-stuvw');
  await field.press('Enter');
  await expect(page.getByRole('alert').getByText(en.add.otherEvent)).toBeVisible();
  await page.getByRole('button', { name: enCommon.menu.switchEvent }).first().click();
  await expect(page.getByRole('dialog', { name: enCommon.account.events.title })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: enCommon.action.close }).click();

  const badge = (await demoBadges(401))[400]!;
  await field.fill(badge.code.toUpperCase().replace(/-/g, ' '));
  await field.press('Enter');
  // Named at once when the device's visitor list has arrived, else saved to be checked by the server.
  await expect(page.getByText(en.add.savedOne.replace('{{name}}', badge.name)).or(page.getByText(en.add.savedUnchecked.replace('{{name}}', badge.code)))).toBeVisible();
  await expect(app.list.row(badge.name)).toBeVisible({ timeout: 15_000 });
  await app.list.add(badge.code);
  await expect(page.getByText(/Already scanned on .* by Sam Visser/)).toBeVisible();
});

test('logging out with changes not yet sent asks first', async ({ app, page, context }) => {
  await app.loginAs('sam');
  // Only go offline once the list is loaded and synced (a navigation in flight would hang).
  await app.list.open();
  await context.setOffline(true);
  const offline = (await demoBadges(403))[402]!;
  await app.list.add(offline.code);
  await expect(page.getByText(en.add.queuedOne.replace('{{name}}', offline.name)).or(page.getByText(en.add.queuedUnchecked.replace('{{name}}', offline.code)))).toBeVisible();
  await page.getByRole('button', { name: enCommon.menu.logout }).click();
  const dialog = page.getByRole('dialog', { name: enCommon.account.logoutPending.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/1 change has not reached the server yet/)).toBeVisible();
  await dialog.getByRole('button', { name: enCommon.action.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(app.accountName('Sam Visser')).toBeVisible();
  await context.setOffline(false);
});

test('fast scanning shows one notice that counts the captures and names the people, not a pile', async ({ app, page }) => {
  const badges = (await demoBadges(414)).slice(410);
  await app.loginAs('sam');
  await app.list.open();
  // Names come from the device's visitor directory.
  await app.waitForDirectory();
  for (const b of badges) await app.list.add(b.code);
  const notices = page.getByRole('region', { name: enCommon.notice.region }).getByRole('status');
  await expect(notices).toHaveCount(1);
  // The latest first; the fourth and older behind an ellipsis.
  const names = badges.map((b) => b.name).reverse();
  await expect(notices).toHaveText(en.add.savedMany.replace('{{count}}', '4').replace('{{names}}', `${names.slice(0, 3).join(', ')}, …`));
});

test('on a phone, in German, the lead just added offline stays in sight: one notice says it, and it covers no row', async ({ browser, server }) => {
  // Issue #29: 'You are offline' and 'queued' stacked over the bottom of the list and hid the new lead.
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const app = new App(await context.newPage(), server);
  const page = app.page;
  const badge = (await demoBadges(452))[451]!;
  await app.loginAs('sam');
  await app.goto('/connections/list');
  await expect(page.getByText(de.list.upToDate)).toBeVisible({ timeout: 30_000 });
  await app.waitForDirectory();
  await context.setOffline(true);
  const notices = page.getByRole('region', { name: deCommon.notice.region });
  await expect(notices.getByText(deCommon.notice.offline)).toBeVisible();

  const field = page.getByRole('textbox', { name: de.add.label, exact: true });
  await field.fill(badge.code);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  // 'Queued' says what the offline notice said (kept on this device, sent once online): it takes its place.
  await expect(notices.getByRole('status')).toHaveCount(1);
  await expect(notices.getByRole('status')).toHaveText(de.add.queuedOne.replace('{{name}}', badge.name));

  const row = page.getByRole('list', { name: de.list.title, exact: true }).getByRole('link', { name: new RegExp(badge.name) });
  await expect(row).toBeInViewport({ ratio: 1 });
  // Nothing lies over the row: what the finger touches at its centre and near its corners is the row itself.
  const covered = () =>
    row.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 4, box.top + 4],
        [box.right - 4, box.top + 4],
        [box.left + 4, box.bottom - 4],
        [box.right - 4, box.bottom - 4],
      ];
      return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x!, y!))).length;
    });
  await expect.poll(covered).toBe(0);
  const notice = (await notices.getByRole('status').boundingBox())!;
  const card = (await row.boundingBox())!;
  expect(card.y + card.height, 'the new lead ends above the notice').toBeLessThanOrEqual(notice.y);
  await context.close();
});
