/**
 * API access (#17): Acme's administrator makes an API account in /api-access and copies its
 * secret, shown once. A "CRM script" (Node's fetch from the test) takes a token with the client
 * credentials and pulls the connections, keeping the cursor; a staff member adds a badge and it
 * syncs; the script pulls what changed since the cursor and finds exactly that connection, and a
 * webhook registered in the screen to a receiver of the test's own gets a signed
 * connection.created for it. Then the admin allows only other addresses (the token call is
 * refused), allows this computer again, and disables the account (refused again).
 *
 * A server of the file's own: the server must deliver webhooks to this computer (WEBHOOKS_ALLOW_PRIVATE).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { App, connectionId, expect, ownServer } from './fixtures';
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';
import en from '../locales/en/apiAccess.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const test = ownServer(4377, { WEBHOOKS_ALLOW_PRIVATE: '1' });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The CRM's side: a token for the client credentials, as RFC 6749 4.4 asks for it. */
function tokenCall(base: string, clientId: string, secret: string): Promise<Response> {
  return fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
}

async function token(base: string, clientId: string, secret: string): Promise<string> {
  const res = await tokenCall(base, clientId, secret);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Page {
  connections: Array<{ id: string; badgeCode: string }>;
  removed: unknown[];
  nextCursor: string;
  hasMore: boolean;
}

/** Every page since the cursor (from the start without one): the connections, and the cursor to keep. */
async function pullSince(base: string, accessToken: string, cursor?: string): Promise<{ connections: Page['connections']; removed: unknown[]; cursor: string }> {
  const connections: Page['connections'] = [];
  const removed: unknown[] = [];
  for (;;) {
    const res = await fetch(`${base}/api/v1/connections?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    connections.push(...page.connections);
    removed.push(...page.removed);
    cursor = page.nextCursor;
    if (!page.hasMore) return { connections, removed, cursor };
  }
}

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The CRM's webhook receiver on this computer: keeps every delivery, answers 204. */
async function receiver(): Promise<{ url: string; deliveries: Delivery[]; close: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/leadstand-hooks`, deliveries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a receiver checks: the HMAC-SHA256 of "<timestamp>.<body>" with the signing secret, and a recent timestamp. */
function signedBy(secret: string, d: Delivery): boolean {
  const timestamp = String(d.headers['x-leadstand-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${d.body}`).digest('hex')}`);
  const given = Buffer.from(String(d.headers['x-leadstand-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}

test('an admin gives the CRM an API account: token, connections since a cursor, a signed webhook, then refused by address and when disabled', async ({ app, page, server, browser }) => {
  const hooks = await receiver();
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await app.loginAs('alex');
    // On a desktop the drawer offers API access.
    await expect(page.getByRole('link', { name: enCommon.nav.apiAccess })).toBeVisible();
    await app.apiAccess.open();
    await expect(app.apiAccess.accountLink('CRM sync (HubSpot)')).toBeVisible();
    await expectAccessible(page, 'API access: list');

    // A range not written from its first address is refused under its entry, and nothing is made.
    await page.getByRole('button', { name: en.create.button }).click();
    const dialog = app.apiAccess.createDialog;
    await app.apiAccess.fillAccount(dialog, { comments: 'Acme CRM connector\nPulls leads every night.', addresses: ['10.1.2.3/8'] });
    await dialog.getByRole('button', { name: en.create.submit }).click();
    await expect(dialog.getByText(en.error.rangeNotNetwork)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: en.field.address.replace('{{n}}', '1'), exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'API access: new account, with an error');
    await app.apiAccess.fillAccount(dialog, { addresses: null });
    await dialog.getByRole('button', { name: en.create.submit }).click();
    await expect(app.apiAccess.secretDialog('created')).toBeVisible();
    await expectAccessible(page, 'API access: the secret, shown once');
    const { clientId, clientSecret } = await app.apiAccess.takeSecret('created');
    expect(clientId).toMatch(/^lsc_/);
    expect(clientSecret).toMatch(/^lss_/);
    // Shown once: after a reload the account is there, its secret nowhere.
    await app.expectAcrossReload(async () => {
      await expect(app.apiAccess.accountLink('Acme CRM connector')).toBeVisible();
      await expect(app.apiAccess.detail.getByText(clientId).first()).toBeVisible();
      expect(await page.content()).not.toContain(clientSecret);
    });

    // The CRM script: a token, every connection, and the cursor to come back with.
    const first = await pullSince(server.url, await token(server.url, clientId, clientSecret));
    expect(first.connections.length).toBeGreaterThanOrEqual(6);

    // A webhook to the CRM's receiver; its signing secret is shown once too.
    const signingSecret = await app.apiAccess.addWebhook(hooks.url);
    expect(signingSecret).toMatch(/^whsec_/);
    await expect(app.apiAccess.webhook(hooks.url).getByText(en.webhook.noDelivery)).toBeVisible();
    await expectAccessible(page, 'API access: an account with a webhook');

    // A staff member adds a badge on their own device; it syncs.
    const badge = (await demoBadges(1601, server.dataDir))[1600]!;
    const staff = new App(await (await browser.newContext()).newPage(), server);
    await staff.loginAs('sam');
    await staff.list.open();
    await staff.list.add(badge.code);
    await expect(staff.list.row(badge.name).first()).toBeVisible();
    const id = connectionId('acme', badge.code);

    // Since the cursor: exactly the new connection.
    const accessToken = await token(server.url, clientId, clientSecret);
    await expect
      .poll(async () => (await pullSince(server.url, accessToken, first.cursor)).connections.map((c) => c.id), { timeout: 30_000 })
      .toEqual([id]);
    const since = await pullSince(server.url, accessToken, first.cursor);
    expect(since.connections[0]!.badgeCode.replace(/-/g, '')).toBe(badge.code.replace(/-/g, ''));
    expect(since.removed).toEqual([]);
    await staff.page.context().close();

    // The receiver gets a signed connection.created for it (the job runner delivers within seconds).
    const created = () => hooks.deliveries.find((d) => (JSON.parse(d.body) as { type: string; data: { connectionId: string } }).type === 'connection.created');
    await expect.poll(() => created() !== undefined, { timeout: 45_000 }).toBe(true);
    const delivery = created()!;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'connection.created', data: { connectionId: id } });
    expect(signedBy(signingSecret, delivery)).toBe(true);
    expect(signedBy('whsec_not-the-secret', delivery)).toBe(false);
    expect(hooks.deliveries.every((d) => signedBy(signingSecret, d))).toBe(true);
    // The screen shows the delivery's result.
    await page.reload();
    await expect(app.apiAccess.webhook(hooks.url).getByText(en.webhook.delivered, { exact: true })).toBeVisible();
    await expect(app.apiAccess.webhook(hooks.url)).toContainText('HTTP 204');

    // Allowed from other addresses only: this computer's token call is refused.
    await app.apiAccess.saveAccount({ addresses: ['203.0.113.0/24', '2001:db8::/32'] });
    await expect(app.apiAccess.savedNotice).toBeVisible();
    await expect(app.apiAccess.detail.getByText('Only 203.0.113.0/24 and 1 more')).toBeVisible();
    const outside = await tokenCall(server.url, clientId, clientSecret);
    expect(outside.status).toBe(403);
    expect(await outside.json()).toMatchObject({ error: 'access_denied' });

    // This computer allowed again: the call works, until the account is disabled.
    await app.apiAccess.saveAccount({ addresses: ['127.0.0.1', '::1'] });
    await expect(app.apiAccess.detail.getByText('Only 127.0.0.1 and 1 more')).toBeVisible();
    const again = await token(server.url, clientId, clientSecret);
    await app.apiAccess.disable();
    await expect(app.apiAccess.detail.getByText(en.account.disabledText)).toBeVisible();
    const disabled = await tokenCall(server.url, clientId, clientSecret);
    expect(disabled.status).toBe(401);
    expect(await disabled.json()).toMatchObject({ error: 'invalid_client', error_description: 'The API account is disabled.' });
    // The token taken before is no use either.
    expect((await fetch(`${server.url}/api/v1/connections`, { headers: { authorization: `Bearer ${again}` } })).status).toBe(401);
    await app.expectAcrossReload(() => expect(app.apiAccess.stateChip('disabled')).toBeVisible());
  } finally {
    await hooks.close();
  }
});

test('on a phone the drawer leaves API access out, the screen opens by address and an account is a view of its own', async ({ browser, server }) => {
  const app = await phoneApp(browser, server);
  const page = app.page;
  await app.loginAs('alex');
  await app.openMenu();
  await expect(page.getByRole('link', { name: enCommon.nav.apiAccess })).toHaveCount(0);
  await app.apiAccess.open();
  await expectAccessible(page, 'API access on a phone: list');
  expect(await smallTargets(page), 'controls smaller than 44 px on the API access list').toEqual([]);
  await app.apiAccess.accountLink('CRM sync (HubSpot)').click();
  await expect(page.getByRole('heading', { level: 2, name: 'CRM sync (HubSpot)' })).toBeVisible();
  await expect(app.apiAccess.list).toHaveCount(0);
  await expectAccessible(page, 'API access on a phone: an account');
  expect(await smallTargets(page), 'controls smaller than 44 px in an API account').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the account scrolls sideways').toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: en.webhook.add }).click();
  const dialog = page.getByRole('dialog', { name: en.webhook.addTitle, exact: true });
  await dialog.getByRole('button', { name: en.webhook.create }).click();
  await expect(dialog.getByText(en.error.urlRequired)).toBeVisible();
  // The keyboard lands on the field that says what is wrong.
  await expect(dialog.getByLabel(en.field.url, { exact: true })).toBeFocused();
  await expectAccessible(page, 'API access on a phone: add a webhook, with an error');
  await page.keyboard.press('Escape');
  // A long IPv6 range wraps in the account and in the list; the screen never scrolls sideways.
  await app.apiAccess.saveAccount({ addresses: ['2001:db8:1234:5678:9abc:def0:1234:5678/128'] });
  await expect(app.apiAccess.savedNotice).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the account scrolls sideways').toBeLessThanOrEqual(390);
  await page.goBack();
  await expect(app.apiAccess.list).toBeVisible();
  await expect(app.apiAccess.list).toContainText('2001:db8:1234:5678:9abc:def0:1234:5678/128');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the list scrolls sideways').toBeLessThanOrEqual(390);
  await page.context().close();
});

async function phoneApp(browser: Browser, server: { url: string; dataDir: string }): Promise<App> {
  return new App(await (await browser.newContext(PHONE)).newPage(), server);
}
