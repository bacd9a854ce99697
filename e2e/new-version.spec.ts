/**
 * A new version of the app (SPEC section 8, sw/CONTEXT.md): the server of the test's own serves a
 * copy of the built app; once the page runs under its service worker, the copy is deployed anew
 * (a changed index.html, and a service worker whose precache lists its new revision). On the next
 * visit the browser finds the new worker, which installs and waits: the app says a new version is
 * available, and its Refresh button brings the new version (the page now comes from the new
 * index.html). Until then the old version keeps running.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, ownServer } from './fixtures';
import { expectAccessible } from './support/axe';
import { E2E_PORT } from './support/env';
import enCommon from '../locales/en/common.json' with { type: 'json' };

// The copy of the built app this server serves (made when the file loads: the server starts with it).
const appDir = path.join(os.tmpdir(), `leadstand-e2e-app-${E2E_PORT}`);
fs.rmSync(appDir, { recursive: true, force: true });
fs.cpSync('dist/app', appDir, { recursive: true });

const test = ownServer(4385, { STATIC_DIR: appDir });

test.afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

/** Writes a file of the app and its compressed copies (the server prefers those when the browser accepts them). */
function deploy(file: string, content: string): void {
  const full = path.join(appDir, file);
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

const MARK = '<meta name="leadstand-build" content="new">';

test('a new version: the app says so, and Refresh loads it', async ({ app, page }) => {
  test.slow();
  await app.loginAs('sam');
  await app.waitForServiceWorker();
  const built = page.locator('meta[name="leadstand-build"]');
  await expect(built).toHaveCount(0);

  // The new version: a changed index.html, and a service worker that precaches its new revision.
  const html = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  deploy('index.html', html.replace('</head>', `${MARK}</head>`));
  const sw = fs.readFileSync(path.join(appDir, 'service-worker.js'), 'utf8');
  // (Each entry names its precache group first: scripts/precache-groups.ts.)
  const entry = /(\{(?:"group":"[^"]+",)?"revision":)"[0-9a-f]+"(,"url":"index\.html"\})/;
  expect(sw).toMatch(entry);
  deploy('service-worker.js', sw.replace(entry, '$1"00000000000000000000000000000001"$2'));

  // The next visit finds it: the notice stays (no time-out) and the old version keeps running meanwhile.
  await page.reload();
  const notice = page.getByText(enCommon.notice.updateAvailable, { exact: true });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(built).toHaveCount(0);
  await page.waitForTimeout(6_000);
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'new version notice');

  // Refresh: the waiting worker takes over and the page reloads from the new version.
  await page.getByRole('button', { name: enCommon.action.refresh, exact: true }).click();
  await expect(built).toHaveCount(1, { timeout: 30_000 });
  await expect(notice).toHaveCount(0);
  await expect(app.accountName('Sam Visser')).toBeVisible();
  // It stays: opening the app again serves the new version from the service worker's cache.
  await page.reload();
  await expect(built).toHaveCount(1);
  await expect(notice).toHaveCount(0);
});
