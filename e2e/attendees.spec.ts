/**
 * The visitor list (/attendees): a staff member opens it, searches, filters by company and by
 * registration type, and sees "Ask for a meeting" on a visitor open to meeting requests (and not
 * on one who is not); visitors who did not choose to be public, and exhibitors' own people, are
 * never listed.
 *
 * The demo's visitors (server/demo/seed.ts, demoVisitor): visitor i is public unless its
 * visibility is 0, and contactable when it is 1; demoBadges lists them in that order.
 */
import { expect, test } from './fixtures';
import { demoBadges, type DemoBadge } from './support/links';
import en from '../locales/en/attendees.json' with { type: 'json' };

const visibility = (i: number) => (i + (Math.floor(i / 24) % 37)) % 3;
const isPublic = (i: number) => visibility(i) !== 0;
const isContactable = (i: number) => visibility(i) === 1;

let visitors: DemoBadge[];
test.beforeAll(async () => {
  visitors = await demoBadges(2000);
});

const userId = (i: number) => `demo-expo-v${String(i).padStart(4, '0')}`;

/**
 * A demo visitor matching `pick`, with everyone of the same name and company (the demo repeats
 * names: a search for name and company finds these and no one else), who all match `pick` too.
 */
function visitorWhere(pick: (i: number) => boolean): DemoBadge & { search: string; ids: string[] } {
  for (let i = 0; i < visitors.length; i++) {
    const v = visitors[i]!;
    const same = visitors.flatMap((w, j) => (w.name === v.name && w.company === v.company ? [j] : []));
    if (same.every(pick)) return { ...v, search: `${v.name} ${v.company}`, ids: same.map(userId) };
  }
  throw new Error('no such demo visitor');
}

test('a staff member searches the visitor list, filters it and may ask a contactable visitor for a meeting', async ({ app, page }) => {
  await app.loginAs('sam');
  const list = app.attendees;
  await list.open();
  await expect(list.count).toHaveText(/^[\d,]+ visitors$/);
  await expect(list.rows.first()).toBeVisible();

  // A search by name: the visitor, with the meeting link for someone open to it.
  const contactable = visitorWhere(isContactable);
  await list.searchFor(contactable.search);
  await expect(list.rows).toHaveCount(contactable.ids.length);
  await expect(list.row(contactable.name).first()).toContainText(contactable.company);
  const links = list.meetingLink(contactable.name);
  await expect(links).toHaveCount(contactable.ids.length);
  await expect(links.first()).toHaveText(en.row.askMeeting);
  // The form opens with the visitor (and their name, shown until the server has it).
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.map((h) => h.replace(/&name=[^&]*$/, '')).sort()).toEqual(contactable.ids.map((id) => `/agenda?with=${id}`).sort());
  expect(hrefs[0]).toContain(`&name=${encodeURIComponent(contactable.name)}`);

  // A public visitor who takes no meeting requests: listed, without the link.
  const publicOnly = visitorWhere((i) => isPublic(i) && !isContactable(i));
  await list.searchFor(publicOnly.search);
  await expect(list.rows).toHaveCount(publicOnly.ids.length);
  await expect(list.row(publicOnly.name).first()).toBeVisible();
  await expect(list.row(publicOnly.name).getByRole('link')).toHaveCount(0);
  // It says why there is no button.
  await expect(list.row(publicOnly.name).first()).toContainText(en.row.noRequests);

  // Filtered by company: only that company's visitors, counted against all.
  await list.searchFor('');
  await list.filterCompany(contactable.company);
  await expect(list.count).toHaveText(/^[\d,]+ of [\d,]+ visitors$/);
  const companies = await list.rows.allTextContents();
  expect(companies.length).toBeGreaterThan(3);
  for (const text of companies) expect(text).toContain(contactable.company);
  // With a search on top, Enter asks at once.
  await list.search.fill(contactable.name);
  await list.search.press('Enter');
  await list.settled();
  await expect(list.row(contactable.name)).toHaveCount(contactable.ids.length);
  await expect(list.meetingLink(contactable.name).first()).toBeVisible();

  // By registration type.
  await list.searchFor('');
  await list.filterCompany('');
  await list.filterRegistrationType(en.registrationType.press);
  const press = await list.rows.allTextContents();
  expect(press.length).toBeGreaterThan(3);
  for (const text of press) expect(text).toContain(en.registrationType.press);
  await list.filterRegistrationType(en.filter.allTypes);

  // Going to the meeting form.
  await list.searchFor(contactable.search);
  await list.meetingLink(contactable.name).first().click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?with=(${contactable.ids.join('|')})&name=`));
  // Back: the list as it was left, search included.
  await page.goBack();
  await expect(list.search).toHaveValue(contactable.search);
  await list.settled();
  await expect(list.rows).toHaveCount(contactable.ids.length);

  // A connection request: a message, sent; the row then says so.
  const row = list.row(contactable.name).first();
  await row.getByRole('button', { name: en.row.connectWith.replace('{{name}}', contactable.name) }).click();
  const dialog = page.getByRole('dialog', { name: en.connect.title.replace('{{name}}', contactable.name) });
  await dialog.getByLabel(en.connect.message).fill('We met at the demo corner');
  await dialog.getByRole('button', { name: en.connect.send }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(en.row.requested)).toBeVisible();
});

test('visitors who are not public, and exhibitors’ own people, are not listed', async ({ app }) => {
  await app.loginAs('robin');
  const list = app.attendees;
  await list.open();
  const hidden = visitorWhere((i) => !isPublic(i));
  await list.searchFor(hidden.search);
  await expect(list.noMatch).toBeVisible();
  await expect(list.row(hidden.name)).toHaveCount(0);
  // The whole team is public and contactable in the demo, but a team is not a visitor.
  await list.searchFor('Sam Visser');
  await expect(list.noMatch).toBeVisible();
  await app.page.getByRole('button', { name: en.filter.clear }).click();
  await list.settled();
  await expect(list.search).toBeFocused();
  await expect(list.search).toHaveValue('');
  await expect(list.count).toHaveText(/^[\d,]+ visitors$/);
});
