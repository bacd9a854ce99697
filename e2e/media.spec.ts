/**
 * Voice memos, photos and documents captured while the server is down: recorded with Chromium's
 * fake microphone and chosen as files, kept on the device, uploaded (resumably) when the server is
 * back, then on the server byte for byte as captured, and shown on a colleague's device.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { App, connectionId, expect, ownServer } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };

const test = ownServer(4394);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4d1e5320000000049454e44ae426082', 'hex');

/** The files this device keeps, read from its IndexedDB (base64), by uuid. */
function localFiles(page: Page): Promise<Record<string, { type: string; base64: string; uploaded: number }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('leadstand');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('media').objectStore('media').getAll();
          all.onsuccess = async () => {
            const out: Record<string, { type: string; base64: string; uploaded: number }> = {};
            for (const m of all.result as Array<{ id: string; type: string; blob: Blob; uploaded: number }>) {
              const bytes = new Uint8Array(await m.blob.arrayBuffer());
              let s = '';
              for (const b of bytes) s += String.fromCharCode(b);
              out[m.id] = { type: m.type, base64: btoa(s), uploaded: m.uploaded };
            }
            resolve(out);
          };
        };
      }),
  );
}

test('a voice memo, a photo and a document captured offline reach the server byte for byte and a colleague sees them', async ({ server }) => {
  test.setTimeout(180_000);
  // A browser of the test's own, with Chromium's fake microphone.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
  try {
    const page = await browser.newPage();
    const app = new App(page, server);
    const [badge] = (await demoBadges(951, server.dataDir)).slice(950);
    const id = connectionId('acme', badge!.code);
    await app.loginAs('sam');
    await app.list.open({ synced: false });
    await app.list.add(badge!.code);
    await app.list.expectUpToDate(20_000);
    await app.waitForServiceWorker();

    await server.stop();
    await app.detail.open(id, 'notes');
    await page.getByRole('button', { name: en.notes.media.record }).click();
    // Stopped by the recorder's own clock (two seconds recorded), not the test's: on a busy machine
    // the microphone may take a while to start.
    await expect(page.getByRole('button', { name: /Stop recording \([2-9] s\)/ })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: /Stop recording/ }).click();
    await expect(page.getByRole('list', { name: en.notes.media.attached }).locator('audio')).toHaveCount(1);
    // The remove button sits beside the player, not over its controls.
    const player = await page.getByRole('list', { name: en.notes.media.attached }).locator('audio').boundingBox();
    const remove = await page.getByRole('button', { name: en.notes.media.remove }).boundingBox();
    expect(remove!.x).toBeGreaterThanOrEqual(player!.x + player!.width);
    await page.getByLabel(en.notes.media.photo).setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: en.notes.media.attached }).getByRole('img', { name: en.notes.media.image })).toBeVisible();
    // A document (SPEC section 5: xls, xlsx, xml), attached as a file.
    await page.getByLabel(en.notes.media.file).setInputFiles({ name: 'order.xml', mimeType: 'text/xml', buffer: Buffer.from('<?xml version="1.0"?><order><item model="X2" qty="40"/></order>') });
    await expect(page.getByRole('list', { name: en.notes.media.attached }).getByRole('link', { name: en.notes.media.download.replace('{{format}}', 'XML') })).toBeVisible();
    await page.getByRole('textbox', { name: en.notes.text, exact: true }).fill('Demo of the handheld, see photo');
    await page.getByRole('button', { name: en.notes.save }).click();
    const note = page.getByRole('listitem').filter({ hasText: 'Demo of the handheld, see photo' });
    await expect(note.locator('audio')).toHaveCount(1);
    await expect(note.getByRole('img', { name: en.notes.media.image })).toBeVisible();
    await expect(note.getByText(en.sync.state.pending)).toBeVisible();
    // Labelled by all it holds, not only as a voice memo.
    await expect(note.getByText(`${en.notes.type.text} + ${en.notes.type.image} + ${en.notes.type.audio} + ${en.notes.type.document}`, { exact: false })).toBeVisible();

    const captured = await localFiles(page);
    expect(Object.values(captured).map((f) => f.type).sort()).toEqual(['audio/wav', 'image/png', 'text/xml']);

    await server.start();
    await app.list.open({ synced: false });
    await app.list.expectUpToDate(60_000);
    // On the server, byte for byte; the note is saved.
    for (const [uuid, file] of Object.entries(captured)) {
      const stored = fs.readFileSync(path.join(server.dataDir, 'uploads', `acme.${uuid}`));
      expect(stored.equals(Buffer.from(file.base64, 'base64')), `${file.type} differs`).toBe(true);
    }
    await app.detail.open(id, 'notes');
    await expect(page.getByRole('listitem').filter({ hasText: 'Demo of the handheld, see photo' }).getByText(en.sync.state.pending)).toHaveCount(0);

    // Another device of the team (Robin sees the whole team's leads): the photo shows, decoded,
    // and the voice memo loads, fetched from the server (this device never captured them).
    const other = new App(await browser.newContext().then((c) => c.newPage()), server);
    await other.loginAs('robin');
    await other.list.open();
    await other.detail.open(id, 'notes');
    const theirs = other.page.getByRole('listitem').filter({ hasText: 'Demo of the handheld, see photo' });
    const photo = theirs.getByRole('img', { name: en.notes.media.image });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const memo = theirs.locator('audio');
    await expect(memo).toHaveCount(1);
    await expect.poll(() => memo.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0))).toBeGreaterThan(1);
    const xml = theirs.getByRole('link', { name: en.notes.media.download.replace('{{format}}', 'XML') });
    await expect(xml).toBeVisible();
    const [download] = await Promise.all([other.page.waitForEvent('download'), xml.click()]);
    expect(fs.readFileSync((await download.path())!).equals(Buffer.from(captured[Object.keys(captured).find((k) => captured[k]!.type === 'text/xml')!]!.base64, 'base64'))).toBe(true);
    // Across a reload too.
    await other.page.reload();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await browser.close();
  }
});
