/**
 * How the app reacts around the screens (SPEC section 8), each faked where the server cannot be
 * made to do it on demand (Playwright's `page.route`): a login the server answers with 404, the
 * 5-second offline notice and 'back online', a screen's code that fails to load (one reload
 * recovers; failing again, the mandatory update dialog, whose reload brings the screen), camera
 * and microphone errors (access blocked, no device), 'Add another licence?' on a second scan
 * licence, and the session refreshed when the app becomes visible again (here: found ended). On an
 * online-only admin screen (Alex's API access): a 503 with Retry-After opens the server-unavailable
 * dialog, whose Retry works once the wait is over; a 500 says 'Sorry, something went wrong!' and
 * goes back one page. The realtime socket that drops reconnects, and the change the server announces
 * on the new socket reaches Robin's open list.
 *
 * One login (Sam) serves the file's tests, which run in order on its page. The page runs without
 * the service worker, so that `page.route` sees the requests for the screens' code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { App, connectionId, expect, SHARED_SERVER, test } from './fixtures';
import { demoBadges, mintLink, pathOf } from './support/links';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import en from '../locales/en/connections.json' with { type: 'json' };
import enAttendees from '../locales/en/attendees.json' with { type: 'json' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let sam: App;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  context = await browser.newContext({ serviceWorkers: 'block' });
  // getUserMedia answers with the error a test names (access blocked, no device).
  await context.addInitScript(() => {
    const name = () => localStorage.getItem('e2e.mediaError') ?? 'NotAllowedError';
    if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('faked by the test', name()));
  });
  sam = new App(await context.newPage(), SHARED_SERVER);
  page = sam.page;
  await sam.loginAs('sam');
});

test.afterAll(async () => {
  await context.close();
});

test('a login the server answers with 404 says the session was not found', async ({ browser }) => {
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.route('**/api/session', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 404, json: { error: 'notFound' } }) : route.continue()));
  await guest.goto(SHARED_SERVER.url + pathOf(await mintLink('staff', 'acme-sam')));
  await expect(guest.getByText(enLogin.error.sessionNotFound)).toBeVisible();
  await expect(guest).toHaveURL(/\/login$/);
  await other.close();
});

test('going offline says so for five seconds; coming back says so too', async () => {
  await context.setOffline(true);
  const offline = page.getByText(enCommon.notice.offline);
  await expect(offline).toBeVisible();
  await expect(page.getByRole('banner').getByText(enCommon.status.offline)).toBeVisible();
  // The notice goes by itself (after 5 s); the banner keeps saying it.
  await expect(offline).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByText(enCommon.status.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(enCommon.notice.online)).toBeVisible();
  await expect(page.getByRole('banner').getByText(enCommon.status.offline)).toHaveCount(0);
});

test("a screen whose code fails to load reloads once and opens; failing again, the mandatory update reloads the app", async () => {
  const chunk = /\/assets\/AttendeesPage-[^/]+\.js$/;
  const attendees = page.getByRole('heading', { level: 1, name: enAttendees.title });
  const menu = page.getByRole('navigation', { name: enCommon.nav.label });
  // A deployment replaced the screen's file: the first request fails, the reload gets the new one.
  let failed = 0;
  await page.route(chunk, (route) => (failed++ === 0 ? route.abort() : route.continue()));
  await sam.goto('/dashboard');
  await menu.getByRole('link', { name: enCommon.nav.attendees }).click();
  await expect(attendees).toBeVisible({ timeout: 30_000 });
  expect(failed).toBeGreaterThanOrEqual(2);
  await page.unroute(chunk);

  // It keeps failing: the app says it must update, and its reload brings the screen once the file is there.
  let refusing = true;
  await page.route(chunk, (route) => (refusing ? route.abort() : route.continue()));
  await sam.goto('/dashboard');
  await menu.getByRole('link', { name: enCommon.nav.attendees }).click();
  const update = page.getByRole('alertdialog', { name: enCommon.dialog.updateRequired.title });
  await expect(update).toBeVisible({ timeout: 30_000 });
  refusing = false;
  await expect(attendees).toBeVisible({ timeout: 30_000 });
  await expect(update).toHaveCount(0);
  await page.unroute(chunk);
});

test('the camera and the microphone: access blocked, and no device, each say what to do', async () => {
  await page.evaluate(() => localStorage.setItem('e2e.mediaError', 'NotAllowedError'));
  await sam.goto('/connections/list?scan=camera');
  await expect(sam.scan.dialog.getByText(en.scan.camera.NotAllowed.title)).toBeVisible();
  await expect(sam.scan.dialog.getByText(en.scan.camera.NotAllowed.text)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('e2e.mediaError', 'NotFoundError'));
  await page.reload();
  await expect(sam.scan.dialog.getByText(en.scan.camera.NotFound.title)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sam.scan.dialog).toBeHidden();

  // A voice memo on a connection of Sam's.
  const [badge] = await demoBadges(1);
  await sam.list.add(badge!.code);
  await sam.detail.open(connectionId('acme', badge!.code), 'notes');
  await page.getByRole('button', { name: en.notes.media.record }).click();
  await expect(page.getByText(en.notes.media.mic.NotFound)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('e2e.mediaError', 'NotAllowedError'));
  await page.reload();
  await page.getByRole('button', { name: en.notes.media.record }).click();
  await expect(page.getByText(en.notes.media.mic.NotAllowed)).toBeVisible();
});

