/**
 * The guided tour: shown once to a new person on the screens it explains, step by step, usable
 * with the keyboard and a screen reader; 'Guided tour' in the menu shows it again, Escape skips it.
 * And the phone's navigation: a bottom bar with the main destinations and a large scan button,
 * and a More page with the rest of the menu.
 */
import { expect, test } from './fixtures';
import { App } from './page-models/app';
import { expectAccessible } from './support/axe';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import en from '../locales/en/connections.json' with { type: 'json' };

const step = (n: number, count: number) => enCommon.tour.count.replace('{{n}}', String(n)).replace('{{count}}', String(count));

test('the tour runs once on the connection list, and the menu shows it again', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const app = new App(await context.newPage(), server, { tour: true });
    const page = app.page;
    await app.loginAs('sam');
    await app.list.open();
    const tour = page.getByRole('dialog', { name: enCommon.tour['connection-list'].title });
    await expect(tour).toBeVisible();
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

    // Once: not again on this screen.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en.list.title })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // 'Guided tour' from the More page: the first step again; Escape skips the whole tour.
    await app.openMenu();
    await page.getByRole('button', { name: enCommon.menu.guide }).click();
    await expect(page).toHaveURL(/\/connections\/list$/);
    await expect(page.getByRole('dialog', { name: enCommon.tour['connection-list'].title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
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
