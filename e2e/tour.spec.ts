/**
 * The guided tour: offered once on a new device, on the first screen it explains (two cards), usable
 * with the keyboard and a screen reader, out of the way of dialogs and of fields being filled in;
 * 'Guided tour' in the menu shows it again.
 * And the phone's navigation: a bottom bar with the main destinations and a large scan button,
 * and a More page with the rest of the menu.
 */
import { expect, test } from './fixtures';
import { App } from './page-models/app';
import { expectAccessible } from './support/axe';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import en from '../locales/en/connections.json' with { type: 'json' };
import enTeam from '../locales/en/team.json' with { type: 'json' };

const step = (n: number, count: number) => enCommon.tour.count.replace('{{n}}', String(n)).replace('{{count}}', String(count));

test('the tour offers itself once per device, not per screen, and steps aside for dialogs and the fields being filled', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    // A new administrator on a device the tour has not been offered on.
    const app = new App(await context.newPage(), server, { tour: true });
    const page = app.page;
    await app.loginAs('alex');
    await app.goto('/connections/list');
    const tour = page.getByRole('dialog', { name: enCommon.tour['connection-list'].title });
    await expect(tour).toBeVisible();
    // Short: this screen's two cards.
    await expect(tour.getByText(step(1, 2))).toBeVisible();
    // Focus is on the card, so a screen reader reads it; the list is outlined.
    await expect(tour.getByRole('heading', { name: enCommon.tour['connection-list'].title })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toHaveClass(/tour-target/);
    await expectAccessible(page, 'tour on the connection list');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(tour.getByRole('button', { name: enCommon.tour.next })).toBeFocused();
    await page.keyboard.press('Enter');
    const second = page.getByRole('dialog', { name: enCommon.tour.refresh.title });
    await expect(second.getByText(step(2, 2))).toBeVisible();
    await second.getByRole('button', { name: enCommon.tour.done }).click();
    await expect(second).toBeHidden();

    // Offered once: not on the next screen with steps, nor here again after a reload.
    await app.goto('/users/list');
    await expect(page.getByRole('heading', { level: 1, name: enTeam.title })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await app.goto('/connections/list');
    await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // 'Guided tour' from the menu shows it again. A dialog opened over the screen hides the card
    // (it would float above the backdrop, out of reach); closed, the card is back.
    await page.getByRole('button', { name: enCommon.menu.guide }).click();
    await expect(tour).toBeVisible();
    await page.getByRole('button', { name: enCommon.menu.switchEvent }).click();
    const events = page.getByRole('dialog', { name: enCommon.account.events.title });
    await expect(events).toBeVisible();
    await expect(tour).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(events).toBeHidden();
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: enCommon.tour.next }).click();
    await page.getByRole('dialog', { name: enCommon.tour.refresh.title }).getByRole('button', { name: enCommon.tour.done }).click();

    // The team screen's cards, until the administrator starts filling in a new member's fields:
    // the tour is then out of the way.
    await page.getByRole('navigation', { name: enCommon.nav.label }).getByRole('link', { name: enCommon.nav.users }).click();
    const invite = page.getByRole('dialog', { name: enCommon.tour.invite.title });
    await expect(invite).toBeVisible();
    await page.getByRole('button', { name: enTeam.add.button }).click();
    await page.getByLabel(enTeam.field.firstName).click();
    await expect(invite).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: enCommon.tour['user-list'].title })).toHaveCount(0);
    await page.getByLabel(enTeam.field.firstName).fill('Noor');
    await expect(page.getByLabel(enTeam.field.firstName)).toHaveValue('Noor');
  } finally {
    await context.close();
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar holds the main destinations and the scan button; More holds the rest', async ({ app, page }) => {
    await app.loginAs('robin');
    const bar = page.getByRole('navigation', { name: enCommon.nav.bottom });
    await expect(bar.getByRole('link', { name: enCommon.nav.dashboard })).toHaveClass(/active/);
    await bar.getByRole('link', { name: enCommon.nav.connections }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toBeVisible();
    await bar.getByRole('link', { name: enCommon.nav.scan }).click();
    await expect(page).toHaveURL(/scan=camera/);
    await expect(app.scan.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(app.scan.dialog).toBeHidden();

    await bar.getByRole('link', { name: enCommon.nav.more }).click();
    await expect(page.getByRole('heading', { level: 1, name: enCommon.nav.more })).toBeVisible();
    // What the bar holds is not repeated; the rest of the menu is here.
    const more = page.getByRole('main');
    await expect(more.getByRole('link', { name: enCommon.nav.dashboard })).toHaveCount(0);
    await expect(more.getByRole('link', { name: enCommon.nav.settings })).toBeVisible();
    await expect(more.getByRole('button', { name: enCommon.menu.logout })).toBeVisible();
    await expectAccessible(page, 'more page');
    await more.getByRole('link', { name: enCommon.nav.settings }).click();
    await expect(page.getByRole('heading', { level: 1, name: enCommon.settings.title })).toBeVisible();
    await expectAccessible(page, 'settings on a phone');
  });

  test('an administrator in setup mode (partner) gets the bar without a scan button', async ({ app, page }) => {
    await app.loginAs('alex');
    const bar = page.getByRole('navigation', { name: enCommon.nav.bottom });
    await expect(bar.getByRole('link', { name: enCommon.nav.dashboard })).toBeVisible();
    await expect(bar.getByRole('link', { name: enCommon.nav.more })).toBeVisible();
    await expect(bar.getByRole('link', { name: enCommon.nav.scan })).toHaveCount(0);
  });
});
