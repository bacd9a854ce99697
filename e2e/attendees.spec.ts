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
import enCommon from '../locales/en/common.json' with { type: 'json' };

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

test('a visitor’s name opens their preview: what they share and the row’s actions, by mouse and keyboard', async ({ app, page }) => {
  await app.loginAs('sam');
  const list = app.attendees;
  await list.open();
  // Not the visitor the first test asks to connect: each test sends its own request.
  const first = visitorWhere(isContactable);
  const person = visitorWhere((i) => isContactable(i) && !first.ids.includes(userId(i)));
  await list.searchFor(person.search);

  // A click on the name: the preview, with what the list shows and nothing more.
  await list.nameButton(person.name).first().click();
  const preview = list.preview(person.name);
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('definition').filter({ hasText: person.company })).toBeVisible();
  await expect(preview.getByRole('term')).toContainText([en.column.jobFunction, en.column.company]);
  await expect(preview.getByRole('link', { name: en.row.askMeetingWith.replace('{{name}}', person.name), exact: true })).toHaveAttribute('href', new RegExp(`^/agenda\\?with=`));
  // Its own address: a reload shows it again.
  await expect(page).toHaveURL(/[?&]person=demo-expo-v\d{4}/);
  await page.reload();
  await expect(preview).toBeVisible();
  await expect(list.search).toHaveValue(person.search);
  // Escape closes it; the focus is back on the name.
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(page).not.toHaveURL(/person=/);
  await expect(list.nameButton(person.name).first()).toBeFocused();

  // By keyboard: Enter on the focused name opens it again; an action works from it.
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: en.row.connectWith.replace('{{name}}', person.name) }).click();
  const connect = page.getByRole('dialog', { name: en.connect.title.replace('{{name}}', person.name) });
  await connect.getByRole('button', { name: en.connect.send }).click();
  await expect(connect).toBeHidden();
  await expect(preview.getByText(en.row.requested)).toBeVisible();
  await preview.getByRole('button', { name: enCommon.action.close, exact: true }).click();
  await expect(preview).toBeHidden();
  await expect(list.nameButton(person.name).first()).toBeFocused();

  // A visitor who takes no requests: the preview says so, without the buttons.
  const closed = visitorWhere((i) => isPublic(i) && !isContactable(i));
  await list.searchFor(closed.search);
  await list.nameButton(closed.name).first().click();
  const other = list.preview(closed.name);
  await expect(other).toContainText(en.row.noRequests);
  await expect(other.getByRole('link')).toHaveCount(0);
});

test('a preview address opened from elsewhere shows that visitor over the unsearched list; one not on the list says so', async ({ app, page }) => {
  await app.loginAs('sam');
  const list = app.attendees;
  // Sorted by name, a visitor far down the list: not among the rows the list first shows.
  const far = [...visitors.keys()].filter(isPublic).sort((a, b) => visitors[b]!.name.localeCompare(visitors[a]!.name))[0]!;
  await app.goto(`/attendees?person=${userId(far)}`);
  const preview = list.preview(visitors[far]!.name);
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('definition').filter({ hasText: visitors[far]!.company })).toBeVisible();
  await expect(list.search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // A private visitor (or anyone else the list does not show): told, and the list stays.
  const hidden = [...visitors.keys()].find((i) => !isPublic(i))!;
  await app.goto(`/attendees?person=${userId(hidden)}`);
  await expect(page.getByText(en.preview.notFound)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/person=/);
  await expect(list.rows.first()).toBeVisible();
});
