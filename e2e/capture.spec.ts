/**
 * Capture offline and lose nothing: with the server stopped, a staff member adds 50 connections by
 * badge code, reloads the app (served by the service worker), adds 10 more, notes and a stage;
 * when the server is back the outbox drains by itself and a colleague with showAllConnections
 * sees all of it.
 */
import { App, connectionId, expect, ownServer } from './fixtures';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const test = ownServer(4392);

test('50 + 10 connections captured with the server down reach the server once each, with notes and stages', async ({ app, page, browser, server }) => {
  test.setTimeout(240_000);
  // Visitors nobody has scanned yet (the demo's own connections are among the first 210).
  const badges = (await demoBadges(360, server.dataDir)).slice(300);
  await app.loginAs('sam');
  await app.list.open();
  const before = await app.list.count();
  await app.waitForServiceWorker();

  await server.stop();
  for (const b of badges.slice(0, 50)) await app.list.add(b.code);
  await app.list.expectCount(before + 50);
  await app.list.expectWaiting(50);
  // The network is up but the server does not answer: the app says so, and that captures wait.
  await expect(page.getByText(en.list.serverUnreachable, { exact: false })).toBeVisible();
  await expect(page.getByText(en.list.lastSynced.replace('{{when}}', ''), { exact: false })).toBeVisible();
  await app.list.add(badges[50]!.code);
  await expect(page.getByRole('region', { name: enCommon.notice.region }).getByText(/added to queue/)).toBeVisible();

  await app.expectAcrossReload(() => app.list.expectCount(before + 51));
  for (const b of badges.slice(51, 60)) await app.list.add(b.code);
  await app.list.expectCount(before + 60);

  // A note and a stage on one of them, still offline.
  const first = connectionId('acme', badges[0]!.code);
  await app.detail.open(first, 'notes');
  await app.detail.addNote('Wants 40 scanners, call Monday');
  await app.detail.open(first, 'stage');
  await app.detail.setStage('quoted', 'Sent the offer');
  await app.list.open({ synced: false });
  await app.list.expectWaiting(62);

  await server.start();
  await app.list.expectUpToDate(75_000);

  // A colleague with showAllConnections, on another device.
  const other = await browser.newContext();
  const robin = new App(await other.newPage(), server);
  await robin.loginAs('robin');
  await robin.list.open();
  // Robin sees the whole team's: the demo's 6 and these 60, each once.
  await robin.list.expectCount(6 + 60);
  await robin.detail.open(first, 'notes');
  await expect(robin.page.getByText('Wants 40 scanners, call Monday')).toBeVisible();
  await robin.detail.open(first, 'stage');
  await expect(robin.page.getByText('Sent the offer')).toBeVisible();
  await expect(robin.detail.currentStage('quoted')).toBeVisible();

  // Realtime: what Sam captures now shows on Robin's open list without a reload.
  await robin.list.open();
  await robin.list.expectCount(6 + 60);
  await app.list.add((await demoBadges(361, server.dataDir))[360]!.code);
  await robin.list.expectCount(6 + 61, 15_000);
  await other.close();
});
