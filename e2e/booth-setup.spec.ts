/**
 * Booth setup, on a server of its own (it changes exhibitors' questions, rules and content):
 * - an administrator adds a question in two languages and tightens the rating rules; a staff
 *   member's device gets the question at its next sync, answers it offline, and the rating follows
 *   the new rules;
 * - an administrator switches questions off and on, changes an answer's points, and is refused
 *   rating rules the questions cannot reach;
 * - a new exhibitor's administrator follows all five setup steps of the dashboard (content, times
 *   to meet, questions, guest registration, team), publishes a product with an image and a PDF,
 *   and its page opens for anyone, logged out, and offline on the device that opened it.
 */
import { connectionId, expect, ownServer } from './fixtures';
import { App } from './page-models/app';
import { demoBadges, mintLink, organiserToken, pathOf } from './support/links';
import { expectAccessible } from './support/axe';
import en from '../locales/en/questions.json' with { type: 'json' };
import enContents from '../locales/en/contents.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enPublic from '../locales/en/public.json' with { type: 'json' };
import enConnections from '../locales/en/connections.json' with { type: 'json' };
import enAgenda from '../locales/en/agenda.json' with { type: 'json' };
import enGuests from '../locales/en/guests.json' with { type: 'json' };
import enTeam from '../locales/en/team.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };

const test = ownServer(4388);
const n = (text: string, i: number) => text.replace('{{n}}', String(i));

test('an administrator adds a question and sets the rating rules; a staff device answers it offline and rates by them', async ({ app, page, browser, server }) => {
  test.setTimeout(120_000);
  const [badge] = await demoBadges(1, server.dataDir);
  await app.loginAs('alex');
  await app.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expectAccessible(page, 'questions');

  await page.getByRole('button', { name: en.new.button }).click();
  const dialog = page.getByRole('dialog', { name: en.new.title });
  // Saved without a name: the reason shows under the field, nothing is created.
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog.getByText(en.error.question.nameRequired)).toBeVisible();
  await dialog.getByLabel(en.field.name, { exact: true }).fill('Do they decide the purchase?');
  await dialog.getByLabel(en.field.optionName.replace('{{n}}', '1'), { exact: true }).fill('Yes');
  await dialog.getByLabel(en.field.optionPoints.replace('{{n}}', '1'), { exact: true }).selectOption('3');
  await dialog.getByRole('button', { name: en.addOption }).click();
  await dialog.getByLabel(en.field.optionName.replace('{{n}}', '2'), { exact: true }).fill('No');
  await dialog.getByText(en.translations).click();
  await dialog.getByLabel(en.field.nameIn.replace('{{language}}', 'Deutsch'), { exact: true }).fill('Entscheiden sie über den Kauf?');
  await expectAccessible(page, 'new question dialog');
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Do they decide the purchase?' })).toBeVisible();

  // Stricter rules: hot from 3 points (one 'Yes'), warm from 1.
  await page.getByLabel(en.rules.hotFrom).fill('3');
  await page.getByLabel(en.rules.warmFrom).fill('1');
  await page.getByRole('button', { name: en.rules.save }).click();
  await expect(page.getByText(en.rulesSaved)).toBeVisible();

  // Robin's device syncs, then loses the signal, and answers the new question.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const robin = new App(await other.newPage(), server);
    await robin.loginAs('robin');
    await robin.list.open();
    await robin.list.add(badge!.code);
    await robin.list.expectUpToDate(20_000);
    await robin.waitForServiceWorker();
    await other.setOffline(true);
    await robin.detail.open(connectionId('acme', badge!.code), 'questions');
    const question = robin.page.getByRole('radiogroup', { name: 'Do they decide the purchase?' });
    await question.getByRole('radio', { name: 'Yes' }).check();
    await robin.page.getByRole('button', { name: enConnections.questions.save }).click();
    await expect(robin.page.getByText(enConnections.questions.saved)).toBeVisible();
    // 3 points: hot under the new rules (it would be warm under the old ones).
    await expect(robin.page.locator('.detail-badges').getByText(enConnections.rating.hot)).toBeVisible();
  } finally {
    await other.close();
  }
});

