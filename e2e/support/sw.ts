/** Waits until the service worker controls the page (the shell is precached then). */
import { expect, type Page } from '@playwright/test';

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.active, undefined, { timeout: 30_000 });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
}
