/** The connection list as a new device first opens it, and as the team reviews it after the show. */
import { App, connectionId, expect, test } from './fixtures';
import { demoBadges } from './support/links';
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

test('reviewing after the show: rating, team member and sync filters kept in the address across a reload and Back; Enter opens a lead on its heading, which names the visitor once', async ({ app, page }) => {
  test.setTimeout(120_000);
  const [badge] = (await demoBadges(589)).slice(588);
  await app.loginAs('robin');
  await app.list.open();
  await app.list.add(badge!.code);
  await app.detail.open(connectionId('acme', badge!.code), 'questions');
  const hot = page.getByRole('group', { name: en.rating.override }).getByRole('button', { name: en.rating.hot });
  await hot.click();
  // Saved on the device before the test moves on (a navigation would cut the write short).
  await expect(hot).toHaveAttribute('aria-pressed', 'true');
  // The detail names the visitor once: no separate first and last name.
  await app.detail.open(connectionId('acme', badge!.code), 'details');
  await expect(page.getByRole('definition').filter({ hasText: badge!.name })).toHaveCount(1);
  await expect(page.getByRole('term').filter({ hasText: new RegExp(`^(${en.field.firstname}|${en.field.lastname})$`) })).toHaveCount(0);

  await app.list.open();
  const sync = page.getByRole('combobox', { name: en.list.filterSync });
  // Three groups a person understands, not the eleven states of the protocol.
  await expect(sync.getByRole('option')).toHaveText([en.list.allSync, en.list.syncGroup.synced, en.list.syncGroup.waiting, en.list.needsAttention]);
  await page.getByRole('combobox', { name: en.list.filterRating }).selectOption({ label: en.rating.hot });
  await page.getByRole('combobox', { name: en.list.filterBy }).selectOption({ label: 'Robin Keller' });
  await sync.selectOption({ label: en.list.syncGroup.synced });
  await expect(page).toHaveURL(/rating=hot/);
  const check = async () => {
    await expect(page.getByRole('combobox', { name: en.list.filterRating })).toHaveValue('hot');
    await expect(page.getByRole('combobox', { name: en.list.filterBy })).toHaveValue('Robin Keller');
    await expect(sync).toHaveValue('synced');
    await expect(app.list.row(badge!.name)).toBeVisible();
    // Every row shown is hot and Robin's.
    await expect(app.list.rows.filter({ hasNotText: en.rating.hot })).toHaveCount(0);
    await expect(app.list.rows.filter({ hasNotText: 'Robin Keller' })).toHaveCount(0);
  };
  await app.expectAcrossReload(check);
  // Opened with Enter from the table: focus is on the lead's heading, not on the page.
  await app.list.row(badge!.name).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: badge!.name })).toBeFocused();
  await page.goBack();
  await check();
});

test("on a device whose clock is not the event's, the list says which zone its times are in, and 'already scanned' names it", async ({ browser, server }) => {
  // The event is in Amsterdam; this laptop is in New York (issue #29: a time that crosses a zone says which).
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const app = new App(await context.newPage(), server);
  const badge = (await demoBadges(457))[456]!;
  await app.loginAs('sam');
  await app.list.open();
  await app.list.add(badge.code);
  await expect(app.page.getByText(/times in America\/New York/)).toBeVisible();
  await expect(app.list.row(badge.name)).toContainText(/\d:\d\d\s?[AP]M/);
  await app.list.add(badge.code);
  await expect(app.page.getByRole('status').filter({ hasText: /Already scanned on .*\d:\d\d\s?[AP]M EST by Sam Visser/ })).toBeVisible();
  await context.close();
});
