/** The connection list as a new device first opens it. */
import { expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };

test("a new device never says 'No connections yet' while its first sync brings the team's connections", async ({ app, page }) => {
  // Watch every change of the page for the empty state's title, from the first paint on.
  await page.addInitScript((title) => {
    const w = window as unknown as { sawEmpty: boolean };
    w.sawEmpty = false;
    new MutationObserver(() => {
      if (document.body?.innerText.includes(title)) w.sawEmpty = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, en.list.emptyTitle);
  await app.loginAs('robin');
  await app.list.open();
  await expect(app.list.rows.first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawEmpty: boolean }).sawEmpty)).toBe(false);
});
