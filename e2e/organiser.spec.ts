/**
 * The organiser's console: logging in with the printed link, the events of the installation, and
 * creating and editing an event with translated errors for bad input. Exhibitors never reach it.
 */
import fs from 'node:fs';
import { expectAccessible } from './support/axe';
import { App, expect, test } from './fixtures';
import { organiserLink, organiserToken, pathOf } from './support/links';
import { newEventDefaults } from '../src/domain/organiser';
import { waitForMail } from './support/mail';
import en from '../locales/en/organiser.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import de from '../locales/de/organiser.json' with { type: 'json' };

test('an organiser logs in with the printed link, creates an event (bad input told field by field) and edits it', async ({ app, page }) => {
  // Without an organiser session the console sends to its login page, which says how to get in.
  await app.goto('/organiser/events');
  await expect(page).toHaveURL(/\/organiser\/login$/);
  await expect(page.getByText(en.login.text)).toBeVisible();
  await expectAccessible(page, 'organiser login');

  await app.goto(pathOf(await organiserLink()));
  await expect(page.getByRole('heading', { level: 1, name: en.events.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Expo' })).toBeVisible();
  await expectAccessible(page, 'events');

  await page.getByRole('link', { name: en.events.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.event.newTitle })).toBeVisible();
  await expectAccessible(page, 'new event');
  // Nothing filled in, and an end before the start: each field says what is wrong.
  await page.getByLabel(en.event.field.startsAt).fill('2027-03-02T09:00');
  await page.getByLabel(en.event.field.endsAt).fill('2027-03-01T18:00');
  await page.getByLabel(en.event.field.applicationColor, { exact: true }).and(page.locator('input:not([type=color])')).fill('navy');
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText(en.event.nameRequired)).toBeVisible();
  await expect(page.getByText(en.event.endBeforeStart)).toBeVisible();
  await expect(page.getByText(en.event.colourInvalid)).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('3');
  await expectAccessible(page, 'new event with errors');

  await page.getByLabel(en.event.field.name, { exact: true }).fill('Packaging Days 2027');
  await page.getByLabel(en.event.field.endsAt).fill('2027-03-03T18:00');
  await page.getByLabel(en.event.field.applicationColor, { exact: true }).and(page.locator('input:not([type=color])')).fill('#0b5d3b');
  // The time zone: searched by keyboard in a list grouped by region, readable names, no legacy ones.
  const zone = page.getByRole('combobox', { name: en.event.field.timezone });
  const zones = page.getByRole('listbox', { name: en.timezone.listLabel });
  await zone.fill('calcutta');
  await expect(zones.getByRole('option')).toHaveText([/^Asia — Kolkata \(UTC\+5:30\)$/]);
  await expect(page.getByRole('group', { name: en.timezone.region.Asia })).toBeVisible();
  await zone.fill('berlin');
  await expect(zones.getByRole('option')).toHaveCount(1);
  await zone.press('ArrowDown');
  await zone.press('Enter');
  await expect(zone).toHaveValue(/^Europe — Berlin \(UTC\+[12]\)$/);
  await expect(zone).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText('Packaging Days 2027 was created.')).toBeVisible();
  await expect(page).toHaveURL(/\/organiser\/events\/packaging-days-2027$/);
  // Entered in the event's zone, shown in it again.
  await expect(page.getByLabel(en.event.field.startsAt)).toHaveValue('2027-03-02T09:00');

  await page.getByLabel(en.event.field.termsText).fill('Visitors agree that exhibitors may contact them.');
  await page.getByLabel(en.event.field.termsVersion).fill('2');
  await page.getByRole('button', { name: en.event.save }).click();
  await expect(page.getByText('The changes to Packaging Days 2027 were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en.event.field.termsVersion)).toHaveValue('2');

  await page.getByRole('link', { name: en.event.back }).click();
  const row = page.getByRole('row', { name: /Packaging Days 2027/ });
  await expect(row).toContainText(en.events.state.upcoming);
  await expect(row).toContainText('Europe/Berlin');
});

test('an exhibitor session does not open the console', async ({ app, page }) => {
  await app.loginAs('robin');
  await app.goto('/organiser/events');
  await expect(page).toHaveURL(/\/organiser\/login$/);
  // And the exhibitor's menu has no way there.
  await app.goto('/connections');
  await expect(page.getByRole('link', { name: en.title })).toHaveCount(0);
});

test('an exhibitor with some sections off, a limited licence, and its administrator invited by e-mail who logs in and sees only what is on', async ({ app, page }) => {
  const started = Date.now();
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: 'Demo Expo' }).click();
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await expect(page.getByRole('link', { name: 'Acme' })).toBeVisible();
  await expectAccessible(page, 'exhibitors');
  await page.getByRole('link', { name: en.exhibitors.new }).click();
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText(en.exhibitor.nameRequired)).toBeVisible();
  await page.getByLabel(en.exhibitor.field.name, { exact: true }).fill('Umbrella Corp');
  for (const off of ['badgeShop', 'conversation', 'api', 'tasks'] as const) await page.getByRole('switch', { name: en.exhibitor.setting[off] }).uncheck();
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText('Umbrella Corp was created.')).toBeVisible();
  await expectAccessible(page, 'exhibitor');

  // A licence for three devices.
  await page.getByLabel(en.licence.typeLabel).selectOption('scan');
  await page.getByLabel(en.licence.limited).check();
  await page.getByLabel(en.licence.total, { exact: true }).fill('0');
  await page.getByRole('button', { name: en.licence.add }).click();
  await expect(page.getByText(en.licence.totalInvalid)).toBeVisible();
  await page.getByLabel(en.licence.total, { exact: true }).fill('3');
  await page.getByRole('button', { name: en.licence.add }).click();
  await expect(page.getByRole('cell', { name: '0 of 3' })).toBeVisible();

  // The administrator, by e-mail.
  await page.getByLabel(en.invite.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(en.invite.lastName, { exact: true }).fill('Wong');
  await page.getByLabel(en.invite.email, { exact: true }).fill('ada@umbrella');
  await page.getByRole('button', { name: en.invite.send }).click();
  await expect(page.getByText(en.invite.emailInvalid)).toBeVisible();
  await page.getByLabel(en.invite.email, { exact: true }).fill('ada@umbrella.example');
  await page.getByLabel(en.invite.language).selectOption('en');
  await page.getByRole('button', { name: en.invite.send }).click();
  await expect(page.getByText('The invitation is on its way to ada@umbrella.example.')).toBeVisible();
  const mail = await waitForMail('ada@umbrella.example', started);
  expect(mail.subject).toBe('Set up Umbrella Corp at Demo Expo');

  // Ada accepts: the terms, then the app with the sections that are on.
  await page.evaluate(() => localStorage.clear());
  await app.goto(pathOf(/https?:\/\/\S+\/partner\/\S+/.exec(mail.text)![0]));
  await page.getByRole('dialog', { name: enLogin.finalize.terms.title }).getByRole('button', { name: enLogin.finalize.terms.accept }).click();
  await expect(app.accountName('Ada Wong')).toBeVisible();
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: enCommon.nav.connections })).toBeVisible();
  for (const hidden of [enCommon.nav.orders, enCommon.nav.agenda, enCommon.nav.tasks, enCommon.nav.apiAccess]) await expect(page.getByRole('link', { name: hidden })).toHaveCount(0);
});


