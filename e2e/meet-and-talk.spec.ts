/**
 * Meet and talk between colleagues, each on a device of their own: times to meet, a meeting asked
 * for, moved and accepted, messages written offline and recalled. What one person does reaches
 * the other's open screen through the realtime socket and a pull, without a reload.
 *
 * The shared server lives for the whole run; times depend on the run's repetition so a repeated
 * test (--repeat-each, a retry) asks for times that are still free.
 */
import type { Browser } from '@playwright/test';
import { App, DEMO_USERS, expect, test, type DemoUser } from './fixtures';
import type { ServerRef } from './page-models/app';
import enAgenda from '../locales/en/agenda.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { containing } from './page-models/agenda';

const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

/** This run of a test: 0 the first time, then one more per repetition or retry. */
const run = () => test.info().repeatEachIndex * (test.info().project.retries + 1) + test.info().retry;
/** 'HH:mm' of a whole hour. */
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const unique = () => crypto.randomUUID().slice(0, 8);

/** A person logged in on a device (a browser context) of their own. */
async function device(browser: Browser, server: ServerRef, user: DemoUser, options: { phone?: boolean } = {}): Promise<App> {
  const app = new App(await browser.newContext(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}).then((c) => c.newPage()), server);
  await app.loginAs(user);
  return app;
}

test('a time to meet is listed, kept across a reload, and one overlapping it is refused', async ({ app }) => {
  await app.loginAs('sam');
  // Everything the server holds is on the device (the list says when), so the count is Sam's all.
  await app.list.open();
  await app.agenda.openAvailability();
  const days = await app.agenda.availabilityDays();
  // The show's last day, from nine (an hour later at each repetition).
  const day = days[days.length - 1]!;
  const from = 9 + (run() % 8);
  const range = await app.agenda.timeRange(hour(from), hour(from + 1));
  const before = await app.agenda.timeslots.count();

  await app.agenda.addTimeslot({ day, from: hour(from), until: hour(from + 1) });
  const slot = app.agenda.timeslot(range);
  await expect(slot).toBeVisible();
  await expect(app.agenda.timeslots).toHaveCount(before + 1);
  // Sent to the server (no longer marked as waiting).
  await expect(slot.getByText(enAgenda.sync.pending, { exact: true })).toHaveCount(0);

  // Half an hour into it: refused with its reason, nothing added.
  await app.agenda.addTimeslot({ day, from: `${hour(from).slice(0, 2)}:30`, until: hour(from + 2) });
  await expect(app.agenda.availabilityError).toHaveText(enAgenda.reason.timeslot.overlap);
  await expect(app.agenda.timeslot(await app.agenda.timeRange(`${hour(from).slice(0, 2)}:30`, hour(from + 2)))).toHaveCount(0);
  await expect(app.agenda.timeslots).toHaveCount(before + 1);

  await app.expectAcrossReload(async () => {
    await expect(app.agenda.timeslot(range)).toBeVisible();
    await expect(app.agenda.timeslots).toHaveCount(before + 1);
  });
});

test("the meeting request shows a colleague's free times; choosing one fills in the day and start", async ({ browser, server }) => {
  const robin = await device(browser, server, 'robin');
  const sam = await device(browser, server, 'sam');
  // Robin offers an hour at the booth, early on a day away from the other tests' meetings.
  await robin.agenda.openAvailability();
  const days = await robin.agenda.availabilityDays();
  const day = days[days.length - 3]!;
  const from = 8 + (run() % 3);
  const range = await robin.agenda.timeRange(hour(from), hour(from + 1));
  await robin.agenda.addTimeslot({ day, from: hour(from), until: hour(from + 1) });
  await expect(robin.agenda.timeslot(range)).toBeVisible();
  await expect(robin.agenda.timeslot(range).getByText(enAgenda.sync.pending, { exact: true })).toHaveCount(0);

  // Sam asks Robin: Robin's free times show as Robin is chosen.
  await sam.agenda.open();
  await sam.page.getByRole('button', { name: enAgenda.request.open, exact: true }).click();
  const dialog = sam.page.getByRole('dialog', { name: enAgenda.request.title, exact: true });
  await dialog.getByRole('checkbox', { name: DEMO_USERS.robin.name, exact: true }).check();
  const free = dialog.getByRole('region', { name: fill(enAgenda.request.freeTimes.title, { name: DEMO_USERS.robin.name }), exact: true });
  const slot = free.getByRole('button', { name: containing(range) });
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(dialog.getByRole('combobox', { name: enAgenda.availability.day, exact: true })).toHaveValue(day);
  await expect(dialog.getByLabel(enAgenda.request.start, { exact: true })).toHaveValue(hour(from));
  await dialog.getByRole('button', { name: enCommon.action.cancel, exact: true }).click();

  await sam.page.context().close();
  await robin.page.context().close();
});

