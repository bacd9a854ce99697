/**
 * An installed app opens offline, still logged in: the session is kept on the device and the
 * shell comes from the service worker.
 */
import { expect, ownServer } from './fixtures';

const test = ownServer(4391);

test('a logged-in app reopens with the server stopped, still logged in', async ({ app, page, server }) => {
  await app.loginAs('sam');
  await app.waitForServiceWorker();
  await server.stop();
  await page.reload();
  await expect(app.accountName('Sam Visser')).toBeVisible();
  await expect(page.getByText('Staff · Acme')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});