test("an invitation and a licence link of a second event open that event: its name, colour and terms, and the consent names them (#29, finding 5)", async ({ app, page, browser, server }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const email = `ingrid.${started.toString(36)}@fjord.example`;
  const terms = 'Nordic Build: exhibitors contact visitors only about the show.';
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: en.events.new }).click();
  await page.getByLabel(en.event.field.name, { exact: true }).fill('Nordic Build 2027');
  await page.getByLabel(en.event.field.startsAt).fill('2027-05-04T09:00');
  await page.getByLabel(en.event.field.endsAt).fill('2027-05-06T18:00');
  await page.getByLabel(en.event.field.applicationColor, { exact: true }).and(page.locator('input:not([type=color])')).fill('#0b3d2e');
  await page.getByRole('button', { name: en.event.create }).click();
  await expect(page.getByText('Nordic Build 2027 was created.')).toBeVisible();
  const eventId = /\/organiser\/events\/([^/]+)$/.exec(page.url())![1]!;
  await page.getByLabel(en.event.field.termsText).fill(terms);
  await page.getByLabel(en.event.field.termsVersion).fill('3');
  await page.getByRole('button', { name: en.event.save }).click();
  await expect(page.getByText('The changes to Nordic Build 2027 were saved.')).toBeVisible();

  // An exhibitor with its administrator invited, and a licence.
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await page.getByRole('link', { name: en.exhibitors.new }).click();
  await page.getByLabel(en.exhibitor.field.name, { exact: true }).fill('Fjord Timber');
  await page.getByRole('button', { name: en.exhibitor.create }).click();
  await expect(page.getByText('Fjord Timber was created.')).toBeVisible();
  await page.getByLabel(en.invite.firstName, { exact: true }).fill('Ingrid');
  await page.getByLabel(en.invite.lastName, { exact: true }).fill('Berg');
  await page.getByLabel(en.invite.email, { exact: true }).fill(email);
  await page.getByLabel(en.invite.language).selectOption('en');
  await page.getByRole('button', { name: en.invite.send }).click();
  const mail = await waitForMail(email, started);
  await page.getByLabel(en.licence.typeLabel).selectOption('scanapp');
  await page.getByRole('button', { name: en.licence.add }).click();
  const code = (await page.getByRole('row', { name: /0, unlimited/ }).getByRole('code').textContent())!.trim();
  await page.getByRole('button', { name: en.licence.showLinkFor.replace('{{code}}', code) }).click();
  const licenceLink = await page.getByRole('dialog').getByRole('textbox', { name: en.licence.linkLabel }).inputValue();
  await page.getByRole('dialog').getByRole('button', { name: enCommon.action.close }).click();

  // Ingrid opens her invitation on her own device: Nordic Build, in its colour, with its terms.
  const ingridApp = new App(await browser.newContext().then((c) => c.newPage()), server);
  const ingrid = ingridApp.page;
  await ingridApp.goto(pathOf(/https?:\/\/\S+\/partner\/\S+/.exec(mail.text)![0]));
  const dialog = ingrid.getByRole('dialog', { name: enLogin.finalize.terms.title });
  await expect(dialog.getByText(enLogin.finalize.terms.whose.replace('{{event}}', 'Nordic Build 2027').replace('{{version}}', '3'))).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Terms of Nordic Build 2027' })).toHaveText(terms);
  await expect(dialog.getByRole('link', { name: new RegExp(enLogin.finalize.terms.readAll) })).toHaveAttribute('href', new RegExp(`^/terms/${eventId}\\?`));
  await expect(ingrid.locator('.event-name')).toHaveText('Nordic Build 2027');
  expect(await ingrid.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-color').trim())).toBe('#0b3d2e');
  await dialog.getByRole('button', { name: enLogin.finalize.terms.accept }).click();
  await expect(ingridApp.accountName('Ingrid Berg')).toBeVisible();
  // The console shows which terms she accepted: this event's, version 3.
  await page.reload();
  await expect(page.getByText(en.invite.acceptedTerms.replace('{{version}}', '3'))).toBeVisible();

  // The licence link on another device: the same event, its terms accepted with name and e-mail.
  const tablet = new App(await browser.newContext().then((c) => c.newPage()), server).page;
  await tablet.goto(server.url + pathOf(licenceLink));
  await expect(tablet.getByText(enLogin.finalize.nameEmail.terms.replace('{{event}}', 'Nordic Build 2027').replace('{{version}}', '3'))).toBeVisible();
  await expect(tablet.locator('.event-name')).toHaveText('Nordic Build 2027');
  await expect(tablet.getByRole('link', { name: new RegExp(enLogin.finalize.terms.readAll) })).toHaveAttribute('href', new RegExp(`^/terms/${eventId}\\?`));
  expect(await tablet.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-color').trim())).toBe('#0b3d2e');
  await tablet.getByLabel(enLogin.finalize.nameEmail.name).fill('Hall tablet');
  await tablet.getByLabel(enLogin.finalize.nameEmail.email).fill('hall@fjord.example');
  await tablet.getByRole('button', { name: enLogin.finalize.nameEmail.submit }).click();
  await expect(tablet).toHaveURL(/\/connections\/list$/);
  await ingrid.context().close();
  await tablet.context().close();
});