test('a meeting asked for, moved to another time and accepted shows on both devices; the invited one is notified', async ({ browser, server }) => {
  const sam = await device(browser, server, 'sam');
  const robin = await device(browser, server, 'robin');
  // Robin's device holds all Robin's notifications so far (the list says when it is up to date).
  await robin.list.open();
  await robin.agenda.open();
  const notifiedBefore = await robin.notifications.unread();
  await sam.agenda.open();

  const subject = `Scanner demo ${unique()}`;
  // In the afternoon of the show's last day (in the desktop's week; other specs book Robin's
  // mornings), two hours later or a day earlier at each repetition: the time accepted is free (no
  // double booking).
  const asked = 12 + (run() % 3) * 2;
  const moved = asked + 1;
  const { id, day } = await sam.agenda.askForMeeting({ subject, with: DEMO_USERS.robin.name, day: -1 - (Math.floor(run() / 3) % 5), start: hour(asked), minutes: 30 });
  const askedRange = await sam.agenda.timeRange(hour(asked), `${hour(asked).slice(0, 2)}:30`);
  await expect(sam.agenda.state(subject)).toHaveText(enAgenda.meeting.state.invited);
  await sam.agenda.expectEntry(subject, askedRange, 'invited');

  // Robin's open agenda shows the request (the realtime update, no reload), and the bell counts it.
  await robin.agenda.expectEntry(subject, askedRange, 'invited');
  await expect.poll(() => robin.notifications.unread()).toBeGreaterThan(notifiedBefore);
  await robin.agenda.openMeeting(subject);
  // Another time: only days still to come are offered (the show began yesterday).
  await robin.agenda.detail(subject).getByRole('button', { name: enAgenda.meeting.action.propose, exact: true }).click();
  const today = new Date().toISOString().slice(0, 10);
  const offered = await robin.agenda.dayOptions(robin.agenda.proposeForm(subject));
  expect(offered[0]).toBe(today);
  await robin.agenda.proposeForm(subject).getByRole('button', { name: enCommon.action.cancel, exact: true }).click();
  // With a message, which goes with the proposal.
  const note = `The hall is quieter then. ${unique()}`;
  await robin.agenda.proposeTime(subject, { start: hour(moved), minutes: 30, message: note });
  await expect(robin.agenda.proposal(subject, DEMO_USERS.robin.name)).toBeVisible();

  // Sam's open meeting shows the proposal and its message; Sam accepts it.
  await expect(sam.agenda.proposal(subject, DEMO_USERS.robin.name)).toBeVisible();
  await expect(sam.agenda.historyLine(subject, note)).toContainText(DEMO_USERS.robin.name);
  await sam.agenda.acceptNewTimeButton(subject).click();

  const when = await sam.agenda.meetingTime(day, hour(moved), `${hour(moved).slice(0, 2)}:30`);
  const movedRange = await sam.agenda.timeRange(hour(moved), `${hour(moved).slice(0, 2)}:30`);
  for (const app of [sam, robin]) {
    await expect(app.agenda.when(subject)).toHaveText(when);
    await expect(app.agenda.state(subject)).toHaveText(enAgenda.meeting.state.accepted);
    await app.agenda.expectEntry(subject, movedRange, 'accepted');
    await expect(app.agenda.proposal(subject, DEMO_USERS.robin.name)).toHaveCount(0);
  }
  await robin.expectAcrossReload(async () => {
    await robin.agenda.expectEntry(subject, movedRange, 'accepted');
    await expect(robin.agenda.when(subject)).toHaveText(when);
  });
  // The list names whom the meeting is with: the other person, not the one looking at it.
  await robin.page.getByRole('button', { name: enAgenda.agenda.view.list, exact: true }).click();
  await expect(robin.agenda.meeting(subject)).toContainText(DEMO_USERS.sam.name);
  await expect(robin.agenda.meeting(subject)).not.toContainText(DEMO_USERS.robin.name);

  // Robin was told: the request, and the accepted new time; Sam: the other time Robin proposed.
  await robin.notifications.open();
  await expect(robin.notifications.item('invited', subject)).toBeVisible();
  await expect(robin.notifications.item('timeAccepted', subject)).toBeVisible();
  await expect.poll(() => robin.notifications.unread()).toBeGreaterThanOrEqual(notifiedBefore + 2);
  await sam.notifications.open();
  await expect(sam.notifications.item('timeProposed', subject)).toBeVisible();
  await expect(sam.notifications.item('invited', subject)).toHaveCount(0);

  // The meeting's conversation says which time was proposed and accepted, not just that one was.
  await sam.messages.open(id);
  const proposedLine = sam.messages.thread.getByRole('listitem').filter({ hasText: fill(enAgenda.line.timeProposed, { name: DEMO_USERS.robin.name, time: '' }).trim() });
  await expect(proposedLine).toContainText(movedRange);
  await expect(sam.messages.thread.getByRole('listitem').filter({ hasText: fill(enAgenda.line.timeAccepted, { name: DEMO_USERS.sam.name, time: '' }).trim() })).toContainText(movedRange);
  await expect(sam.messages.bubbles(note)).toHaveCount(1);

  await sam.page.context().close();
  await robin.page.context().close();
});

