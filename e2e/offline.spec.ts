/**
 * After one visit, the app shell opens with the server stopped: the service worker serves the
 * precached shell and the app uses its cached configuration (theme, event).
 */
import de from '../locales/de/common.json' with { type: 'json' };
import deAttendees from '../locales/de/attendees.json' with { type: 'json' };
import deConnections from '../locales/de/connections.json' with { type: 'json' };
import { expect, ownServer } from './fixtures';
import { connectionId } from './page-models/connection-detail';
import { demoBadges } from './support/links';

const test = ownServer(4390);

/**
 * The first visit of a booth device (German): once the booth part of the app is stored it says
 * 'Ready offline', once; then, with no network, the booth's screens open in German (the list, a
 * lead's detail, scanning, the attendee directory) while an online-only screen shows the app's
 * offline page (issue #30). Before the test below, which stops the server.
 */
test.describe('a German booth device', () => {
  test.use({ locale: 'de-DE' });

  test('is told once that it is ready offline; offline, the booth screens open', async ({ app, page, context, server }) => {
    const badge = (await demoBadges(3, server.dataDir))[2]!;
    // The link's login (loginAs would look for English words).
    await app.goto(await app.linkFor('robin'));
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(de.notice.offlineReady)).toBeVisible({ timeout: 30_000 });
    await app.waitForServiceWorker();
    // A lead, captured online.
    await app.goto('/connections/list');
    const codeField = page.getByRole('textbox', { name: deConnections.add.label, exact: true });
    await codeField.fill(badge.code);
    await codeField.press('Enter');
    await expect(codeField).toHaveValue('');
    await expect(page.getByText(deConnections.list.upToDate)).toBeVisible({ timeout: 15_000 });

    // Said once per device: not again on the next visit.
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(1500);
    await expect(page.getByText(de.notice.offlineReady)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: deConnections.list.title, exact: true })).toBeVisible();
    await app.goto(`/connections/${connectionId('acme', badge.code)}/details`);
    await expect(page.getByText(badge.name).first()).toBeVisible();
    await app.goto('/connections/list');
    await page.getByRole('button', { name: deConnections.scan.start }).click();
    await expect(page.getByRole('dialog', { name: deConnections.scan.title })).toBeVisible();
    await app.goto('/attendees');
    await expect(page.getByRole('heading', { level: 1, name: deAttendees.title, exact: true })).toBeVisible();
    // The manual needs the network: the app's offline page.
    await app.goto('/manual');
    await expect(page.getByRole('heading', { level: 1, name: de.offline.title })).toBeVisible();
    await context.setOffline(false);
  });
});

test('the app shell opens offline after one visit, themed', async ({ app, page, server }) => {
  await app.login.open();
  await expect(app.login.heading).toBeVisible();
  await app.waitForServiceWorker();

  await server.stop();
  await expect((await fetch(`${server.url}/health`).catch(() => null))?.ok ?? false).toBe(false);

  await page.reload();
  await expect(app.login.heading).toBeVisible();
  await expect(page.getByText('Demo Expo')).toBeVisible();
  // A deep link opens the shell too (and the guard sends it to login).
  await app.goto('/connections/list');
  await expect(app.login.heading).toBeVisible();
  const colour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-color').trim());
  expect(colour).toBe('#143d59');
});