test('exhibitors imported from a CSV file: the bad row named, a company already there kept, the administrator invited; the same file again adds nobody', async ({ app, page }, testInfo) => {
  const started = Date.now();
  const file = testInfo.outputPath('exhibitors.csv');
  fs.writeFileSync(
    file,
    ['Company,First name,Last name,E-mail,Language', 'Stark Industries,Pepper,Potts,pepper@stark.example,English', 'Wayne Enterprises,,,,', 'Acme,,,,', ',Nobody,Here,nobody@here.example,en'].join('\n'),
  );
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: 'Demo Expo' }).click();
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await page.getByRole('link', { name: en.exhibitors.import }).click();
  await page.getByLabel(enCommon.import.chooseFile).setInputFiles(file);
  // The columns are guessed from the headers.
  await expect(page.getByLabel(en.exhibitorImport.field.adminEmail)).toHaveValue('3');
  await expect(page.getByText(en.exhibitorImport.ready_other.replace('{{formatted}}', '3'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Row 5' })).toContainText(enCommon.import.exhibitorNameRequired);
  await expectAccessible(page, 'exhibitor import');
  await page.getByRole('button', { name: en.exhibitorImport.import_other.replace('{{formatted}}', '3') }).click();
  await expect(page.getByText('2 exhibitors added, 1 already there; 1 administrator invited.')).toBeVisible();
  expect((await waitForMail('pepper@stark.example', started)).subject).toBe('Set up Stark Industries at Demo Expo');

  await page.getByRole('button', { name: enCommon.import.another }).click();
  await page.getByLabel(enCommon.import.chooseFile).setInputFiles(file);
  await page.getByRole('button', { name: en.exhibitorImport.import_other.replace('{{formatted}}', '3') }).click();
  await expect(page.getByText('0 exhibitors added, 3 already there; 0 administrators invited.')).toBeVisible();
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.exhibitors }).click();
  await expect(page.getByRole('link', { name: 'Stark Industries' })).toHaveCount(1);
});

