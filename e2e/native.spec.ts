/**
 * The app inside the native shell (its bridge faked with an init script, as the shell injects it)
 * and the maintenance page. A native-mode login link (/login/native/…) completes only in the shell;
 * its session lands on the dashboard, its menu leaves out what the shell provides and offers the
 * licence page, whose QR code moves the licence. The native update dialog: 'required' blocks
 * until the store is opened, 'available' is dismissed once per version. Maintenance: API calls
 * answered 503 with Retry-After (the server's side is server/system/maintenance.test.ts) show the
 * maintenance page, the capture screen stays open with a banner and keeps what is captured, and
 * everything comes back by itself when the server answers again.
 */
import type { Page, Route } from '@playwright/test';
import { App, expect, test } from './fixtures';
import en from '../locales/en/native.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { expectAccessible } from './support/axe';
import { demoBadges, pathOf } from './support/links';

// page.route must see the app's API calls: no service worker between them.
test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };

/** The shell's bridge, as the shell injects it before the page's scripts; its version can be changed between loads. */
async function installBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { LeadstandNative: unknown; storeOpened: number };
    w.storeOpened = 0;
    w.LeadstandNative = {
      version: localStorage.getItem('test.shellVersion') ?? '2.3.1',
      platform: 'android',
      openStore: () => void (w.storeOpened += 1),
    };
  });
}

/** Logs the shell in as Robin with a native-mode link (Robin's team accepted the terms in the demo data). */
async function nativeLogin(app: App): Promise<void> {
  await installBridge(app.page);
  const link = await app.linkFor('robin');
  await app.goto(pathOf(link).replace('/staff/', '/login/native/'));
  await expect(app.page).toHaveURL(/\/dashboard$/);
}

/** GET /api/config with the native app's versions the server would name (NATIVE_MIN_VERSION, NATIVE_LATEST_VERSION). */
async function nativeVersions(page: Page, minVersion: string | null, latestVersion: string | null): Promise<void> {
  await page.unroute('**/api/config');
  await page.route('**/api/config', async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), nativeApp: { minVersion, latestVersion } } });
  });
}

const setShellVersion = (page: Page, version: string) => page.evaluate((v) => localStorage.setItem('test.shellVersion', v), version);

test.describe('inside the native shell', () => {
  test.use({ viewport: PHONE });

  test('the licence page shows the licence and the QR code that moves it; the menu leaves out what the shell provides', async ({ app, page }) => {
    await nativeLogin(app);
    await app.openMenu();
    await expect(page.getByRole('button', { name: enCommon.menu.useOnAnotherDevice })).toHaveCount(0);
    await expect(page.getByRole('button', { name: enCommon.menu.switchToNativeApp })).toHaveCount(0);
    await page.getByRole('link', { name: enCommon.nav.licence }).click();

    await expect(page.getByRole('heading', { level: 1, name: en.licence.title })).toBeVisible();
    const facts = page.getByRole('region', { name: en.licence.factsTitle });
    await expect(facts.getByRole('definition').filter({ hasText: /^Demo Expo$/ })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: /^Acme$/ })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: /^Robin Keller · robin@acme\.example$/ })).toBeVisible();
    await expect(facts.getByText(en.licence.personal)).toBeVisible();
    await expect(facts.getByText(en.licence.platform.android.replace('{{version}}', '2.3.1'))).toBeVisible();
    await expect(page.getByRole('link', { name: en.licence.terms })).toHaveAttribute('href', /^\/terms\/demo-expo\?lang=en$/);

    const transfer = page.getByRole('region', { name: en.licence.transfer.title });
    await transfer.getByRole('button', { name: en.licence.transfer.show }).click();
    await expect(transfer.getByRole('img', { name: en.licence.transfer.qrLabel.replace('{{name}}', 'Robin Keller') })).toBeVisible();
    await expectAccessible(page, 'native licence page');
  });

  test("a shell older than the server's minimum must update: the dialog cannot be closed and opens the store", async ({ app, page }) => {
    await nativeLogin(app);
    await setShellVersion(page, '1.9.0');
    await nativeVersions(page, '2.0.0', '2.3.1');
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: enCommon.nativeApp.update.requiredTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1.9.0');
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expectAccessible(page, 'native update required');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: enCommon.nativeApp.update.updateNow }).click();
    expect(await page.evaluate(() => (window as unknown as { storeOpened: number }).storeOpened)).toBe(1);
    // Still required until the shell is updated.
    await expect(dialog).toBeVisible();
  });

  test('an available update is offered once per version', async ({ app, page }) => {
    await nativeLogin(app);
    await setShellVersion(page, '2.1.0');
    await nativeVersions(page, '2.0.0', '2.3.1');
    await page.reload();
    const dialog = page.getByRole('dialog', { name: enCommon.nativeApp.update.availableTitle });
    await expect(dialog).toContainText('2.3.1');
    await expectAccessible(page, 'native update available');
    await dialog.getByRole('button', { name: enCommon.nativeApp.update.later }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A newer version is offered again.
    await nativeVersions(page, '2.0.0', '2.4.0');
    await page.reload();
    await expect(dialog).toContainText('2.4.0');
  });
});