test("a second scan licence on a device that has one asks 'Add another licence?'", async ({ browser }) => {
  // A device of its own logs in with a licence, then opens a second link three times.
  test.setTimeout(150_000);
  const booth = new App(await browser.newContext().then((c) => c.newPage()), SHARED_SERVER);
  const licence = async () => booth.goto(await mintLink('scan', 'ACME-SCAN-UNLIMITED'));
  await licence();
  await booth.page.getByLabel(enLogin.finalize.nameEmail.name).fill('Kim Booth');
  await booth.page.getByLabel(enLogin.finalize.nameEmail.email).fill('kim@acme.example');
  await booth.page.getByRole('button', { name: enLogin.finalize.nameEmail.submit }).click();
  await expect(booth.page).toHaveURL(/\/connections\/list$/, { timeout: 30_000 });

  await licence();
  const another = booth.page.getByRole('dialog', { name: enLogin.licence.anotherTitle });
  await expect(another.getByText(enLogin.licence.anotherText)).toBeVisible();
  // Cancel: the licence in use stays, nothing is added; back to its scan list.
  await another.getByRole('button', { name: enCommon.action.cancel }).click();
  await expect(booth.page).toHaveURL(/\/connections\/list$/);
  await expect(booth.list.heading).toBeVisible();
  await licence();
  await another.getByRole('button', { name: enLogin.licence.anotherConfirm }).click();
  await expect(booth.page.getByRole('heading', { name: enLogin.finalize.nameEmail.title })).toBeVisible({ timeout: 30_000 });
  await booth.page.context().close();
});

test('coming back to the app refreshes the session: one ended meanwhile goes to login with "Session expired"', async () => {
  await sam.goto('/dashboard');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.route('**/api/session', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { state: 'unlinked' } }) : route.continue()));
  // The phone comes back from the pocket: the page becomes visible again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText(enCommon.notice.sessionExpired)).toBeVisible();
  await expect(sam.login.heading).toBeVisible();
  await page.unroute('**/api/session');
});

test("an admin screen's load answered 503 with Retry-After opens the server-unavailable dialog; a 500 says 'Sorry' and goes back", async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ serviceWorkers: 'block' });
  const alex = new App(await adminContext.newPage(), SHARED_SERVER);
  await alex.loginAs('alex');
  const accounts = '**/api/api-access/accounts';
  let answer: 503 | 500 | null = 503;
  await alex.page.route(accounts, (route) =>
    answer === 503
      ? route.fulfill({ status: 503, headers: { 'retry-after': '3' }, json: { error: 'serviceUnavailable' } })
      : answer === 500
        ? route.fulfill({ status: 500, json: { error: 'internalServerError' } })
        : route.continue(),
  );
  await alex.goto('/api-access');
  const unavailable = alex.page.getByRole('dialog', { name: enCommon.dialog.serverUnavailable.title });
  await expect(unavailable.getByText(enCommon.dialog.serverUnavailable.text503)).toBeVisible({ timeout: 30_000 });
  // Retry waits for the server's Retry-After, then reloads the screen, which the server now answers.
  const waiting = new RegExp(`^${enCommon.dialog.serverUnavailable.retryIn_other.split('{{count}}')[0]}`);
  await expect(unavailable.getByRole('button', { name: waiting })).toBeDisabled();
  answer = null;
  await unavailable.getByRole('button', { name: enCommon.action.retry, exact: true }).click({ timeout: 15_000 });
  await expect(alex.apiAccess.heading).toBeVisible({ timeout: 30_000 });
  await expect(alex.apiAccess.list).toBeVisible();
  await expect(unavailable).toHaveCount(0);

  // A 500 on the load: the notice, and back to the page before (the dashboard).
  await alex.goto('/dashboard');
  await expect(alex.page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  answer = 500;
  await alex.page.getByRole('navigation', { name: enCommon.nav.label }).getByRole('link', { name: enCommon.nav.apiAccess }).click();
  await expect(alex.page.getByText(enCommon.notice.somethingWentWrong)).toBeVisible({ timeout: 30_000 });
  await expect(alex.page).toHaveURL(/\/dashboard$/);
  await adminContext.close();
});

test("the realtime socket that drops reconnects, and what the server sends on the new one reaches the open list", async ({ browser }) => {
  test.setTimeout(120_000);
  const robinContext = await browser.newContext({ serviceWorkers: 'block' });
  // The test stands between the app and the server's socket: it drops the first one and watches the next.
  const sockets: Array<{ close: () => Promise<void>; events: number }> = [];
  await robinContext.routeWebSocket(/\/notification$/, (ws) => {
    const server = ws.connectToServer();
    const seen = { close: () => server.close(), events: 0 };
    sockets.push(seen);
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('[36,')) seen.events++;
      ws.send(message);
    });
  });
  const robin = new App(await robinContext.newPage(), SHARED_SERVER);
  await robin.loginAs('robin');
  await robin.list.open();
  // The list's page has its socket (the login's page had one before it).
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const open = sockets.length;
  await sockets[open - 1]!.close();
  // Reconnected (after 5 s, the first attempt's wait).
  await expect.poll(() => sockets.length, { timeout: 30_000 }).toBe(open + 1);

  // Sam adds a connection: the server announces it on the new socket and Robin's list shows it without a reload.
  const [badge] = await demoBadges(1);
  // Sam's session from beforeAll may have been ended on purpose by the session-refresh test: a new one.
  await sam.loginAs('sam');
  await sam.goto('/connections/list');
  await sam.list.add(badge!.code);
  await expect.poll(() => sockets[open]!.events, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(robin.list.row(badge!.name)).toBeVisible({ timeout: 30_000 });
  await robinContext.close();
});
