/**
 * A visitor books a meeting on the exhibitor's public booking page, without the app: the staff
 * member's free time is offered, the visitor confirms by the mailed link, the request arrives in
 * the app as a notification, the staff member proposes another time, the visitor takes it by the
 * link in the mail (the proposal's message on her page), and both see the agreed meeting; the app's
 * .ics of it reads in ical.js. The page she landed on after confirming then says it is agreed.
 */
import fs from 'node:fs';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { waitForMail } from './support/mail';
import { expectAccessible } from './support/axe';
import agenda from '../locales/en/agenda.json' with { type: 'json' };
import publicTexts from '../locales/en/public.json' with { type: 'json' };
import messages from '../locales/en/messages.json' with { type: 'json' };
import mailTexts from '../locales/en/mail.json' with { type: 'json' };

// The show's last day (it runs until six days on), away from the other specs' meetings.
const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00.000Z`).toISOString();
const visitorEmail = `booker-${Date.now()}@example.org`;

test('a visitor books a free time on the booking page, and agrees another time the staff member proposes', async ({ app, browser, server }) => {
  test.slow();
  const page = app.page;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Robin offers two hours at the booth (times shown and entered in the browser's zone: UTC here).
  await app.loginAs('robin');
  await app.goto('/agenda/settings/onsitemeetingavailability');
  await page.getByLabel(agenda.availability.day).selectOption(day);
  await page.getByLabel(agenda.availability.from, { exact: true }).fill('09:00');
  await page.getByLabel(agenda.availability.to, { exact: true }).fill('11:00');
  await page.getByRole('button', { name: agenda.availability.addButton, exact: true }).click();
  await expect(page.locator('.slot-row')).toHaveCount(1);
  // The device sends it: wait until it is no longer waiting.
  await expect(page.locator('.slot-row').getByText(agenda.sync.pending)).toHaveCount(0, { timeout: 15_000 });

  // The visitor, logged out in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const started = Date.now();
  await visitor.goto(`${server.url}/book/acme?lang=en`);
  await expect(visitor.getByRole('heading', { name: publicTexts.booking.title.replace('{{company}}', 'Acme') })).toBeVisible();
  await expectAccessible(visitor, 'booking page');
  // Nothing chosen, no address: refused, with each field saying why.
  await visitor.getByRole('button', { name: publicTexts.booking.submit }).click();
  await expect(visitor.getByText(publicTexts.booking.slotRequired)).toBeVisible();
  await expect(visitor.getByText(publicTexts.booking.nameRequired)).toBeVisible();
  await visitor.locator(`input[value="${at('09:00')}|onsite"]`).check();
  await visitor.getByLabel(publicTexts.booking.name).fill('Mia Gast');
  await visitor.getByLabel(publicTexts.booking.email).fill(visitorEmail);
  await visitor.getByRole('button', { name: publicTexts.booking.submit }).click();
  await expect(visitor.getByText(publicTexts.booking.checkMail.replace('{{email}}', visitorEmail))).toBeVisible();

  const confirmMail = await waitForMail(visitorEmail, started);
  await visitor.goto(/https?:\/\/\S+\/book\/confirm\/\S+/.exec(confirmMail.text)![0]);
  await visitor.getByRole('button', { name: publicTexts.booking.confirm }).click();
  await expect(visitor.getByText(publicTexts.booking.sent)).toBeVisible();
  // The page she lands on (and may keep open or bookmark).
  const landed = visitor.url();
  // The page does not live only in this tab: its link comes by mail at once.
  const sentMail = await waitForMail(visitorEmail, started, (m) => m.subject === mailTexts.meeting.requestSent.subject.replace('{{company}}', 'Acme'));
  expect(sentMail.text).toMatch(/\/m\/[A-Za-z0-9_-]+/);

  // The request reaches Robin's open app as a notification (through the socket, no reload).
  const bell = page.getByRole('link', { name: /unread notification/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const request = page.getByRole('link', { name: messages.notifications.type.invited.replace('{{subject}}', 'Meeting with Mia Gast') });
  // Robin may have other unread notifications (the bell shows at once): this one comes with the next pull.
  await expect(request).toBeVisible({ timeout: 20_000 });
  await request.click();
  await expect(page.getByRole('heading', { name: 'Meeting with Mia Gast' })).toBeVisible();

  // Robin proposes 10:00 instead.
  await page.getByRole('button', { name: agenda.meeting.action.propose }).click();
  const form = page.locator('.propose-form');
  await form.getByLabel(agenda.availability.day).selectOption(day);
  await form.getByLabel(agenda.request.start).fill('10:00');
  await form.getByLabel(agenda.request.duration).selectOption('30');
  const note = 'Ten works better: the demo scanner is free then.';
  await form.getByLabel(agenda.meeting.proposalMessage).fill(note);
  await form.getByRole('button', { name: agenda.meeting.action.sendProposal }).click();
  await expect(page.locator('.meeting-proposal')).toBeVisible();

  // The visitor takes the new time from the mail about it.
  const proposal = await waitForMail(visitorEmail, started, (m) => m.subject.startsWith('New time proposed'), 30_000);
  await visitor.goto(/https?:\/\/\S+\/m\/[A-Za-z0-9_-]+/.exec(proposal.text)![0] + '?lang=en');
  await expectAccessible(visitor, 'meeting page');
  // The message sent with the proposal is on her page too.
  await expect(visitor.getByText(note)).toBeVisible();
  await visitor.getByRole('button', { name: publicTexts.meeting.acceptTime }).click();
  await expect(visitor.getByText(publicTexts.meeting.done.acceptTime)).toBeVisible();
  await expect(visitor.getByText(publicTexts.meeting.state.accepted)).toBeVisible();
  // The answer's page keeps the messages, and offers no answer of the old time any more.
  await expect(visitor.getByRole('heading', { name: publicTexts.thread.title })).toBeVisible();
  await expect(visitor.getByRole('button', { name: publicTexts.meeting.acceptTime })).toHaveCount(0);

  // Robin's agenda shows it agreed at the new time, and its .ics says the same.
  await expect(page.locator('.meeting-state')).toHaveText(agenda.meeting.state.accepted, { timeout: 20_000 });
  await expect(page.getByText(/10:00\sAM–10:30\sAM/).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: agenda.meeting.action.ics }).click();
  const file = await (await download).path();
  const event = new ICAL.Component(ICAL.parse(fs.readFileSync(file, 'utf8'))).getFirstSubcomponent('vevent')!;
  expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(at('10:00'));
  expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');

  // The page she landed on after confirming no longer says it waits for an answer: it is agreed.
  await visitor.goto(landed);
  await expect(visitor.getByText(publicTexts.booking.agreed.split('{{time}}')[0]!.replace('{{company}}', 'Acme'))).toBeVisible();
  await expect(visitor.getByText(publicTexts.booking.sent)).toHaveCount(0);
  await visitorContext.close();
});
