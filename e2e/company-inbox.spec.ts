/**
 * The company inbox (Messages, staff mode): a visitor who booked a meeting on Acme's booking page
 * writes on the meeting's page; the booking is the company's, so Alex (administrator, not one of
 * the meeting's members) finds it in the company inbox, not in his own, reads the message and
 * answers; the visitor sees the answer on her page. The booking is made for this test alone.
 */
import { expect, test } from './fixtures';
import { bookedMeeting } from './support/booking';
import { acceptTerms } from './support/people';
import { mintLink } from './support/links';
import { expectAccessible } from './support/axe';
import publicTexts from '../locales/en/public.json' with { type: 'json' };

test('a visitor writes to the company; Alex answers from the company inbox, and she sees the answer', async ({ app, browser, server }) => {
  test.slow();
  const booking = await bookedMeeting(server, { name: 'Ines Besuch', email: `ines-${Date.now()}@example.org` });

  // The visitor writes on her meeting's page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(booking.visitorPage);
  const thread = visitor.getByRole('region', { name: publicTexts.thread.title });
  const question = 'Can you bring the brochure about the scanner to our meeting?';
  await thread.getByLabel(publicTexts.thread.reply).fill(question);
  await thread.getByRole('button', { name: publicTexts.thread.send }).click();
  await expect(visitor.getByText(publicTexts.thread.sent)).toBeVisible();

  // Alex (administrator) in staff mode: the meeting is in the company inbox, not his own.
  const link = await mintLink('staff', 'acme-alex', {}, server.dataDir);
  await acceptTerms(server, link);
  await app.goto(link);
  await expect(app.accountName('Alex Morgan')).toBeVisible({ timeout: 30_000 });
  await app.messages.open();
  await app.messages.showBox('company');
  await expect(app.messages.conversation(booking.subject)).toBeVisible({ timeout: 20_000 });
  await app.messages.showBox('private');
  await expect(app.messages.conversation(booking.subject)).toHaveCount(0);
  await app.messages.showBox('company');
  await app.messages.openConversation(booking.subject);
  await expect(app.messages.bubbles(question)).toHaveCount(1);
  await expectAccessible(app.page, 'company inbox');
  const answer = 'Yes, Bo will have it at the booth for you.';
  await app.messages.send(answer);
  // Sent: no longer waiting on the device.
  await expect(app.messages.pending(answer)).toHaveCount(0, { timeout: 20_000 });

  // The visitor sees the answer on her page, from Alex.
  await visitor.reload();
  const line = thread.getByRole('listitem').filter({ hasText: answer });
  await expect(line).toBeVisible();
  await expect(line).toContainText('Alex Morgan');
  await visitorContext.close();
});
