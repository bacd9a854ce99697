/**
 * The data people capture is the same on every device (issue #29): a scan's time is the moment
 * the visitor was met on the device, kept through sync and export (finding 1); a lead has one
 * rating (finding 3); a visitor imported with first and last name only and no company reads
 * right after sync and in the export (findings 16, 17).
 */
import fs from 'node:fs';
import * as XLSX from 'xlsx';
import { App, connectionId, expect, test } from './fixtures';
import { demoBadges, organiserToken } from './support/links';
import { badgeCodeFromBytes, formatBadgeCode } from '../src/domain/badge';
import { exportTime } from '../src/domain/export';
import en from '../locales/en/connections.json' with { type: 'json' };

const DAY = 86_400_000;

/** A shown time that starts with `time` (the app names the zone after it where the device's and the event's clocks differ). */
const startingWith = (time: string) => new RegExp(`^${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The "Scanned at" value on a connection's detail. */
function scannedAtOn(app: App) {
  return app.page.locator('dl.fields > div').filter({ has: app.page.getByText(en.detail.scannedAt, { exact: true }) }).locator('dd');
}

/** What the device stored as the connection's scan time (read before anything syncs). */
async function storedScanTime(app: App, id: string): Promise<string> {
  return app.page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('leadstand');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const get = open.result.transaction('connections').objectStore('connections').get(key);
          get.onsuccess = () => {
            resolve((get.result as { scannedAt: string }).scannedAt);
            open.result.close();
          };
          get.onerror = () => reject(new Error(String(get.error)));
        };
      }),
    id,
  );
}

test('a code added offline keeps its time after reconnecting, on the phone, on a colleague’s device and in the export', async ({ app, page, context, browser, server }) => {
  // Sam's phone: its clock says three days ago (a test day before the event's set-up), and the
  // phone syncs minutes later by its clock, days later by the server's.
  const badge = (await demoBadges(1811))[1810]!;
  const id = connectionId('acme', badge.code);
  await app.loginAs('sam');
  await page.clock.install({ time: new Date(Date.now() - 3 * DAY) });
  await page.reload();
  await app.list.open();
  await app.waitForDirectory();
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await app.list.add(badge.code);
  const met = await storedScanTime(app, id);
  // Offline, the app navigates within the page.
  await app.list.row(badge.name).first().click();
  const expected = startingWith(await page.evaluate((iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), met));
  await expect(scannedAtOn(app)).toHaveText(expected);

  // Minutes pass on the phone before it is back online and syncs.
  await page.clock.fastForward('07:00');
  await context.setOffline(false);
  await app.list.open();
  await app.list.row(badge.name).first().click();
  await expect(scannedAtOn(app)).toHaveText(expected);
  await app.expectAcrossReload(() => expect(scannedAtOn(app)).toHaveText(expected));

  // Robin, who sees the team's leads, on a device of her own.
  const other = await browser.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open();
  await robin.detail.open(id);
  await expect(scannedAtOn(robin)).toHaveText(startingWith(await robin.page.evaluate((iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), met)));

  // And in her export, in the event's zone.
  await robin.list.open();
  await robin.list.exportButton.click();
  const [csv] = await Promise.all([robin.page.waitForEvent('download'), robin.page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(text.slice(1), { type: 'string', raw: true }).Sheets.Sheet1!, { header: 1, defval: null, raw: false });
  const code = rows[0]!.indexOf(en.detail.badgeCode);
  const scanned = rows[0]!.indexOf(en.detail.scannedAt);
  const row = rows.find((r) => r[code] === badge.code);
  expect(row?.[scanned]).toBe(exportTime(met, 'Europe/Amsterdam').text);
  await other.close();
});

test('one lead has one rating: on the phone of the person who scanned it, on a colleague’s laptop and in the export', async ({ app, browser, server }) => {
  test.setTimeout(120_000); // two people log in
  // Yara Smit: Sam met her and rated her Cold himself (her answers alone would make her Warm).
  await app.loginAs('sam');
  await app.list.open();
  const chip = (who: App) => who.list.row('Yara Smit').first().locator('.rating-chip');
  await expect(chip(app)).toHaveText(en.rating.cold);

  const other = await browser.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open();
  await expect(chip(robin)).toHaveText(en.rating.cold);
  await robin.list.exportButton.click();
  const [csv] = await Promise.all([robin.page.waitForEvent('download'), robin.page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(text.slice(1), { type: 'string', raw: true }).Sheets.Sheet1!, { header: 1, defval: null, raw: false });
  const name = rows[0]!.indexOf(en.field.fullname);
  const rating = rows[0]!.indexOf(en.rating.title);
  expect(rows.filter((r) => r[name] === 'Yara Smit').map((r) => r[rating])).toEqual([en.rating.cold]);
  await other.close();
});

test('a visitor imported with first and last name only and no company: no pending text after sync on a phone, and named in the export', async ({ browser, server }) => {
  // The organiser imports her with the columns many registration lists have.
  const code = formatBadgeCode(badgeCodeFromBytes(crypto.getRandomValues(new Uint8Array(32))));
  const last = `Nocompany${Date.now().toString(36)}`;
  const organiser = await organiserToken(server.dataDir);
  const imported = await fetch(`${organiser.url}/api/organiser/events/demo-expo/visitors/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: [{ row: 2, firstname: 'Ines', lastname: last, badgeCode: code }] }),
  });
  expect(await imported.json()).toMatchObject({ created: 1, problems: [] });

  // Sam, on a phone, adds her code; once synced her card says nothing is still to come.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const sam = new App(await phone.newPage(), server);
  await sam.loginAs('sam');
  await sam.list.open();
  await sam.list.add(code);
  await sam.list.expectUpToDate(30_000);
  await sam.expectAcrossReload(() => expect(sam.list.row(`Ines ${last}`)).toBeVisible());
  await expect(sam.list.row(`Ines ${last}`)).not.toContainText(en.list.detailsPending);

  // Robin's export names her.
  const other = await browser.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open();
  await robin.list.exportButton.click();
  const [csv] = await Promise.all([robin.page.waitForEvent('download'), robin.page.getByRole('menuitem', { name: en.export.csv }).click()]);
  const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(fs.readFileSync((await csv.path())!, 'utf8').slice(1), { type: 'string', raw: true }).Sheets.Sheet1!, { header: 1, defval: null, raw: false });
  const badge = rows[0]!.indexOf(en.detail.badgeCode);
  const name = rows[0]!.indexOf(en.field.fullname);
  expect(rows.find((r) => r[badge] === code)?.[name]).toBe(`Ines ${last}`);
  await phone.close();
  await other.close();
});
