/**
 * The content tab: a staff member offline marks a product and the company profile to share with a
 * visitor, the choice survives a reload without network, syncs when the network is back, and a
 * colleague who sees all connections finds it with who chose it.
 */
import { expect, test, type Page } from '@playwright/test';
import { mintLink, pathOf } from './support/links';
import { waitForServiceWorker } from './support/sw';
import en from '../locales/en/connections.json' with { type: 'json' };
import { accountName } from './support/account';

const VISITOR = 'David Smit';
const shareBox = (page: Page, name: string) => page.getByRole('checkbox', { name: en.content.shareItem.replace('{{name}}', name) });

async function openContentTab(page: Page) {
  await page.goto('/connections/list');
  await expect(page.getByText(en.list.upToDate)).toBeVisible();
  await page.getByRole('row', { name: new RegExp(VISITOR) }).first().click();
  await page.getByRole('link', { name: en.tabs.content }).click();
  await expect(page.getByRole('heading', { name: en.tabs.content })).toBeVisible();
}

test('content chosen offline is kept, synced, and seen by a colleague', async ({ page, browser }) => {
  await page.goto(pathOf(await mintLink('staff', 'acme-sam')));
  await expect(accountName(page, 'Sam Visser')).toBeVisible();
  await waitForServiceWorker(page);
  await openContentTab(page);
  await expect(page.getByText('Acme company profile')).toBeVisible();
  await expect(page.getByText(en.content.count_zero)).toBeVisible();

  await page.context().setOffline(true);
  await shareBox(page, 'ScanPro 4 handheld scanner').check();
  await shareBox(page, 'Acme company profile').check();
  await expect(page.getByText(en.content.count_other.replace('{{count}}', '2'))).toBeVisible();
  // Still there after a reload without network.
  await page.reload();
  await expect(shareBox(page, 'ScanPro 4 handheld scanner')).toBeChecked();
  // One item in full, from the local copy.
  await page.getByRole('link', { name: 'ScanPro 4 handheld scanner' }).click();
  await expect(page).toHaveURL(/\/content\/product\/acme-scanpro$/);
  await expect(page.getByRole('heading', { name: 'ScanPro 4 handheld scanner' })).toBeVisible();
  await expect(page.getByText(en.content.sharedBy.replace('{{name}}', 'Sam Visser'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data sheet' })).toHaveAttribute('href', 'https://acme.example/scanpro-4');
  // Changed mind about the profile.
  await page.getByRole('link', { name: en.content.back }).click();
  await shareBox(page, 'Acme company profile').uncheck();
  await expect(page.getByText(en.content.count_one.replace('{{count}}', '1'))).toBeVisible();

  await page.context().setOffline(false);
  const colleague = await browser.newContext();
  try {
    const robin = await colleague.newPage();
    await robin.goto(pathOf(await mintLink('staff', 'acme-robin')));
    await expect(accountName(robin, 'Robin Keller')).toBeVisible();
    await expect(async () => {
      await openContentTab(robin);
      await expect(shareBox(robin, 'ScanPro 4 handheld scanner')).toBeChecked({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(shareBox(robin, 'Acme company profile')).not.toBeChecked();
    await expect(robin.getByText(en.content.sharedBy.replace('{{name}}', 'Sam Visser'))).toBeVisible();
  } finally {
    await colleague.close();
  }
});