test('the shop: a badge type added (a price it cannot read is told), edited and deleted', async ({ app, page }) => {
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('link', { name: 'Demo Expo' }).click();
  await page.getByRole('navigation', { name: en.tabs.label }).getByRole('link', { name: en.tabs.shop }).click();
  await expect(page.getByRole('rowheader', { name: 'Extra team badge' })).toBeVisible();
  await page.getByLabel(en.shop.field.name).fill('VIP lounge pass');
  await page.getByLabel(en.shop.field.price).fill('12,3,4');
  await page.getByLabel(en.shop.field.vatRate).fill('7,7');
  await page.getByRole('button', { name: en.shop.add }).click();
  await expect(page.getByText(en.badgeType.priceInvalid)).toBeVisible();
  await expect(page.getByLabel(en.shop.field.price)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(en.shop.field.price).fill('149,50');
  await page.getByLabel(en.shop.field.complimentary).fill('1');
  await page.getByLabel(en.shop.field.limited).check();
  await page.getByLabel(en.shop.field.stock, { exact: true }).fill('40');
  await page.getByRole('button', { name: en.shop.add }).click();
  const row = page.getByRole('row', { name: /VIP lounge pass/ });
  await expect(row).toContainText('€149.50');
  await expect(row).toContainText('7.7%');
  await expect(row).toContainText('40');

  await row.getByRole('button', { name: en.shop.editFor.replace('{{name}}', 'VIP lounge pass') }).click();
  await expect(page.getByLabel(en.shop.field.price)).toHaveValue('149.50');
  await page.getByLabel(en.shop.field.limited).uncheck();
  await page.getByRole('button', { name: en.shop.save }).click();
  await expect(row).toContainText(en.shop.unlimited);
  // A name already in the shop.
  await page.getByLabel(en.shop.field.name).fill('extra team badge');
  await page.getByLabel(en.shop.field.price).fill('10');
  await page.getByRole('button', { name: en.shop.add }).click();
  await expect(page.getByText(en.badgeType.nameTaken)).toBeVisible();

  await row.getByRole('button', { name: en.shop.deleteFor.replace('{{name}}', 'VIP lounge pass') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.shop.delete }).click();
  await expect(page.getByRole('row', { name: /VIP lounge pass/ })).toHaveCount(0);
});

test('an API key is shown once, lets the registration platform add a visitor, and once revoked reaches nothing', async ({ app, page }) => {
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.apiKeys }).click();
  await page.getByRole('button', { name: en.apiKeys.create }).click();
  await expect(page.getByText(en.apiKey.nameRequired)).toBeVisible();
  await page.getByLabel(en.apiKeys.name).fill('Registration platform');
  await page.getByRole('button', { name: en.apiKeys.create }).click();
  const shown = page.getByRole('dialog', { name: en.apiKeys.createdTitle.replace('{{name}}', 'Registration platform') });
  const key = await shown.getByRole('textbox', { name: en.apiKeys.keyLabel }).inputValue();
  expect(key).toMatch(/^lso_/);
  await expectAccessible(page, 'new API key');
  await shown.getByRole('button', { name: en.apiKeys.done }).click();
  const row = page.getByRole('row', { name: /Registration platform/ }).first();
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText(en.apiKeys.neverUsed);
  await expect(page.getByText(key)).toHaveCount(0);

  const put = () =>
    page.request.put('/api/organiser/v1/events/demo-expo/visitors', { headers: { authorization: `Bearer ${key}` }, data: { visitors: [{ firstname: 'Katherine', lastname: 'Johnson', email: 'katherine@nasa.example' }] } });
  const res = await put();
  expect(res.status()).toBe(200);
  expect((await res.json()).visitors[0].badgeCode).toMatch(/^[a-z]{15}$/);
  await page.reload();
  await expect(page.getByRole('row', { name: /Registration platform/ }).first()).not.toContainText(en.apiKeys.neverUsed);

  await page.getByRole('row', { name: /Registration platform/ }).first().getByRole('button', { name: en.apiKeys.revokeFor.replace('{{name}}', 'Registration platform') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.apiKeys.revoke }).click();
  await expect(page.getByText(en.apiKeys.revoked.replace('{{name}}', 'Registration platform'))).toBeVisible();
  expect((await put()).status()).toBe(401);
});

