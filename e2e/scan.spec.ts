/**
 * Scanning with the camera: Chromium's fake camera plays a video of demo visitors' badge QR codes
 * (e2e/fixtures/badge-video.ts). Offline, the scan view captures each badge once, names the
 * visitor from the device's directory at once, and the list shows them waiting to sync; back
 * online they reach the server, recorded as barcode scans.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { App, connectionId, expect, SHARED_SERVER, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './support/env';
import { demoBadges, mintLink, pathOf } from './support/links';
import { startServer } from './support/server';
import { writeBadgeVideo } from './support/badge-video';
import en from '../locales/en/connections.json' with { type: 'json' };
import login from '../locales/en/login.json' with { type: 'json' };

const base = SHARED_SERVER.url;

/** A browser of the test's own whose fake camera shows a video of these QR codes. */
async function browserWithCamera(name: string, codes: string[]) {
  const video = path.join(os.tmpdir(), `leadstand-${name}-${process.pid}.y4m`);
  await writeBadgeVideo(video, codes);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

test('the camera captures badges offline, with names from the local directory, and they sync once online', async () => {
  test.setTimeout(150_000);
  // Visitors no other test scans.
  const badges = (await demoBadges(703)).slice(700);
  const browser = await browserWithCamera(
    'badges',
    badges.map((b) => b.qr),
  );
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const app = new App(page, SHARED_SERVER);
    await app.loginAs('sam');
    await app.list.open();
    await app.waitForServiceWorker();
    // The directory arrives in the background after the first sync.
    await app.waitForDirectory(2000);

    await context.setOffline(true);
    await app.scan.start();
    const dialog = app.scan.dialog;
    await expect(dialog).toBeVisible();
    // Each badge in front of the camera: its visitor's name at once, although offline.
    for (const b of badges) {
      await expect(app.scan.status.getByText(b.name, { exact: true })).toBeVisible({ timeout: 30_000 });
    }
    await expect(dialog.getByText(en.add.queued).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The list has them, named, waiting to sync; each badge once however long it was in view.
    for (const b of badges) {
      await app.list.search.fill(b.name);
      await expect(page.getByRole('link', { name: new RegExp(b.name) })).toHaveCount(1);
      await expect(page.getByRole('link', { name: new RegExp(b.name) }).getByText(en.sync.state.pending)).toBeAttached();
    }
    await app.list.search.fill('');

    await context.setOffline(false);
    await app.list.refresh();
    await app.list.expectUpToDate(30_000);
    // On the server: recorded as scanned with the camera.
    const first = badges[0]!;
    await app.detail.open(connectionId('acme', first.code));
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(page.getByText(en.source.barcode)).toBeVisible();
    await expect(page.getByText(en.sync.state.completed).first()).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});

test('a licence code or a login link in front of the camera is explained, not captured', async () => {
  const browser = await browserWithCamera('wrong-codes', [`${base}/scan/ACME-SCAN-5/not-a-real-verifier`]);
  try {
    const app = new App(await browser.newPage(), SHARED_SERVER);
    await app.loginAs('sam');
    await app.scan.openDirect();
    await expect(app.scan.problem.getByText(en.scan.error.connectionQRCodeExpected)).toBeVisible({ timeout: 20_000 });
  } finally {
    await browser.close();
  }
});

test('a camera the browser refuses gets its explanation and the typed code as a way out', async ({ app }) => {
  // Playwright's default browser has no camera permission: getUserMedia is refused.
  await app.loginAs('sam');
  await app.scan.openDirect();
  await expect(app.scan.problem).toBeVisible();
  await expect(app.scan.problem.getByText(/camera/i).first()).toBeVisible();
  await app.scan.dialog.getByRole('button', { name: en.scan.typeCode }).first().click();
  await expect(app.scan.dialog).toBeHidden();
  await expect(app.list.codeField).toBeFocused();
});

test('the licence QR code logs in from the camera; a visitor badge at login is explained', async () => {
  const [badge] = await demoBadges(1);
  const licence = await mintLink('scan', 'ACME-SCAN-UNLIMITED');
  const browser = await browserWithCamera('licence', [badge!.qr, `${base}${pathOf(licence)}`]);
  try {
    const app = new App(await browser.newPage(), SHARED_SERVER);
    const page = app.page;
    await app.login.open();
    await app.login.openLicenceTab();
    await page.getByRole('button', { name: login.licence.scan }).click();
    const dialog = page.getByRole('dialog', { name: login.licence.scanTitle });
    await expect(dialog.getByText(login.licence.scanError.visitorBadgeAtLogin)).toBeVisible({ timeout: 20_000 });
    // Then the licence: a scan user gives name and e-mail once.
    await expect(page.getByRole('heading', { name: login.finalize.nameEmail.title })).toBeVisible({ timeout: 20_000 });
  } finally {
    await browser.close();
  }
});

test('without a scan licence the scan view says that details show once a licence is active', async ({ page }) => {
  // Globex holds no licence. Its administrator gets a server of this test's own: the login tests
  // give her two-factor authentication on the shared one.
  const server = await startServer(4395 + (E2E_PORT - 4311));
  try {
    const app = new App(page, server);
    await app.loginAs('gina');
    await app.list.open();
    await app.scan.openDirect();
    await expect(app.scan.dialog.getByText(en.scan.noLicence)).toBeVisible({ timeout: 15_000 });
  } finally {
    await server.stop();
  }
});
