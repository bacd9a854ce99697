/** Waits until the service worker controls the page (the shell is precached then). */
import { expect, type Page } from '@playwright/test';

const controlled = (page: Page) => page.evaluate(() => !!navigator.serviceWorker.controller);

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.active, undefined, { timeout: 30_000 });
  // The first install claims open pages; if this one was missed (a busy machine), a reload is
  // served by the active worker. Try a few times before failing.
  for (let attempt = 0; attempt < 3 && !(await controlled(page)); attempt++) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    if (await controlled(page)) break;
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => controlled(page), { timeout: 10_000 }).toBe(true).catch(() => {});
  }
  expect(await controlled(page)).toBe(true);
}
