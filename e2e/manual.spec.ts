/**
 * The manual and 'What's new': an administrator opens the manual from the menu, searches it and
 * opens a result with the keyboard, deep links and an unknown page, the manual in German when the
 * app is, on a phone with its contents and back; the 'Help' link of a screen; booth staff's
 * manual without the administrators' pages, and a screen they may not open explaining why; and
 * 'What's new' once after an update.
 */
import { App, expect, SHARED_SERVER, test } from './fixtures';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';
import en from '../locales/en/manual.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };
import deConnections from '../locales/de/connections.json' with { type: 'json' };
import enPages from '../src/features/manual/pages/manual-pages-en';
import dePages from '../src/features/manual/pages/manual-pages-de';
import pkg from '../package.json' with { type: 'json' };

const title = (pages: typeof enPages, id: string) => pages.find((p) => p.id === id)!.title;

test('an administrator opens the manual from the menu, searches it and opens a result with the keyboard', async ({ app }) => {
  const { page, manual } = app;
  await app.loginAs('alex');
  await manual.openFromMenu();
  await expect(manual.entry(title(enPages, 'scanning'))).toBeVisible();
  await expectAccessible(page, 'manual, contents');

  await manual.search.fill('barcode scanner');
  await expect(page.getByText(en.search.results_one.replace('{{count}}', '1').replace('{{query}}', 'barcode scanner'))).toBeVisible();
  const result = manual.result(title(enPages, 'scanning'));
  await expect(result).toBeVisible();
  await expect(manual.marked(result).first()).toHaveText(/barcode/i);
  await expect(manual.contents).toBeHidden();
  await expectAccessible(page, 'manual, search results');

  // From the field to the result with the arrow key, and open it with Enter.
  await manual.search.press('ArrowDown');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(manual.heading(title(enPages, 'scanning'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'With a barcode scanner' })).toBeFocused();
  await expectAccessible(page, 'manual, a page');

  await manual.search.fill('xylophone');
  await expect(page.getByRole('heading', { name: en.search.emptyTitle })).toBeVisible();
  await expect(page.getByText(en.search.empty.replace('{{query}}', 'xylophone'))).toBeVisible();
  await manual.search.press('Escape');
  await expect(manual.contents).toBeVisible();
});

test('a deep link opens its page, an unknown one says so beside the contents, and the manual follows the language', async ({ app }) => {
  const { page, manual } = app;
  await app.loginAs('alex');
  await app.goto('/manual/offline');
  await expect(manual.heading(title(enPages, 'offline'))).toBeVisible();
  // A link inside the page leads to another page.
  await page.getByRole('article').getByRole('link', { name: title(enPages, 'support') }).click();
  await expect(manual.heading(title(enPages, 'support'))).toBeVisible();

  await app.goto('/manual/no-such-page');
  await expect(manual.notFound).toBeVisible();
  await expect(manual.entry(title(enPages, 'getting-started'))).toBeVisible();

  await app.goto('/manual/scanning');
  await page.getByRole('combobox', { name: enCommon.menu.changeLanguage }).first().selectOption('de');
  await expect(manual.heading(title(dePages, 'scanning'))).toBeVisible();
  // The buttons are named as the German screens name them.
  await expect(page.getByRole('article').locator('strong', { hasText: deConnections.scan.start }).first()).toBeVisible();
  await app.expectAcrossReload(() => expect(manual.heading(title(dePages, 'scanning'))).toBeVisible());
  await expect(page.getByRole('navigation', { name: deCommon.nav.label }).getByRole('link', { name: deCommon.nav.manual })).toBeVisible();
});

test('on a phone the manual is its contents, then a page with a way back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const app = new App(await context.newPage(), SHARED_SERVER);
  const { page, manual } = app;
  await app.loginAs('alex');
  await manual.openFromMenu();
  await expect(manual.entry(title(enPages, 'qualifying'))).toBeVisible();
  await expectAccessible(page, 'manual on a phone, contents');
  expect(await smallTargets(page), 'controls smaller than 44 px on the manual’s contents').toEqual([]);

  await manual.entry(title(enPages, 'scanning')).click();
  await expect(manual.heading(title(enPages, 'scanning'))).toBeVisible();
  await expect(manual.contents).toBeHidden();
  await expectAccessible(page, 'manual on a phone, a page');
  expect(await smallTargets(page), 'controls smaller than 44 px on a page of the manual').toEqual([]);
  await manual.backToContents.click();
  await expect(manual.heading(en.title)).toBeVisible();

  await manual.search.fill('webhook');
  await manual.result(title(enPages, 'api-access')).click();
  await expect(manual.heading(title(enPages, 'api-access'))).toBeVisible();
  // Back leads to the search the page was found by, not to an empty one.
  await manual.backToContents.click();
  await expect(manual.search).toHaveValue('webhook');
  await expect(manual.result(title(enPages, 'api-access'))).toBeVisible();
  await context.close();
});

