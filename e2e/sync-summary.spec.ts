/**
 * Connection sync results (SPEC section 5): scans captured offline that the server then flags
 * (no licence) or refuses (another event's badge, a code not on the visitor list) are summed up
 * once, calmly, on the list, with a link to those connections; dismissed, it stays away.
 */
import { createHash } from 'node:crypto';
import { expect, ownServer } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import { demoBadges } from './support/links';
import { expectAccessible } from './support/axe';
import { badgeCodeFromBytes, formatBadgeCode } from '../src/domain/badge';

const test = ownServer(4380);
const fill = (text: string, count: number) => text.replace('{{count}}', String(count));
// A visitor of the demo's other event (the autumn fair), as server/demo/seed.ts makes the codes.
const autumnVisitor = formatBadgeCode(badgeCodeFromBytes(createHash('sha256').update('autumn-fair#7').digest()));
const UNKNOWN = 'hzzzz-rzzzz-szzzz';

test('after going back online, one summary counts the scans without licence, of another event and not on the visitor list, and links to them', async ({ app, page, context, server }) => {
  // Offline, online, a reload and three syncs: two minutes.
  test.setTimeout(120_000);
  // Globex holds no scan licence.
  const [badge] = await demoBadges(1, server.dataDir);
  await app.loginAs('gina');
  await app.list.open();
  await app.waitForServiceWorker();
  await context.setOffline(true);
  for (const code of [badge!.code, UNKNOWN, autumnVisitor]) await app.list.add(code);
  await app.list.expectWaiting(3);
  const summary = page.getByRole('status').filter({ has: page.getByText(en.syncSummary.title, { exact: true }) });
  // Nothing is checked yet: nothing to sum up.
  await expect(summary).toHaveCount(0);

  await context.setOffline(false);
  await app.list.refresh();
  await app.list.expectUpToDate(20_000);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText([
    fill(en.syncSummary.noLicense_one, 1),
    fill(en.syncSummary.otherEvent_one, 1),
    fill(en.syncSummary.visitorNotFound_one, 1),
  ]);
  await expectAccessible(page, 'connection list with sync results');

  // The link shows those connections (all three here), under the "needs attention" filter.
  await summary.getByRole('link', { name: en.syncSummary.show }).click();
  await expect(page.getByRole('combobox', { name: en.list.filterSync })).toHaveValue('attention');
  await expect(app.list.rows).toHaveCount(3);
  await expect(app.list.row(UNKNOWN)).toBeVisible();
  await expect(app.list.row(autumnVisitor)).toBeVisible();

  // Dismissed, it stays away, also after a reload and a sync with nothing new.
  await summary.getByRole('button', { name: en.syncSummary.dismissLabel }).click();
  await expect(summary).toHaveCount(0);
  await app.list.open();
  await app.list.refresh();
  await app.list.expectUpToDate();
  await expect(summary).toHaveCount(0);

  // A new code the visitor list does not know brings it back, counting what is there now.
  await app.list.add('hzzzz-rzzzz-tzzzz');
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByText(fill(en.syncSummary.visitorNotFound_other, 2))).toBeVisible();
  await expect(summary.getByText(fill(en.syncSummary.noLicense_one, 1))).toBeVisible();
});
