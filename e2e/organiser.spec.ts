/**
 * The organiser's console: logging in with the printed link, the events of the installation, and
 * creating and editing an event with translated errors for bad input. Exhibitors never reach it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { organiserLink, pathOf } from './support/links';
import en from '../locales/en/organiser.json' with { type: 'json' };

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
