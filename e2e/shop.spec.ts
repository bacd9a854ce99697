/**
 * The badge shop (#14): an administrator orders three badges, pays on the local provider's
 * checkout page and sees the order completed with its invoice; a second order whose payment fails
 * is shown as failed; an incomplete billing address is told before anything is paid.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './fixtures';
import en from '../locales/en/shop.json' with { type: 'json' };
import enPublic from '../locales/en/public.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import de from '../locales/de/shop.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };
import { expectAccessible } from './support/axe';

async function fillAddress(page: Page) {
  await page.getByLabel(en.billing.street).fill('Keizersgracht 1');
  await page.getByLabel(en.billing.postalCode).fill('1015 CJ');
  await page.getByLabel(en.billing.city).fill('Amsterdam');
  await page.getByLabel(en.billing.country).selectOption('NL');
}

test('an administrator orders three badges and pays them; a second order fails and is shown as failed', async ({ app, page }) => {
  test.setTimeout(90_000);
  await app.loginAs('alex');
  await app.goto('/users/shop');
  await expect(page.getByRole('heading', { level: 1, name: en.shop.title })).toBeVisible();
  const extra = page.getByRole('listitem').filter({ hasText: 'Extra team badge' });
  await extra.getByLabel(en.shop.quantity).fill('3');
  // Without a complete address the payment provider cannot take it.
  await page.getByRole('button', { name: en.shop.orderAndPay.replace('{{total}}', '€177.87') }).click();
  await expect(page.getByText(en.error.addressRequired)).toBeVisible();
  // Before any payment, each missing part is marked and said, and the keyboard is on the first (#29, finding 15).
  await expect(page.getByLabel(en.billing.street)).toBeFocused();
  for (const field of [en.billing.street, en.billing.postalCode, en.billing.city, en.billing.country]) await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en.error.countryRequired)).toBeVisible();
  // The country is chosen by its name in the reader's language; the value is its ISO code.
  await expect(page.getByLabel(en.billing.country).locator('option[value="NL"]')).toHaveText('Netherlands');
  await expectAccessible(page, 'badge shop with an incomplete address');
  await fillAddress(page);
  await page.getByRole('button', { name: en.shop.orderAndPay.replace('{{total}}', '€177.87') }).click();

  // The provider's hosted checkout.
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '€177.87' })).toBeVisible();
  await expectAccessible(page, 'checkout page');
  await page.getByRole('button', { name: enPublic.checkout.pay, exact: true }).click();

  // Back in the app: paid, and the order completed with its invoice.
  await expect(page).toHaveURL(/\/orders\/paid\?order=.+$/);
  await expect(page.getByText(en.orders.return.paid)).toBeVisible();
  const first = page.getByRole('listitem').filter({ hasText: en.orders.line.replace('{{quantity}}', '3').replace('{{name}}', 'Extra team badge') });
  await expect(first.getByText(en.orders.state.completed)).toBeVisible();
  // The invoice opens in the print preview, which prints or downloads it.
  await first.getByRole('button', { name: en.orders.invoice }).click();
  const preview = page.getByRole('dialog', { name: new RegExp(`^${en.orders.invoiceTitle.replace('{{code}}', 'LS-')}`) });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const [invoice] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: enCommon.print.download }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/^LS-[A-Z2-9]{8}\.pdf$/);
  expect((await PDFDocument.load(fs.readFileSync((await invoice.path())!))).getTitle()).toMatch(/^Invoice LS-/);
  await preview.getByRole('button', { name: enCommon.action.close }).click();
  // The invoice follows the language the app is read in, not the account's (#29, finding 24).
  await page.getByRole('combobox', { name: enCommon.menu.changeLanguage }).first().selectOption('de');
  await first.getByRole('button', { name: de.orders.invoice }).click();
  const vorschau = page.getByRole('dialog', { name: new RegExp(`^${de.orders.invoiceTitle.replace('{{code}}', 'LS-')}`) });
  const [rechnung] = await Promise.all([page.waitForEvent('download'), vorschau.getByRole('button', { name: deCommon.print.download }).click()]);
  expect((await PDFDocument.load(fs.readFileSync((await rechnung.path())!))).getTitle()).toMatch(/^Rechnung LS-/);
  await vorschau.getByRole('button', { name: deCommon.action.close }).click();
  await page.getByRole('combobox', { name: deCommon.menu.changeLanguage }).first().selectOption('en');
  await expectAccessible(page, 'orders after paying');

  // A second order whose payment fails.
  await page.getByRole('link', { name: en.orders.toShop }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Extra team badge' })).toContainText(en.shop.counts.replace('{{free}}', '0').replace('{{purchased}}', '3').replace('{{total}}', '3').replace('{{used}}', '0'));
  await page.getByRole('listitem').filter({ hasText: 'Extra team badge' }).getByLabel(en.shop.quantity).fill('1');
  await fillAddress(page);
  await page.getByRole('button', { name: en.shop.orderAndPay.replace('{{total}}', '€59.29') }).click();
  await page.getByRole('button', { name: enPublic.checkout.fail }).click();
  await expect(page.getByText(en.orders.return.failed)).toBeVisible();
  const second = page.getByRole('listitem').filter({ hasText: en.orders.line.replace('{{quantity}}', '1').replace('{{name}}', 'Extra team badge') });
  await expect(second.getByText(en.orders.state.cancelled)).toBeVisible();
  await expect(second.getByText(en.orders.failed)).toBeVisible();
});
