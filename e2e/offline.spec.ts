/**
 * After one visit, the app shell opens with the server stopped: the service worker serves the
 * precached shell and the app uses its cached configuration (theme, event).
 */
import { expect, ownServer } from './fixtures';

const test = ownServer(4390);

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