test('an organiser adds a colleague, who opens the console from the mail, gives an address, and later logs in by e-mail', async ({ app, page }) => {
  const started = Date.now();
  await app.goto(pathOf(await organiserLink()));
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.organisers }).click();
  const add = page.getByRole('form', { name: en.organisers.addTitle });
  await add.getByLabel(en.organisers.email).fill('nadia@fair');
  await add.getByRole('button', { name: en.organisers.add }).click();
  await expect(add.getByText(en.organiser.nameRequired)).toBeVisible();
  await expect(add.getByText(en.organiser.emailInvalid)).toBeVisible();
  await add.getByLabel(en.organisers.name).fill('Nadia Planner');
  await add.getByLabel(en.organisers.email).fill('nadia@fair.example');
  await add.getByLabel(en.organisers.language).selectOption('en');
  await add.getByRole('button', { name: en.organisers.add }).click();
  await expect(page.getByRole('row', { name: /Nadia Planner/ })).toContainText('nadia@fair.example');
  const welcome = await waitForMail('nadia@fair.example', started);

  // Nadia, in a browser of her own: the welcome link, then a login link by e-mail.
  await page.evaluate(() => localStorage.clear());
  await app.goto(pathOf(/https?:\/\/\S+\/organiser\/login\/\S+/.exec(welcome.text)![0]));
  await expect(page.getByRole('heading', { level: 1, name: en.events.title })).toBeVisible();
  await page.getByRole('button', { name: en.logout }).click();
  await page.getByLabel(en.login.emailLabel).fill('nadia@fair.example');
  await page.getByRole('button', { name: en.login.emailSubmit }).click();
  await expect(page.getByText(en.login.emailSentTitle)).toBeVisible();
  const link = await waitForMail('nadia@fair.example', started, (m) => m.subject === 'Your link to the Leadstand organiser console');
  await app.goto(pathOf(/https?:\/\/\S+\/organiser\/login\/\S+/.exec(link.text)![0]));
  await expect(page.getByRole('heading', { level: 1, name: en.events.title })).toBeVisible();
});

