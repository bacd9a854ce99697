/**
 * The circle closed (issue #16): an administrator makes a registration link and a limited action
 * code; a guest, logged out in a German browser, registers through the link with the code,
 * confirms the mailed link (real SMTP) and receives the badge as a PDF and a QR code image; a
 * staff phone, offline, scans that very QR code with its camera and names the guest from its
 * directory; the connection shows the guest's answers and what they agreed to. A second guest
 * with the used-up code is told so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { readBarcodes, prepareZXingModule } from 'zxing-wasm/reader';
import { App, connectionId, expect, SHARED_SERVER, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';
import { mintLink, pathOf } from './support/links';
import { waitForMail } from './support/mail';
import { writeBadgeVideo } from './support/badge-video';
import { expectAccessible } from './support/axe';
import guests from '../locales/en/guests.json' with { type: 'json' };
import pub from '../locales/de/public.json' with { type: 'json' };
import connections from '../locales/en/connections.json' with { type: 'json' };

const base = SHARED_SERVER.url;
const unique = Date.now().toString(36).toUpperCase();

/** The QR code in an image, read the way the app's scanner reads it (zxing-wasm, its bundled .wasm). */
async function readQr(png: Buffer): Promise<string> {
  const wasm = fs.readFileSync(path.join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  const [code] = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['QRCode'] });
  if (!code) throw new Error('no QR code in the badge image');
  return code.text;
}

/** An administrator's API session (for the parts of the setup other tests drive through the screens). */
async function adminToken(): Promise<string> {
  const verifier = pathOf(await mintLink('staff', 'acme-alex')).split('/').pop()!;
  const res = await fetch(`${base}/api/session`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionMode: 'staff', visitorID: 'acme-alex', verifier, acceptTerms: true }) });
  return ((await res.json()) as { token: string }).token;
}

async function register(page: Page, url: string, guest: { first: string; last: string; email: string; code: string }) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel(pub.registration.firstName).fill(guest.first);
  await page.getByLabel(pub.registration.lastName).fill(guest.last);
  await page.getByLabel(pub.registration.email).fill(guest.email);
  await page.getByLabel(pub.registration.company).fill('Kunde GmbH');
  await page.getByLabel(pub.registration.codeOptional).fill(guest.code.toLowerCase());
  await page.getByRole('checkbox', { name: 'Etikettendrucker' }).check();
  await page.getByLabel(pub.registration.other).first().fill('Funkscanner');
  await page.getByRole('radio', { name: 'Ja, gerne' }).check();
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await page.getByRole('button', { name: pub.registration.submit }).click();
}