test('a message written offline is marked not sent, then delivered once when back online', async ({ browser, server }) => {
  const robin = await device(browser, server, 'robin');
  const sam = await device(browser, server, 'sam');
  const subject = `Booth shifts ${unique()}`;
  const first = `Can you take the booth at three? ${unique()}`;
  const offline = `Written offline: I am at the entrance. ${unique()}`;

  await robin.messages.open();
  await robin.messages.newMessage({ to: DEMO_USERS.sam.name, subject, body: first });
  await expect(robin.messages.bubbles(first)).toHaveCount(1);
  await expect(robin.messages.pending(first)).toHaveCount(0);

  await sam.messages.open();
  await sam.messages.openConversation(subject);
  await expect(sam.messages.bubbles(first)).toHaveCount(1);

  // Robin's phone loses the network: the message waits on the device.
  await robin.waitForServiceWorker();
  await expect(robin.messages.thread).toBeVisible();
  await robin.page.context().setOffline(true);
  await robin.messages.send(offline);
  await expect(robin.messages.pending(offline)).toBeVisible();

  await robin.page.context().setOffline(false);
  await expect(robin.messages.pending(offline)).toHaveCount(0);
  // Sam's open conversation shows it, once; so do both after a reload.
  await expect(sam.messages.bubbles(offline)).toHaveCount(1);
  await sam.expectAcrossReload(() => expect(sam.messages.bubbles(offline)).toHaveCount(1));
  await robin.expectAcrossReload(() => expect(robin.messages.bubbles(offline)).toHaveCount(1));
  await expect(sam.messages.bubbles(first)).toHaveCount(1);

  await sam.page.context().close();
  await robin.page.context().close();
});

test("a recalled message leaves the colleague's open conversation", async ({ browser, server }) => {
  const sam = await device(browser, server, 'sam');
  const robin = await device(browser, server, 'robin');
  const subject = `Wrong chat ${unique()}`;
  const text = `The price list is attached. ${unique()}`;

  await sam.messages.open();
  await sam.messages.newMessage({ to: DEMO_USERS.robin.name, subject, body: `Hello Robin ${unique()}` });
  await sam.messages.send(text);
  await expect(sam.messages.pending(text)).toHaveCount(0);

  await robin.messages.open();
  await robin.messages.openConversation(subject);
  await expect(robin.messages.bubbles(text)).toHaveCount(1);

  await sam.messages.recall(text);
  await expect(sam.messages.bubbles(text)).toHaveCount(0);
  await expect(sam.messages.recalledLines).toHaveCount(1);

  // Robin's open page: the line says it was recalled, and the text is gone (from the list too).
  await expect(robin.messages.recalledLines).toHaveCount(1);
  await expect(robin.page.getByText(text)).toHaveCount(0);
  await robin.expectAcrossReload(async () => {
    await expect(robin.messages.recalledLines).toHaveCount(1);
    await expect(robin.page.getByText(text)).toHaveCount(0);
  });

  await sam.page.context().close();
  await robin.page.context().close();
});

