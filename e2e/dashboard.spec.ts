/**
 * The dashboard: where the team lands; its figures come from the device and follow each scan at
 * once, also one made in another tab; every chart has its table.
 */
import { connectionId, expect, test } from './fixtures';
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';
import { App } from './page-models/app';
import en from '../locales/en/dashboard.json' with { type: 'json' };
import enConnections from '../locales/en/connections.json' with { type: 'json' };

test('lands the team on the dashboard, whose figures follow a new scan without a reload', async ({ app, page, context, server }) => {
  const badge = (await demoBadges(541))[540]!;
  await app.loginAs('robin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const total = page.locator('.figure-card').filter({ hasText: en.total }).locator('.figure-value');
  await expect(total).not.toHaveText('0', { timeout: 20_000 });
  // The exact figures, not those kept from an earlier opening.
  await expect(page.getByText(en.updating)).toBeHidden();
  const before = Number(await total.textContent());
  await expect(page.getByRole('img', { name: en.funnel })).toBeVisible();
  // Each chart's figures as a table.
  const funnel = page.getByRole('region', { name: en.funnel });
  await funnel.getByText(en.showTable).click();
  await expect(funnel.getByRole('table', { name: en.funnel })).toBeVisible();
  await expectAccessible(page, 'dashboard');

  // A scan in another tab of the same device: the dashboard counts it at once.
  const other = new App(await context.newPage(), server);
  await other.list.open();
  await other.list.add(badge.code);
  await expect(total).toHaveText(String(before + 1));
  // Rated hot there, it is counted among the hot leads here, still without a reload.
  const ratings = page.getByRole('region', { name: en.ratings, exact: true });
  await ratings.getByText(en.showTable).click();
  const hot = ratings.getByRole('row', { name: new RegExp(`^${enConnections.rating.hot}\\b`) }).getByRole('cell');
  const hotBefore = Number(await hot.textContent());
  await other.detail.open(connectionId('acme', badge.code), 'questions');
  await other.page.getByRole('group', { name: enConnections.rating.override }).getByRole('button', { name: enConnections.rating.hot }).click();
  await expect(hot).toHaveText(String(hotBefore + 1));
  await other.page.close();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the dashboard passes axe on a phone', async ({ app, page }) => {
    await app.loginAs('sam');
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(page.getByRole('img', { name: en.ratings, exact: true })).toBeVisible();
    await expectAccessible(page, 'dashboard on a phone');
  });
});
