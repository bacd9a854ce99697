/**
 * The visitor's own meeting page (/m/…), Propose another time: only the show's days still to come
 * are offered (the demo show began yesterday, in its zone Europe/Amsterdam), a time already past
 * is refused with what she wrote kept, and the message she writes goes with the proposal: on her
 * page and to the staff member she booked, in the app. The booking is made for this test alone.
 */
import { expect, test } from './fixtures';
import { bookedMeeting } from './support/booking';
import { expectAccessible } from './support/axe';
import publicTexts from '../locales/en/public.json' with { type: 'json' };

const ZONE = 'Europe/Amsterdam';
const dayIn = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));

test('a visitor proposes another time on her meeting page: days to come only, a past time refused, her message sent with it', async ({ app, browser, server }) => {
  test.slow();
  const booking = await bookedMeeting(server, { name: 'Lena Gast', email: `lena-${Date.now()}@example.org` }, 3);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(booking.visitorPage);
  await visitor.getByRole('link', { name: publicTexts.meeting.propose, exact: true }).click();
  const proposeForm = visitor.locator('form').filter({ has: visitor.getByRole('heading', { name: publicTexts.meeting.proposeTitle }) });
  await expect(proposeForm).toBeVisible();
  await expectAccessible(visitor, 'propose another time');

  // The days offered: today (in the show's zone) and after, not yesterday when the show began.
  const dayField = proposeForm.getByLabel(publicTexts.meeting.day);
  const offered = await dayField.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const today = dayIn(Date.now());
  expect(offered[0]).toBe(today);
  expect(offered).not.toContain(dayIn(Date.now() - 86_400_000));
  expect(offered.every((d) => d >= today)).toBe(true);

  // Midnight today has passed: refused, and the message she wrote is still there.
  const note = 'Could we meet a day later? I am at the congress that morning.';
  const message = proposeForm.getByLabel(publicTexts.meeting.proposalMessage);
  await dayField.selectOption(today);
  await proposeForm.getByLabel(publicTexts.meeting.start).fill('00:00');
  await message.fill(note);
  await proposeForm.getByRole('button', { name: publicTexts.meeting.sendProposal }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: publicTexts.meeting.pastTime })).toBeVisible();
  await expect(message).toHaveValue(note);

  // A day later at noon, with the message: sent, and the message is on her page.
  const later = dayIn(Date.parse(booking.startsAt) + 86_400_000);
  await dayField.selectOption(later);
  await proposeForm.getByLabel(publicTexts.meeting.start).fill('12:00');
  await proposeForm.getByRole('button', { name: publicTexts.meeting.sendProposal }).click();
  await expect(visitor.getByText(publicTexts.meeting.done.propose)).toBeVisible();
  await expect(visitor.getByText(publicTexts.meeting.proposedByYou.split('{{time}}')[0]!)).toBeVisible();
  await expect(visitor.getByRole('region', { name: publicTexts.thread.title }).getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await visitorContext.close();

  // The staff member she booked sees the proposal and her message in the meeting, in the app.
  await app.goto(booking.staff.link);
  await expect(app.accountName(`${booking.staff.firstName} ${booking.staff.lastName}`)).toBeVisible({ timeout: 30_000 });
  await app.goto(`/agenda/${booking.conversationId}`);
  await expect(app.page.locator('.meeting-proposal')).toBeVisible({ timeout: 20_000 });
  // What happened: her proposal's line, then her message.
  await expect(app.page.getByRole('listitem').filter({ hasText: `Lena Gast: ${note}` })).toBeVisible();
});