test("an administrator switches a demo and a new question off and on, changes only an answer's points, and cannot set rules the questions never reach", async ({ app, page }) => {
  test.setTimeout(90_000);
  await app.loginAs('alex');
  await app.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  const asked = (name: string) => page.getByRole('switch', { name: en.askIt.replace('{{name}}', name) });
  const fresh = 'Which event brought them here?';

  await page.getByRole('button', { name: en.new.button }).click();
  const dialog = page.getByRole('dialog', { name: en.new.title });
  await dialog.getByLabel(en.field.name, { exact: true }).fill(fresh);
  await dialog.getByLabel(n(en.field.optionName, 1), { exact: true }).fill('A flyer');
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toBeHidden();
  // The notice is a sentence of its own, not the question's text with "was saved" after it.
  await expect(page.getByText(en.saved, { exact: true })).toBeVisible();
  await expect(page.getByText(`${fresh} was saved`)).toHaveCount(0);

  // "Asked" off, for a demo question and the new one: it holds, also after a reload.
  for (const name of ['Budget', fresh]) {
    await asked(name).click();
    await expect(asked(name)).not.toBeChecked();
    await expect(page.getByText(en.switchedOff).first()).toBeVisible();
  }
  await expect(page.getByText(en.error.failed)).toHaveCount(0);
  await app.expectAcrossReload(async () => {
    await expect(asked('Budget')).not.toBeChecked();
    await expect(asked(fresh)).not.toBeChecked();
  });
  await asked('Budget').click();
  await expect(asked('Budget')).toBeChecked();
  await expect(page.getByText(en.switchedOn)).toBeVisible();
  await page.reload();
  await expect(asked('Budget')).toBeChecked();

  // Only the points of an answer that leads chose: the question says they are rated again, not that answers go.
  const interest = 'Which products interest them?';
  await page.getByRole('button', { name: en.editOne.replace('{{name}}', interest) }).click();
  const edit = page.getByRole('dialog', { name: en.edit.title });
  await edit.getByLabel(n(en.field.optionPoints, 1), { exact: true }).selectOption('3');
  await edit.getByRole('button', { name: en.save }).click();
  const confirm = page.getByRole('alertdialog', { name: en.confirm.titleRerate });
  await expect(confirm).toContainText(en.confirm.rerated_other.split('{{count}}')[1]!);
  await expect(confirm).not.toContainText(en.confirm.text_other.split('. ')[1]!);
  await confirm.getByRole('button', { name: en.confirm.goRerate }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(en.saved, { exact: true }).first()).toBeVisible();

  // Hot from more points than the questions give is refused, with the most they give; nothing is saved.
  const rules = page.getByRole('region', { name: en.rules.title });
  const hot = await rules.getByLabel(en.rules.hotFrom).inputValue();
  await rules.getByLabel(en.rules.hotFrom).fill('60');
  await rules.getByRole('button', { name: en.rules.save }).click();
  await expect(rules.getByRole('alert')).toHaveText(new RegExp(`^${en.error.rating.hotUnreachable.replace('{{max}}', '\\d+')}$`));
  await expect(rules.getByLabel(en.rules.hotFrom)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en.rulesSaved)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: en.rules.title }).getByLabel(en.rules.hotFrom)).toHaveValue(hot);
});

/** A small real PDF and PNG, as an administrator would pick them. */
const PDF = { name: 'x2-datasheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') };
const PNG = { name: 'x2.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4d1e5320000000049454e44ae426082', 'hex') };