test('a conversation marked unread stays unread, on the phone and on the desktop; a long message does not widen the phone', async ({ browser, server }) => {
  const sam = await device(browser, server, 'sam');
  const robin = await device(browser, server, 'robin', { phone: true });
  const subject = `Booth cover for the afternoon while I meet a customer across the hall ${unique()}`;
  const long = `Hi Robin, can you cover the booth from two to three this afternoon? I have a customer meeting across the hall and will be back right after. ${unique()}`;

  await sam.messages.open();
  await sam.messages.newMessage({ to: DEMO_USERS.robin.name, subject, body: long });
  await expect(sam.messages.pending(long)).toHaveCount(0);

  // Robin's phone: the list stays as wide as the screen, the title and preview cut short.
  await robin.messages.open();
  await expect(robin.messages.unread(subject)).toBeVisible();
  const width = () => robin.page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);
  // Opened, it is read; marked unread (the last message is the other person's), it stays so.
  await robin.messages.openConversation(subject);
  await robin.messages.markUnread();
  await expect(robin.messages.unread(subject)).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
  await robin.expectAcrossReload(() => expect(robin.messages.unread(subject)).toBeVisible());
  // The server kept it: Robin's other device shows it unread too.
  const robinDesktop = await device(browser, server, 'robin');
  await robinDesktop.messages.open();
  await expect(robinDesktop.messages.unread(subject)).toBeVisible();

  // Sam's desktop, where the last message is Sam's own.
  await sam.messages.markUnread();
  await expect(sam.messages.unread(subject)).toBeVisible();
  await sam.expectAcrossReload(() => expect(sam.messages.unread(subject)).toBeVisible());

  for (const app of [sam, robin, robinDesktop]) await app.page.context().close();
});

test('a conversation archived, moved back and deleted leaves the inbox as asked; a deleted one comes back when someone writes', async ({ browser, server }) => {
  const sam = await device(browser, server, 'sam');
  const robin = await device(browser, server, 'robin');
  const subject = `Lunch rota ${unique()}`;
  await sam.messages.open();
  await sam.messages.newMessage({ to: DEMO_USERS.robin.name, subject, body: `Who takes the first shift? ${unique()}` });
  await expect(sam.messages.thread.getByText(enAgenda.sync.pending, { exact: true })).toHaveCount(0);

  await robin.messages.open();
  await robin.messages.openConversation(subject);
  // Archived: out of the inbox, in the archive, also after a reload.
  await robin.messages.archive();
  await robin.messages.open();
  await expect(robin.messages.conversation(subject)).toHaveCount(0);
  await robin.messages.showBox('archived');
  await expect(robin.messages.conversation(subject)).toBeVisible();
  await robin.page.reload();
  await robin.messages.showBox('archived');
  await expect(robin.messages.conversation(subject)).toBeVisible();
  // Moved back: in the inbox again, no longer in the archive.
  await robin.messages.openConversation(subject);
  await robin.messages.restore();
  await expect(robin.messages.conversation(subject)).toHaveCount(0);
  await robin.messages.showBox('private');
  await expect(robin.messages.conversation(subject)).toBeVisible();
  // Deleted: in neither box; Sam keeps the conversation.
  await robin.messages.openConversation(subject);
  await robin.messages.delete();
  await expect(robin.messages.conversation(subject)).toHaveCount(0);
  await robin.messages.showBox('archived');
  await expect(robin.messages.conversation(subject)).toHaveCount(0);
  await expect(sam.messages.thread).toBeVisible();

  // Sam writes again: it is back in Robin's inbox, on the open page.
  const again = `Never mind, I take it. ${unique()}`;
  await sam.messages.send(again);
  await robin.messages.showBox('private');
  await expect(robin.messages.conversation(subject)).toBeVisible();
  await robin.messages.openConversation(subject);
  await expect(robin.messages.bubbles(again)).toHaveCount(1);

  await sam.page.context().close();
  await robin.page.context().close();
});
