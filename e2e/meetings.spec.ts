/**
 * Who met the lead first is kept: a colleague scanning the visitor again adds a meeting to the
 * connection's history; the first scanner, time and source stay.
 */
import { connectionId, expect, test } from './fixtures';
import { demoBadges } from './support/links';
import en from '../locales/en/connections.json' with { type: 'json' };

test("scanning a colleague's lead again keeps the first scan and adds the meeting to its history", async ({ app, page }) => {
  // The demo's first connection: Sam typed the code; nobody else has met the visitor yet.
  const badge = (await demoBadges(4))[3]!;
  await app.loginAs('robin');
  await app.list.open();
  await app.list.add(badge.code);
  await expect(page.getByText(/Already scanned on .* by Sam Visser\. Your meeting is added to its history\./)).toBeVisible();

  await app.detail.open(connectionId('acme', badge.code));
  const scanCard = page.getByRole('region', { name: en.detail.scan });
  const meetings = page.getByRole('list', { name: en.detail.meetings.replace('{{count}}', '2') });
  await app.expectAcrossReload(async () => {
    await expect(scanCard.getByText('Sam Visser', { exact: true })).toBeVisible();
    await expect(scanCard.getByText(en.source.manual, { exact: true })).toBeVisible();
    await expect(meetings.getByRole('listitem')).toHaveCount(2);
    await expect(meetings.getByRole('listitem').first()).toContainText('Sam Visser');
    await expect(meetings.getByRole('listitem').last()).toContainText('Robin Keller');
  });
  // Once synced, the server's history says the same.
  await app.list.open();
  await app.detail.open(connectionId('acme', badge.code));
  await expect(meetings.getByRole('listitem')).toHaveCount(2);
  await expect(scanCard.getByText('Sam Visser', { exact: true })).toBeVisible();
});