test('the visitor list: searched and paged, a skipped row fixed, a visitor added and removed, one badge printed', async ({ app, page, server }) => {
  // A walk through the whole desk: over a minute on a busy machine.
  test.setTimeout(120_000);
  // An event of the test's own, with 55 visitors, one of them imported with a misspelt name and no company.
  const organiser = await organiserToken(server.dataDir);
  const call = (path: string, body: unknown) =>
    fetch(`${organiser.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const event = (await (await call('/api/organiser/events', { ...newEventDefaults(), name: `Desk Fair ${Date.now().toString(36)}` })).json()) as { id: string };
  const rows = Array.from({ length: 54 }, (_, i) => ({ row: i + 2, firstname: 'Guest', lastname: `Number ${String(i).padStart(2, '0')}`, email: `guest${i}@desk.example` }));
  expect((await call(`/api/organiser/events/${event.id}/visitors/import`, { rows: [...rows, { row: 56, firstname: 'Katrin', lastname: 'Mueler', email: 'katrin@desk.example' }] })).status).toBe(200);
  const L = en.visitorList;
  const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [k, val]) => out.replace(`{{${k}}}`, val), text);

  await app.goto(pathOf(await organiserLink()));
  await expect(page.getByRole('heading', { level: 1, name: en.events.title })).toBeVisible();
  await app.goto(`/organiser/events/${event.id}/visitors`);
  await expect(page.getByText(fill(L.range, { from: '1', to: '50', total: '55' }))).toBeVisible();
  await page.getByRole('navigation', { name: L.pages }).getByRole('button', { name: L.next }).click();
  await expect(page.getByText(fill(L.range, { from: '51', to: '55', total: '55' }))).toBeVisible();
  await expect(page.getByRole('row', { name: /Guest Number 53/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Katrin Mueler/ })).toHaveCount(0);

  // Searched on the server, by keyboard: the misspelt row is found and fixed.
  await page.getByLabel(L.search).fill('mueler');
  await expect(page.getByText(fill(L.range, { from: '1', to: '1', total: '1' }))).toBeVisible();
  await page.getByRole('button', { name: fill(L.editOne, { name: 'Katrin Mueler' }) }).click();
  const form = page.getByRole('dialog', { name: fill(L.editTitle, { name: 'Katrin Mueler' }) });
  await form.getByLabel('Last name').fill('Müller');
  await form.getByLabel('Company').fill('Müller & Söhne');
  await form.getByLabel('E-mail').fill('katrin@');
  await form.getByRole('button', { name: L.save }).click();
  await expect(form.getByText(en.visitor.emailInvalid)).toBeVisible();
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await form.getByLabel('E-mail').fill('katrin@mueller.example');
  await page.keyboard.press('Enter');
  await expect(page.getByText(fill(L.saved, { name: 'Katrin Müller' }))).toBeVisible();
  await page.getByLabel(L.search).fill('muller');
  await expect(page.getByRole('row', { name: /Katrin Müller/ })).toContainText('Müller & Söhne');

  // One lost badge reprinted at the desk: a PDF of that one badge.
  const [pdf, file] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/organiser/events/${event.id}/badges.pdf`) && r.request().method() === 'POST'),
    page.waitForEvent('download'),
    page.getByRole('button', { name: fill(L.printOne, { name: 'Katrin Müller' }) }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(file.suggestedFilename()).toMatch(/^desk-fair-.*-badge-[a-z]{15}\.pdf$/);
  expect(fs.readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // A walk-in added, then removed again.
  await page.getByRole('button', { name: L.addButton }).click();
  const add = page.getByRole('dialog', { name: L.addTitle });
  await add.getByRole('button', { name: L.add }).click();
  await expect(add.getByText(en.visitor.nameRequired)).toBeVisible();
  await add.getByLabel('First name').fill('Walk');
  await add.getByLabel('Last name').fill('In');
  await add.getByRole('button', { name: L.add }).click();
  await expect(page.getByText(fill(L.added, { name: 'Walk In' }))).toBeVisible();
  await page.getByLabel(L.search).fill('walk');
  await expect(page.getByRole('row', { name: /Walk In/ })).toBeVisible();
  await page.getByRole('button', { name: fill(L.removeOne, { name: 'Walk In' }) }).click();
  await page.getByRole('alertdialog', { name: fill(L.removeTitle, { name: 'Walk In' }) }).getByRole('button', { name: L.remove }).click();
  await expect(page.getByText(fill(L.removed, { name: 'Walk In' }))).toBeVisible();
  await expect(page.getByText(L.noMatch)).toBeVisible();
  await page.reload();
  await page.getByLabel(L.search).fill('walk');
  await expect(page.getByText(L.noMatch)).toBeVisible();
});

test('the console on a phone, in German: no page scrolls sideways, the header stays short, and the licence link is on screen', async ({ browser, server }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const app = new App(await context.newPage(), server);
  const page = app.page;
  await app.goto(pathOf(await organiserLink(server.dataDir)));
  await expect(page.getByRole('heading', { level: 1, name: de.events.title })).toBeVisible();
  await expect(page.getByRole('link', { name: de.events.new })).toBeVisible();
  const fits = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  let size = await fits();
  expect(size.scroll, 'the events page scrolls sideways').toBeLessThanOrEqual(size.client);
  // The header: at most a fifth of the screen (it took 45 %), its sections all reachable.
  const header = await page.locator('header').first().boundingBox();
  expect(header!.height).toBeLessThanOrEqual(844 / 5);
  await expect(page.getByRole('navigation', { name: de.nav.label }).getByRole('link', { name: de.nav.apiKeys })).toBeVisible();
  await expect(page.getByRole('button', { name: de.logout })).toBeInViewport();

  await app.goto('/organiser/events/demo-expo/exhibitors/acme');
  const link = page.getByRole('button', { name: de.licence.showLinkFor.replace('{{code}}', 'ACME-SCAN-5') });
  await link.scrollIntoViewIfNeeded();
  // Inside the screen without scrolling the table sideways.
  const box = await link.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  size = await fits();
  expect(size.scroll, 'the exhibitor page scrolls sideways').toBeLessThanOrEqual(size.client);
  await context.close();
});