test('a browser on an Android phone is offered the native app; a desktop is not', async ({ app, browser }) => {
  await app.loginAs('sam');
  await expect(app.page.getByRole('button', { name: enCommon.menu.switchToNativeApp })).toHaveCount(0);
  await expect(app.page.getByRole('button', { name: enCommon.menu.useOnAnotherDevice })).toBeVisible();

  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    serviceWorkers: 'block',
  });
  const phone = new App(await context.newPage(), app.server);
  await phone.loginAs('sam');
  await phone.openMenu();
  await expect(phone.page.getByRole('button', { name: enCommon.menu.switchToNativeApp })).toBeVisible();
  // It asks the server for a single-use native login link and hands it to the app (the store when the app is missing).
  const link = phone.page.waitForResponse((r) => r.url().endsWith('/api/session/native-link'));
  await phone.page.getByRole('button', { name: enCommon.menu.switchToNativeApp }).click();
  const answer = await (await link).json();
  // Sam's own staff link: in the app he goes on capturing leads.
  expect(answer.url).toMatch(/\/staff\/acme-sam\/[\w-]+$/);
  await context.close();
});

test('the maintenance page appears on 503 with Retry-After, capture carries on behind a banner, and both leave when the server is back', async ({ app, page }) => {
  await app.loginAs('sam');
  await app.list.open();
  await app.waitForDirectory();
  const badge = (await demoBadges(478))[477]!;

  // The operator turns maintenance on: every API call answers 503, Retry-After 5 s.
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 503, headers: { 'retry-after': '5' }, contentType: 'application/json', body: JSON.stringify({ error: 'maintenance', retryAfterSeconds: 5 }) }),
  );
  await app.goto('/dashboard');
  const heading = page.getByRole('heading', { level: 1, name: enCommon.maintenance.maintenance.title });
  await expect(heading).toBeVisible();
  await expect(page.getByText(enCommon.maintenance.dataSafe)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Trying again in \d+ seconds?|Checking/ })).toBeVisible();
  await expectAccessible(page, 'maintenance page');

  // Capturing goes on: the list opens with a banner, and a typed badge waits on the device.
  await page.getByRole('link', { name: enCommon.maintenance.keepCapturing }).click();
  await expect(app.list.heading).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: enCommon.maintenance.banner });
  await expect(banner).toBeVisible();
  await app.list.add(badge.code);
  await expect(app.list.row(badge.name)).toBeVisible();
  await expectAccessible(page, 'connection list during maintenance');

  // Another screen shows the page again; the server comes back and the app follows by itself.
  await app.goto('/dashboard');
  await expect(heading).toBeVisible();
  await page.unroute('**/api/**');
  await expect(heading).toBeHidden({ timeout: 20_000 });
  await app.list.open({ synced: false });
  await expect(banner).toHaveCount(0);
  await app.list.expectUpToDate(30_000);
  await expect(app.list.row(badge.name)).toBeVisible();
});
