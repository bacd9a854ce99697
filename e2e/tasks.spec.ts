/**
 * Tasks (#17): the organiser defines a required task; the exhibitor's administrator adds a PDF
 * while offline (it waits on the device, across a reload), it uploads and is attached once back
 * online, and is submitted; the organiser rejects it with a comment, the exhibitor reads the
 * comment, adds another document and submits again; the organiser approves and the task shows
 * completed. The rejection reaches the exhibitor as a notification; the due time names its zone in
 * the console and the app (this browser's zone is not the event's). axe-core checks both screens at
 * desktop and phone size. (With the conversations off: tasks-without-conversations.spec.ts.)
 */
import { expectAccessible } from './support/axe';
import { App, expect, test } from './fixtures';
import { organiserLink, pathOf } from './support/links';
import { pdf } from './page-models/tasks';
import en from '../locales/en/tasks.json' with { type: 'json' };
import enOrganiser from '../locales/en/organiser.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** 'YYYY-MM-DDTHH:mm' some days ahead, as a datetime-local field takes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11) + '17:00';
}

test('a required task: uploaded offline, attached once online, rejected with a comment, uploaded again and approved', async ({ app, page, context, browser, server }) => {
  const title = `Stand safety plan ${Date.now().toString(36)}`;
  const comment = 'The plan lacks the emergency exits. Please mark them and upload it again.';

  // The organiser, on a laptop of their own.
  const organiser = new App(await browser.newContext().then((c) => c.newPage()), server);
  await organiser.goto(pathOf(await organiserLink()));
  await expect(organiser.page.getByRole('link', { name: 'Demo Expo' })).toBeVisible();
  await organiser.goto('/organiser/events/demo-expo');
  await organiser.page.getByRole('navigation', { name: enOrganiser.tabs.label }).getByRole('link', { name: enOrganiser.tabs.tasks }).click();
  await expect(organiser.page.getByRole('heading', { level: 2, name: enOrganiser.tasks.review.title })).toBeVisible();
  // Bad input is told field by field and stores nothing.
  await organiser.organiserTasks.form.getByRole('button', { name: enOrganiser.tasks.add }).click();
  await expect(organiser.organiserTasks.form.getByText(en.error.titleRequired)).toBeVisible();
  await organiser.organiserTasks.define({ title, description: 'Your stand plan with escape routes and fire extinguishers, as a PDF.', mandate: 'required', due: daysAhead(10) });
  await expect(organiser.organiserTasks.row(title)).toContainText(en.mandate.required);
  await expect(organiser.organiserTasks.row(title)).toContainText(enOrganiser.tasks.audience.all);
  // The console shows the due time in the event's zone (Amsterdam), and names it: this browser runs on UTC.
  await expect(organiser.organiserTasks.row(title)).toContainText(/\d:\d{2}\s[AP]M\sGMT\+1/);
  await expectAccessible(organiser.page, 'organiser tasks');

  // The exhibitor's administrator sees it to do, with the demo's tasks in their categories.
  await app.loginAs('alex');
  await app.tasks.open();
  await expect(app.tasks.category('overdue').getByRole('article', { name: 'Liability insurance certificate' })).toBeVisible();
  await expect(app.tasks.category('inReview').getByRole('article', { name: 'Electricity and water order' })).toBeVisible();
  await expect(app.tasks.category('completed').getByRole('article', { name: 'Team badge names' })).toBeVisible();
  const task = app.tasks.task(title);
  await expect(app.tasks.category('todo').getByRole('article', { name: title })).toBeVisible();
  await expect(task.getByText(en.mandate.required, { exact: true })).toBeVisible();
  await expect(app.tasks.submitButton(title)).toBeDisabled();
  await expect(task.getByText(en.submitNeedsDocument)).toBeVisible();
  // The app shows it in this device's zone (UTC), and says so: the same time, not another one.
  await expect(task).toContainText(/\d:\d{2}\s[AP]M\sUTC/);
  // A file the server would refuse is refused on the device at once.
  await app.tasks.upload(title, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await expect(task.getByRole('alert')).toHaveText(en.error.upload.type);
  await expectAccessible(page, 'tasks, desktop');

  // Offline: the PDF waits on the device, and still does after a reload.
  await app.waitForServiceWorker();
  await context.setOffline(true);
  try {
    await app.tasks.upload(title, pdf('safety-plan.pdf'));
    await expect(app.tasks.waiting(title)).toBeVisible();
    await expect(task.getByText('safety-plan.pdf')).toBeVisible();
    await expect(task.getByText(en.submitOffline)).toBeVisible();
    await page.reload();
    await expect(app.tasks.heading).toBeVisible();
    await expect(app.tasks.waiting(title)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online it uploads and is attached by itself.
  await expect(app.tasks.document(title, 'safety-plan.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(app.tasks.waiting(title)).toHaveCount(0);
  await expect(app.tasks.state(title, 'inProgress')).toBeVisible();
  await app.tasks.submit(title);
  await expect(app.tasks.category('inReview').getByRole('article', { name: title })).toBeVisible();
  await expect(task.getByLabel(new RegExp(en.upload.choose))).toHaveCount(0);

  // The organiser rejects it: a comment is required.
  await organiser.organiserTasks.open('demo-expo');
  await expect(organiser.organiserTasks.submission(title, 'Acme').getByRole('button', { name: 'Open safety-plan.pdf' })).toBeVisible();
  const download = organiser.page.waitForEvent('download');
  await organiser.organiserTasks.submission(title, 'Acme').getByRole('button', { name: 'Open safety-plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('safety-plan.pdf');
  const dialog = await organiser.organiserTasks.startRejecting(title, 'Acme');
  await dialog.getByRole('button', { name: enOrganiser.tasks.review.reject }).click();
  await expect(dialog.getByText(en.error.commentRequired)).toBeVisible();
  await expectAccessible(organiser.page, 'organiser tasks, reject dialog');
  await dialog.getByRole('button', { name: enCommon.action.cancel }).click();
  await organiser.organiserTasks.reject(title, 'Acme', comment);

  // The exhibitor is told: a notification (the mail: server/tasks/tasks.test.ts) opens the tasks.
  await app.notifications.open();
  const told = app.notifications.item('taskRejected', title);
  await expect(told).toBeVisible({ timeout: 20_000 });
  await told.getByRole('link').click();
  await expect(app.tasks.heading).toBeVisible();

  // The exhibitor reads why, adds a second document and submits again.
  await app.tasks.open();
  await expect(task.getByText(comment)).toBeVisible();
  await expect(app.tasks.state(title, 'inProgress')).toBeVisible();
  await app.tasks.upload(title, pdf('safety-plan-v2.pdf'));
  await expect(app.tasks.document(title, 'safety-plan-v2.pdf')).toBeVisible({ timeout: 30_000 });
  await app.tasks.submit(title);

  // The organiser approves; the exhibitor sees it completed.
  await organiser.organiserTasks.open('demo-expo');
  await organiser.organiserTasks.approve(title, 'Acme');
  await expect(organiser.organiserTasks.row(title)).toContainText(/1 of \d+ completed/);
  await app.tasks.open();
  await app.expectAcrossReload(async () => {
    await expect(app.tasks.category('completed').getByRole('article', { name: title })).toBeVisible();
    await expect(app.tasks.state(title, 'completed')).toBeVisible();
    await expect(app.tasks.submitButton(title)).toHaveCount(0);
  });
  await organiser.page.context().close();
});

test('the tasks screen and the console tab pass axe on a phone', async ({ browser, server }) => {
  const phone = new App(await browser.newContext(PHONE).then((c) => c.newPage()), server);
  await phone.loginAs('alex');
  await phone.tasks.open();
  await expect(phone.tasks.task('Liability insurance certificate')).toBeVisible();
  await expectAccessible(phone.page, 'tasks, phone');
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), 'tasks scroll sideways').toBeLessThanOrEqual(PHONE.viewport.width);
  await phone.goto(pathOf(await organiserLink()));
  await expect(phone.page.getByRole('link', { name: 'Demo Expo' })).toBeVisible();
  await phone.organiserTasks.open('demo-expo');
  await expectAccessible(phone.page, 'organiser tasks, phone');
  await phone.page.context().close();
});