test("a screen's Help link opens its page of the manual; booth staff read the pages for them, and a screen they may not open says why", async ({ app, browser }) => {
  // Three people log in.
  test.setTimeout(120_000);
  const { page, manual } = app;
  await app.loginAs('alex');
  await app.goto('/questions');
  await page.getByRole('link', { name: en.link.aria }).click();
  await expect(manual.heading(title(enPages, 'questions'))).toBeVisible();

  const staff = new App(await browser.newContext().then((c) => c.newPage()), SHARED_SERVER);
  await staff.loginAs('robin');
  // The manual is in Robin's menu, with the pages about the booth and without the administrators'.
  await staff.manual.openFromMenu();
  await expect(staff.manual.entry(title(enPages, 'scanning'))).toBeVisible();
  await expect(staff.manual.entry(title(enPages, 'offline'))).toBeVisible();
  await expect(staff.manual.entry(title(enPages, 'team'))).toHaveCount(0);
  await expect(staff.manual.entry(title(enPages, 'questions'))).toHaveCount(0);
  await staff.goto('/manual/scanning');
  await expect(staff.manual.heading(title(enPages, 'scanning'))).toBeVisible();
  // An administrators' page by its address says whom it is for.
  await staff.goto('/manual/questions');
  await expect(staff.page.getByRole('heading', { level: 1, name: en.adminOnly.title })).toBeVisible();
  await expect(staff.manual.heading(title(enPages, 'questions'))).toHaveCount(0);
  // A screen for administrators, opened by its address: not a silent move to the dashboard.
  await staff.goto('/questions');
  await expect(staff.page).toHaveURL(/\/questions$/);
  await expect(staff.page.getByRole('heading', { level: 1, name: enCommon.refused.title })).toBeVisible();
  await expect(staff.page.getByText(enCommon.refused.why.permission)).toBeVisible();
  await staff.page.getByRole('link', { name: enCommon.notFound.home }).click();
  await expect(staff.page).toHaveURL(/\/dashboard$/);
  await staff.page.context().close();

  // Globex has meetings switched off: its administrator's /agenda says so.
  const globex = new App(await browser.newContext().then((c) => c.newPage()), SHARED_SERVER);
  await globex.loginAs('gina');
  await globex.goto('/agenda');
  await expect(globex.page.getByRole('heading', { level: 1, name: enCommon.refused.title })).toBeVisible();
  await expect(globex.page.getByText(enCommon.refused.why.setting)).toBeVisible();
  await expectAccessible(globex.page, 'a refused screen');
  await globex.page.context().close();
});

test("What's new shows once after an update, never on a first install, and any time from the settings", async ({ app }) => {
  const { whatsNew } = app;
  await app.loginAs('alex');
  // A first install records the version without showing anything.
  await expect.poll(() => whatsNew.seen()).toBe(pkg.version);
  await expect(whatsNew.dialog).toBeHidden();

  // A device with a session from a version before What's new (no record of it) is shown this version's changes.
  await whatsNew.forget();
  await app.page.reload();
  await expect(whatsNew.version(pkg.version)).toBeVisible();
  await expect(whatsNew.version('0.1.0')).toHaveCount(0);
  await whatsNew.close();

  // The device last ran 0.1.0: after the update, the changes since then, once.
  await whatsNew.setSeen('0.1.0');
  await app.page.reload();
  await expect(whatsNew.dialog).toBeVisible();
  await expect(whatsNew.version(pkg.version)).toBeVisible();
  await expect(whatsNew.version('0.1.0')).toHaveCount(0);
  await expectAccessible(app.page, "what's new after an update");
  await whatsNew.close();
  expect(await whatsNew.seen()).toBe(pkg.version);
  await app.page.reload();
  await expect(app.accountName('Alex Morgan')).toBeVisible();
  // Not again: the menu can be used (a modal dialog would hold it), and no dialog is open.
  await app.openSettings();
  await expect(whatsNew.dialog).toBeHidden();

  // Every version's changes, from the settings.
  await app.page.getByRole('button', { name: en.whatsNew.show, exact: true }).click();
  await expect(whatsNew.version(pkg.version)).toBeVisible();
  await expect(whatsNew.version('0.1.0')).toBeVisible();
  await whatsNew.close();
});
