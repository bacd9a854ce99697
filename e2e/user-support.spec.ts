/**
 * User support: a phone with unsent leads (offline) saves a diagnostic backup; a second phone,
 * logged in to the same exhibitor, restores it; the server holds each lead once, and still once
 * after the first phone comes back online and syncs. Restoring the same file again sends nothing.
 * A damaged file is refused and changes nothing.
 */
import type { Browser } from '@playwright/test';
import { App, connectionId, expect, test } from './fixtures';
import type { ServerRef } from './page-models/app';
import { demoBadges, organiserToken } from './support/links';
import { pdf } from './page-models/tasks';
import { expectAccessible } from './support/axe';
import enSupport from '../locales/en/support.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

const NOTE = 'Wants a quote for 40 stands — call on Monday';

/** The session token a page keeps (raw IndexedDB: the test does not load the app's code). */
function tokenOf(app: App): Promise<string> {
  return app.page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('leadstand');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('sessions').objectStore('sessions').getAll();
          all.onsuccess = () => resolve((all.result as Array<{ token: string }>)[0]!.token);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** What the server holds for these connections, as the person's own pull says. */
async function onServer(server: ServerRef, token: string, ids: string[]) {
  const rows = { connections: [] as Array<{ id: string }>, scans: [] as Array<{ connectionId: string }>, notes: [] as Array<{ connectionId: string; text: string }> };
  let cookie: string | null = null;
  for (;;) {
    const res = await fetch(`${server.url}/api/sync/pull${cookie ? `?cookie=${encodeURIComponent(cookie)}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as typeof rows & { cookie: string; more: boolean };
    rows.connections.push(...page.connections);
    rows.scans.push(...page.scans);
    rows.notes.push(...page.notes);
    if (!page.more) break;
    cookie = page.cookie;
  }
  return ids.map((id) => ({
    connections: rows.connections.filter((c) => c.id === id).length,
    scans: rows.scans.filter((s) => s.connectionId === id).length,
    notes: rows.notes.filter((n) => n.connectionId === id && n.text === NOTE).length,
  }));
}

async function secondPhone(browser: Browser, server: ServerRef): Promise<App> {
  const context = await browser.newContext(PHONE);
  return new App(await context.newPage(), server);
}

test('a broken phone’s unsent leads reach the server exactly once through its diagnostic backup', async ({ app, page, context, browser, server }) => {
  test.setTimeout(180_000);
  const badges = (await demoBadges(1703, server.dataDir)).slice(1700);
  const ids = badges.map((b) => connectionId('acme', b.code));

  // Sam's phone, offline at the booth: three scans and a note wait on the device.
  await app.loginAs('sam');
  await app.list.open();
  await app.waitForServiceWorker();
  await context.setOffline(true);
  for (const b of badges) await app.list.add(b.code);
  await app.list.expectWaiting(3);
  await app.list.row(badges[0]!.code).or(app.list.row(badges[0]!.name)).first().click();
  await app.detail.openTab('notes');
  await app.detail.addNote(NOTE);

  // The support screen says what has not been sent, and saves the backup.
  await app.support.openFromMenu();
  await expect(app.support.unsentNotice(4)).toBeVisible();
  await expectAccessible(page, 'user support (phone)');
  await app.support.openBackup();
  await expect(app.support.backupDialog.getByText(enSupport.backup.writes_other.replace('{{count}}', '4'))).toBeVisible();
  await expectAccessible(page, 'diagnostic backup dialog (phone)');
  const file = await app.support.saveBackup();
  expect(file.name).toMatch(/^leadstand-backup-demo-expo-[\d-]+\.json$/);
  expect(file.text).not.toContain(await tokenOf(app));
  const backup = JSON.parse(file.text) as { events: Array<{ eventId: string; outbox: Array<{ name: string }> }> };
  expect(backup.events.find((e) => e.eventId === 'demo-expo')!.outbox.map((e) => e.name)).toEqual(['captureConnection', 'captureConnection', 'captureConnection', 'addNote']);
  await app.support.backupDialog.getByRole('button', { name: enCommon.action.close }).click();

  // The phone breaks. Sam logs in on another phone and restores the file.
  const other = await secondPhone(browser, server);
  await other.loginAs('sam');
  await other.support.open();
  await expect(other.support.unsentNotice(0)).toBeVisible();
  await other.support.openRestore();
  // A damaged file is refused and changes nothing.
  await other.support.chooseFile({ name: 'leadstand-backup-broken.json', mimeType: 'application/json', buffer: Buffer.from(file.text.slice(0, 200)) });
  await expect(other.support.restoreDialog.getByRole('alert')).toHaveText(enSupport.restore.error.unreadable);
  await other.support.chooseFile(file.path);
  const dialog = other.support.restoreDialog;
  await expect(dialog.getByText(enSupport.restore.kind.captureConnection_other.replace('{{count}}', '3'))).toBeVisible();
  await expect(dialog.getByText(enSupport.restore.kind.addNote_one.replace('{{count}}', '1'))).toBeVisible();
  await expect(dialog.getByText('Sam Visser')).toBeVisible();
  await expectAccessible(other.page, 'restore confirmation (phone)');
  await other.support.sendButton(4).click();
  await expect(other.support.reportDialog).toBeVisible({ timeout: 30_000 });
  await expect(other.support.reportFigure('sent')).toHaveText('4');
  await expect(other.support.reportFigure('already')).toHaveText('0');
  await expect(other.support.reportFigure('refused')).toHaveText('0');
  await expectAccessible(other.page, 'restore report (phone)');
  await other.support.reportDialog.getByRole('button', { name: enCommon.action.close }).click();
  const token = await tokenOf(other);
  expect(await onServer(server, token, ids)).toEqual([
    { connections: 1, scans: 1, notes: 1 },
    { connections: 1, scans: 1, notes: 0 },
    { connections: 1, scans: 1, notes: 0 },
  ]);
  // The restored leads show on the new phone.
  await other.list.open();
  for (const b of badges) await expect(other.list.row(b.code).or(other.list.row(b.name)).first()).toBeVisible();

  // Restoring the same file again sends nothing.
  await other.support.open();
  await other.support.openRestore();
  await other.support.chooseFile(file.path);
  await other.support.sendButton(4).click();
  await expect(other.support.reportFigure('sent')).toHaveText('0', { timeout: 30_000 });
  await expect(other.support.reportFigure('already')).toHaveText('4');
  await expect(other.support.reportDialog.getByText(enSupport.report.leadNothing)).toBeVisible();

  // The old phone comes back online and syncs: its writes are answered as already applied.
  await context.setOffline(false);
  await app.list.open({ synced: false });
  await app.list.expectUpToDate(30_000);
  for (const b of badges) await expect(app.list.row(b.code).or(app.list.row(b.name)).first()).toBeVisible();
  await app.support.open();
  await expect(app.support.unsentNotice(0)).toBeVisible();
  expect(await onServer(server, token, ids)).toEqual([
    { connections: 1, scans: 1, notes: 1 },
    { connections: 1, scans: 1, notes: 0 },
    { connections: 1, scans: 1, notes: 0 },
  ]);
});

test('a task document chosen offline travels in the backup and is attached once, also after the first phone comes back', async ({ app, context, browser, server }) => {
  test.setTimeout(120_000);
  const title = `Stand insurance ${Date.now().toString(36)}`;
  const organiser = await organiserToken(server.dataDir);
  const made = await fetch(`${organiser.url}/api/organiser/events/demo-expo/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, mandate: 'required' }),
  });
  expect(made.status).toBe(201);
  const taskId = ((await made.json()) as { id: string }).id;
  const documents = async (token: string) => {
    const res = await fetch(`${server.url}/api/tasks`, { headers: { authorization: `Bearer ${token}` } });
    const list = (await res.json()) as { tasks: Array<{ id: string; documents: Array<{ name: string }> }> };
    return list.tasks.find((t) => t.id === taskId)!.documents.map((d) => d.name);
  };

  // Alex's phone, offline: a PDF for the task waits on the device, and is in the backup.
  await app.loginAs('alex');
  await app.tasks.open();
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await app.tasks.upload(title, pdf('insurance.pdf'));
  await expect(app.tasks.waiting(title)).toBeVisible();
  await app.support.openFromMenu();
  await expect(app.support.documentsNotice(1)).toBeVisible();
  await app.support.openBackup();
  await expect(app.support.backupDialog.getByText(enSupport.backup.taskDocuments_one.replace('{{count}}', '1'))).toBeVisible();
  const file = await app.support.saveBackup();
  await app.support.backupDialog.getByRole('button', { name: enCommon.action.close }).click();

  // Another phone restores it: the document joins its uploads and is attached to the task.
  const other = await secondPhone(browser, server);
  await other.loginAs('alex');
  await other.support.open();
  await other.support.openRestore();
  await other.support.chooseFile(file.path);
  await expect(other.support.confirmFigure('taskDocuments')).toHaveText('1');
  await other.support.restoreDocumentsButton(1).click();
  await expect(other.support.reportFigure('taskDocuments')).toHaveText('1', { timeout: 30_000 });
  await expect(other.support.reportDialog.getByText(enSupport.report.taskDocumentsHint)).toBeVisible();
  await expectAccessible(other.page, 'restore report with a task document (phone)');
  await other.support.reportDialog.getByRole('button', { name: enCommon.action.close }).click();
  const token = await tokenOf(other);
  await expect.poll(() => documents(token), { timeout: 30_000 }).toEqual(['insurance.pdf']);

  // The first phone comes back online: it attaches the same document under the same key, once.
  await context.setOffline(false);
  await app.tasks.open();
  await expect(app.tasks.document(title, 'insurance.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(app.tasks.waiting(title)).toHaveCount(0);
  expect(await documents(token)).toEqual(['insurance.pdf']);
});

test('the support screen is for phones: a desktop goes to the dashboard', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const desktop = new App(await context.newPage(), server);
  await desktop.loginAs('sam');
  await desktop.goto('/user-support');
  await expect(desktop.page).toHaveURL(/\/dashboard/);
  await context.close();
});