test('a guest registers through an exhibitor’s link with a code, gets the badge, and is scanned offline at the booth', async ({ app, browser }) => {
  test.setTimeout(240_000);
  const page = app.page;
  // The registration form: two questions (the form's own screens are tested in guests-form.spec.ts).
  const token = await adminToken();
  const form = await fetch(`${base}/api/guests/form`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      questions: [
        { name: 'What interests you?', names: { de: 'Was interessiert Sie?' }, type: 'checkbox', allowOther: true, required: true, options: [{ name: 'Scanners', names: { de: 'Handscanner' } }, { name: 'Label printers', names: { de: 'Etikettendrucker' } }] },
        { name: 'A meeting at the stand?', names: { de: 'Ein Termin am Stand?' }, type: 'radio', allowOther: false, required: false, options: [{ name: 'Yes, please', names: { de: 'Ja, gerne' } }, { name: 'No', names: { de: 'Nein' } }] },
      ],
    }),
  });
  expect(form.status).toBe(200);

  // The administrator makes the link and a code for one free ticket.
  await app.loginAs('alex');
  await app.goto('/guests/links');
  await page.getByRole('button', { name: guests.links.new }).click();
  const linkDialog = page.getByRole('dialog', { name: guests.links.newTitle });
  await linkDialog.getByLabel(guests.links.name).fill(`Customer day ${unique}`);
  await linkDialog.getByLabel(guests.links.type).fill('vip');
  await linkDialog.getByRole('button', { name: guests.links.create }).click();
  await expect(linkDialog).toBeHidden();
  const address = await page.getByRole('textbox', { name: guests.links.address.replace('{{name}}', `Customer day ${unique}`) }).inputValue();
  expect(address).toMatch(new RegExp(`^${base}/r/[A-Za-z0-9_-]+$`));
  await expectAccessible(page, 'guests: registration links');

  await app.goto('/guests/codes');
  await page.getByRole('button', { name: guests.codes.new }).click();
  const codeDialog = page.getByRole('dialog', { name: guests.codes.newTitle });
  await codeDialog.getByLabel(guests.codes.code, { exact: true }).fill(`CIRCLE-${unique}`);
  await codeDialog.getByLabel(guests.codes.totalLabel).fill('1');
  await codeDialog.getByRole('button', { name: guests.codes.create }).click();
  await expect(codeDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `CIRCLE-${unique}`, exact: true })).toBeVisible();
  await expectAccessible(page, 'guests: action codes');

  // The guest, logged out, in a German browser.
  const guestContext = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const guest = await guestContext.newPage();
  const email = `mia.${unique.toLowerCase()}@kunde.example`;
  const started = Date.now();
  // Sent without anything filled in: the keyboard is on the first field to correct, not on the page (#29, finding 18).
  await guest.goto(pathOf(address));
  await guest.getByRole('button', { name: pub.registration.submit }).click();
  await expect(guest.getByLabel(pub.registration.firstName)).toBeFocused();
  await register(guest, pathOf(address), { first: 'Mia', last: `Gast${unique}`, email, code: `CIRCLE-${unique}` });
  await expect(guest.getByText(pub.registration.checkMail.replace('{{email}}', email))).toBeVisible();
  await expectAccessible(guest, 'registration page, sent');

  const confirmMail = await waitForMail(email, started);
  expect(confirmMail.subject).toBe('Bestätigen Sie Ihre Registrierung für Demo Expo');
  await guest.goto(pathOf(/http\S+\/r\/confirm\/\S+/.exec(confirmMail.text)![0]));
  await guest.getByRole('button', { name: pub.registration.confirm }).click();
  await expect(guest.getByText(pub.registration.registered.replace('{{email}}', email))).toBeVisible();
  // The page now says it is done, not what was to do (#29, finding 27).
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(pub.registration.registeredTitle.replace('{{event}}', 'Demo Expo'));

  const badgeMail = await waitForMail(email, started, (m) => m.subject.startsWith('Ihr Badge'));
  const pdf = badgeMail.attachments!.find((a) => a.mimeType === 'application/pdf')!;
  expect(Buffer.from(pdf.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  const payload = await readQr(Buffer.from(badgeMail.attachments!.find((a) => a.mimeType === 'image/png')!.base64, 'base64'));
  expect(payload).toMatch(/^LSB1:demo-expo:[a-z]{5}-[a-z]{5}-[a-z]{5}$/);
  // The mail also links to the badge, which opens without logging in (#29, finding 20).
  await guest.goto(pathOf(/http\S+\/r\/badge\/\S+/.exec(badgeMail.text)![0]));
  await expect(guest.getByRole('img', { name: pub.badgePage.qrLabel })).toBeVisible();
  await expectAccessible(guest, 'badge page');

  // A second guest with the code, used up now: told so, in German, and not registered.
  const second = await guestContext.newPage();
  await register(second, pathOf(address), { first: 'Leo', last: `Gast${unique}`, email: `leo.${unique.toLowerCase()}@kunde.example`, code: `CIRCLE-${unique}` });
  await expect(second.getByText(pub.registrationCode.usedUp)).toBeVisible();
  await guestContext.close();

  // At the booth: a staff phone whose camera sees the badge's QR code, offline.
  const video = path.join(os.tmpdir(), `leadstand-guest-${process.pid}.y4m`);
  await writeBadgeVideo(video, [payload]);
  const staffBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
  try {
    const context = await staffBrowser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const staff = new App(await context.newPage(), SHARED_SERVER);
    await staff.loginAs('sam');
    await staff.list.open();
    await staff.waitForServiceWorker();
    // The directory after its refresh holds the new guest (2,000 demo visitors, the demo's guests and this one).
    await staff.waitForDirectory(2001);
    await context.setOffline(true);
    await staff.scan.start();
    await expect(staff.scan.status.getByText(`Mia Gast${unique}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await staff.page.keyboard.press('Escape');
    await context.setOffline(false);
    await staff.list.refresh();
    await staff.list.expectUpToDate(30_000);
    await context.close();
  } finally {
    await staffBrowser.close();
    fs.rmSync(video, { force: true });
  }

  // The connection carries the guest's answers and consent (on the administrator's desktop).
  const code = payload.split(':')[2]!;
  await app.goto(`/connections/${connectionId('acme', code)}/registration-questions`);
  await expect(page.getByText('Label printers, Funkscanner')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Yes, please')).toBeVisible();
  await app.goto(`/connections/${connectionId('acme', code)}/details`);
  await expect(page.getByText(connections.detail.consentSource.replace('{{source}}', `Customer day ${unique} · CIRCLE-${unique}`))).toBeVisible();
});
