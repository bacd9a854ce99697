/**
 * With the app closed, the service worker drains the outbox on the browser's Background Sync
 * event (dispatched here through the DevTools protocol, as Chromium does when the network returns).
 */
import { App, expect, ownServer } from './fixtures';
import { demoBadges } from './support/links';

const test = ownServer(4393);

test('the service worker drains captures made offline after the app was closed', async ({ app, page, context, browser, server }) => {
  test.setTimeout(120_000);
  const badges = (await demoBadges(303, server.dataDir)).slice(300);
  await app.loginAs('sam');
  await app.list.open({ synced: false });
  await app.waitForServiceWorker();
  await app.list.expectUpToDate();

  await server.stop();
  for (const b of badges) await app.list.add(b.code);
  await app.list.expectWaiting(3);
  await page.close();
  await server.start();

  // The browser's Background Sync event, to the worker of this origin.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const r = list.find((x: { scopeURL: string }) => x.scopeURL.startsWith(server.url));
      if (r) resolve(r.registrationId as string);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'leadstand-sync', lastChance: false });

  // A colleague with showAllConnections sees them on the server.
  const other = await browser.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open({ synced: false });
  await expect(async () => {
    await robin.list.refresh();
    await robin.list.expectCount(6 + 3, 2000);
  }).toPass({ timeout: 30_000 });
  await other.close();
});