test('a new administrator follows all five setup steps, each done when its screen says so, and publishes a product that anyone can open', async ({ app, page, browser, context, server }) => {
  test.setTimeout(240_000);
  // Globex's organiser lets it use meetings too, so that every step of the wizard applies.
  const organiser = await organiserToken(server.dataDir);
  const globexUrl = `${organiser.url}/api/organiser/exhibitors/globex`;
  const headers = { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' };
  const globex = (await (await fetch(globexUrl, { headers })).json()) as { name: string; settings: Record<string, boolean> };
  expect((await fetch(globexUrl, { method: 'PUT', headers, body: JSON.stringify({ name: globex.name, settings: { ...globex.settings, conversation: true } }) })).status).toBe(200);

  await app.loginAs('gina');
  await expect(page).toHaveURL(/\/dashboard$/);
  const setup = page.getByRole('region', { name: enDashboard.setup.title });
  const progress = (done: number) => setup.getByText(enDashboard.setup.progress.replace('{{done}}', String(done)).replace('{{count}}', '5'));
  await expect(progress(0)).toBeVisible();
  await expect(setup.getByRole('listitem')).toHaveText([
    new RegExp(enDashboard.setup.content.title),
    new RegExp(enDashboard.setup.availability.title),
    new RegExp(enDashboard.setup.questions.title),
    new RegExp(enDashboard.setup.registration.title),
    new RegExp(enDashboard.setup.team.title),
  ]);
  await expect(setup.getByText(enDashboard.setup.content.noProfile)).toBeVisible();
  await expect(setup.getByText(enDashboard.setup.availability.none)).toBeVisible();
  await expect(setup.getByText(enDashboard.setup.questions.none)).toBeVisible();
  await expect(setup.getByText(enDashboard.setup.registration.none)).toBeVisible();
  // Gina is Globex's whole team so far.
  await expect(setup.getByText(enDashboard.setup.team.alone)).toBeVisible();
  await expectAccessible(page, 'dashboard with setup steps');

  // Questions, from the step's link.
  await setup.getByRole('link', { name: enDashboard.setup.questions.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await page.getByRole('button', { name: en.new.button }).click();
  const dialog = page.getByRole('dialog', { name: en.new.title });
  await dialog.getByLabel(en.field.name, { exact: true }).fill('Which hall are you from?');
  await dialog.getByLabel(n(en.field.optionName, 1), { exact: true }).fill('Hall 1');
  await dialog.getByRole('button', { name: en.save }).click();
  await expect(dialog).toBeHidden();
  await app.goto('/dashboard');
  await expect(setup.getByText(enDashboard.setup.questions.done_one.replace('{{count}}', '1'))).toBeVisible({ timeout: 20_000 });

  // Content: a company profile entry, then a product with an image and a data sheet.
  await setup.getByRole('link', { name: enDashboard.setup.content.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: enContents.title })).toBeVisible();
  await expectAccessible(page, 'content list');
  await page.getByRole('link', { name: enContents.group.profile.add }).click();
  await page.getByLabel(enContents.field.name, { exact: true }).first().fill('About Globex');
  await page.getByRole('button', { name: enContents.save }).click();
  await expect(page.getByText(enContents.saved.replace('{{name}}', 'About Globex'))).toBeVisible();
  await page.getByRole('link', { name: enContents.back }).click();

  await page.getByRole('link', { name: enContents.group.product.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: enContents.new.product })).toBeVisible();
  // Saved empty: the reason shows under the name, nothing is created.
  await page.getByRole('button', { name: enContents.save }).click();
  await expect(page.getByText(enContents.error.content.nameRequired)).toBeVisible();
  await page.getByLabel(enContents.field.name, { exact: true }).first().fill('Globex X2 scanner');
  await page.getByLabel(enContents.field.summary).fill('Reads every badge in under a second');
  await page.getByLabel(enContents.field.description).fill('The X2 reads QR codes and barcodes.');
  await page.getByRole('group', { name: enContents.field.banner }).locator('input[type=file]').setInputFiles(PNG);
  await page.getByRole('button', { name: enContents.addAttachment }).click();
  await page.getByLabel(n(enContents.field.attachmentType, 1)).selectOption('document');
  await page.getByRole('group', { name: n(enContents.field.attachmentFile, 1) }).locator('input[type=file]').setInputFiles(PDF);
  await expect(page.getByLabel(n(enContents.field.attachmentName, 1))).toHaveValue('x2-datasheet');
  await page.getByRole('button', { name: enContents.addAttachment }).click();
  await page.getByLabel(n(enContents.field.attachmentType, 2)).selectOption('image');
  await page.getByRole('group', { name: n(enContents.field.attachmentFile, 2) }).locator('input[type=file]').setInputFiles(PNG);
  await expect(page.getByRole('button', { name: enContents.save })).toBeEnabled();
  await expectAccessible(page, 'content editor');
  await page.getByRole('button', { name: enContents.save }).click();
  await expect(page.getByText(enContents.saved.replace('{{name}}', 'Globex X2 scanner'))).toBeVisible();
  await expect(page).toHaveURL(/\/contents\/product\/.+/);
  const pageUrl = (await page.locator('.share-url').textContent())!;
  expect(pageUrl).toMatch(/\/p\/[0-9a-f]{32}$/);

  await app.goto('/dashboard');
  await expect(setup.getByText(enDashboard.setup.content.done_one.replace('{{count}}', '1'))).toBeVisible({ timeout: 20_000 });
  await expect(progress(2)).toBeVisible();

  // Times to meet: one on the show's last day.
  await setup.getByRole('link', { name: enDashboard.setup.availability.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: enAgenda.availability.title })).toBeVisible();
  const day = page.getByLabel(enAgenda.availability.day);
  await day.selectOption((await day.locator('option').last().getAttribute('value'))!);
  await page.getByRole('button', { name: enAgenda.availability.addButton, exact: true }).click();
  await expect(page.getByText(enAgenda.availability.empty.onsite)).toBeHidden();
  await app.goto('/dashboard');
  await expect(setup.getByText(enDashboard.setup.availability.done_one.replace('{{count}}', '1'))).toBeVisible();

  // Guest registration: a link to share.
  await setup.getByRole('link', { name: enDashboard.setup.registration.title }).click();
  await expect(page.getByText(enGuests.links.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: enGuests.links.new }).click();
  await page.getByRole('dialog', { name: enGuests.links.newTitle }).getByLabel(enGuests.links.name, { exact: true }).fill('Customer day');
  await page.getByRole('button', { name: enGuests.links.create }).click();
  await expect(page.getByText(enGuests.links.created.replace('{{name}}', 'Customer day'))).toBeVisible();
  await app.goto('/dashboard');
  await expect(setup.getByText(enDashboard.setup.registration.done_one.replace('{{count}}', '1'))).toBeVisible();
  await expect(progress(4)).toBeVisible();

  // The team: a colleague registered at once is waiting until she logs in.
  await setup.getByRole('link', { name: enDashboard.setup.team.title }).click();
  await page.getByRole('button', { name: enTeam.add.button }).click();
  const form = page.getByRole('complementary', { name: enTeam.detail.panel }).or(page.locator('.member-page'));
  await form.getByLabel(enTeam.field.firstName).fill('Hana');
  await form.getByLabel(enTeam.field.lastName).fill('Okafor');
  await form.getByLabel(enTeam.field.email).fill(`hana.${Date.now()}@globex.example`);
  await form.getByRole('radio', { name: new RegExp(`^${enTeam.join.register}`) }).check();
  const [added] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/team') && r.request().method() === 'POST'), form.getByRole('button', { name: enTeam.add.submit }).click()]);
  const hana = ((await added.json()) as { id: string }).id;
  await app.goto('/dashboard');
  await expect(setup.getByText(enDashboard.setup.team.waiting_one.replace('{{count}}', '1').replace('{{total}}', '2'))).toBeVisible();
  const colleague = await browser.newContext();
  try {
    const phone = new App(await colleague.newPage(), server);
    await phone.goto(pathOf(await mintLink('staff', hana, {}, server.dataDir)));
    await phone.page.getByRole('button', { name: enLogin.finalize.terms.accept }).click();
    await expect(phone.page.getByRole('banner')).toBeVisible();
  } finally {
    await colleague.close();
  }
  await page.reload();
  await expect(setup.getByText(enDashboard.setup.team.done.replace('{{total}}', '2'))).toBeVisible();
  await expect(setup.getByText(enDashboard.setup.allDone)).toBeVisible();
  await expect(setup.locator('.setup-step.done')).toHaveCount(5);
  // Hidden, and shown again.
  await setup.getByRole('button', { name: enDashboard.setup.hide }).click();
  await expect(setup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: enDashboard.title })).toBeVisible();
  await expect(setup).toBeHidden();
  await page.getByRole('button', { name: enDashboard.setup.show }).click();
  await expect(setup).toBeVisible();

  // The page, logged out, on a visitor's phone: the product, its image and its data sheet.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await visitor.newPage();
    await phone.goto(pageUrl);
    await expect(phone.getByRole('heading', { level: 1, name: 'Globex X2 scanner' })).toBeVisible();
    await expect(phone.getByText('Reads every badge in under a second')).toBeVisible();
    const sheet = phone.getByRole('link', { name: 'x2-datasheet' });
    await expect(sheet).toBeVisible();
    const pdf = await phone.request.get(new URL((await sheet.getAttribute('href'))!, pageUrl).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).equals(PDF.buffer)).toBe(true);
    await expect(phone.locator('img.banner')).toHaveJSProperty('complete', true);
    await expectAccessible(phone, 'public product page');
    await phone.getByRole('link', { name: 'Deutsch' }).click();
    await expect(phone.getByRole('heading', { name: 'Material' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  // On the administrator's device the page, once opened, shows again without a network.
  await app.waitForServiceWorker();
  const opened = await context.newPage();
  await opened.goto(pageUrl);
  await expect(opened.getByRole('heading', { level: 1, name: 'Globex X2 scanner' })).toBeVisible();
  await context.setOffline(true);
  try {
    await opened.reload();
    await expect(opened.getByRole('heading', { level: 1, name: 'Globex X2 scanner' })).toBeVisible();
    await expect(opened.getByText(enPublic.notFound.title)).toBeHidden();
  } finally {
    await context.setOffline(false);
  }
});
