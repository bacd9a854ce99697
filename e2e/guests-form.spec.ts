/**
 * The registration form tab (/guests/form): Acme's administrator adds questions (one required
 * multiple choice with a German name, one free text), sees them in the in-app preview in German,
 * reorders them, is told why a choice question without answers cannot be saved, and finds the
 * questions on the public registration page in German. A server of the file's own: the form is
 * saved as a whole, so other specs keep the demo's form.
 */
import { ownServer, expect } from './fixtures';
import { expectAccessible } from './support/axe';
import en from '../locales/en/guests.json' with { type: 'json' };
import enQuestions from '../locales/en/questions.json' with { type: 'json' };
import de from '../locales/de/guests.json' with { type: 'json' };

const test = ownServer(4379);

/** A text with its {{placeholders}} filled in, as i18next does. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const PRODUCTS = 'Which products interest you?';
const PRODUCTS_DE = 'Welche Produkte interessieren Sie?';
const HEARD = 'How did you hear about us?';

test('an administrator builds the registration form, checks it in German and finds it on the public page', async ({ app, page }) => {
  await app.loginAs('alex');
  await app.goto('/guests/form');
  const questions = page.getByRole('list', { name: en.form.yourQuestions });
  await expect(questions.getByRole('heading')).toHaveCount(2);
  await expect(page.getByText(fill(en.form.count, { count: 2, limit: 20 }))).toBeVisible();
  // The fixed fields are there, not editable.
  await expect(page.getByRole('region', { name: en.form.fixed.top }).getByText(en.form.page.firstName)).toBeVisible();
  await expectAccessible(page, 'registration form');

  // A required multiple-choice question, named in German too.
  await page.getByRole('button', { name: en.form.add }).click();
  const dialog = page.getByRole('dialog', { name: en.form.newTitle });
  await dialog.getByLabel(en.form.field.name).fill(PRODUCTS);
  await dialog.getByLabel(en.form.field.type).selectOption({ label: enQuestions.type.checkbox });
  await dialog.getByRole('textbox', { name: fill(en.form.field.optionName, { n: 1 }), exact: true }).fill('Scanners');
  await dialog.getByRole('textbox', { name: fill(en.form.field.optionName, { n: 2 }), exact: true }).fill('Mobile printers');
  await dialog.getByRole('checkbox', { name: en.form.field.required }).check();
  await dialog.getByText(en.form.translations).click();
  await dialog.getByRole('textbox', { name: fill(en.form.field.nameIn, { language: 'Deutsch' }) }).fill(PRODUCTS_DE);
  await dialog.getByRole('textbox', { name: fill(en.form.field.optionNameIn, { n: 1, language: 'Deutsch' }) }).fill('Scanner');
  await dialog.getByRole('textbox', { name: fill(en.form.field.optionNameIn, { n: 2, language: 'Deutsch' }) }).fill('Mobile Drucker');
  await dialog.getByRole('button', { name: en.form.save }).click();
  await expect(page.getByText(fill(en.form.added, { name: PRODUCTS }))).toBeVisible();
  await expect(dialog).toBeHidden();
  const products = questions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRODUCTS }) });
  await expect(products.getByText(en.form.required, { exact: true })).toBeVisible();
  await expect(products.getByText(enQuestions.type.checkbox)).toBeVisible();

  // A choice question without answers is refused, and nothing typed is lost.
  await page.getByRole('button', { name: en.form.add }).click();
  await dialog.getByLabel(en.form.field.name).fill(HEARD);
  await dialog.getByRole('button', { name: en.form.save }).click();
  await expect(dialog.getByText(enQuestions.error.question.optionsRequired)).toBeVisible();
  await expect(dialog.getByText(en.error.fields)).toBeVisible();
  await expect(dialog.getByLabel(en.form.field.name)).toHaveValue(HEARD);
  await expectAccessible(page, 'registration form, question refused');
  // As free text it is fine.
  await dialog.getByLabel(en.form.field.type).selectOption({ label: enQuestions.type.open });
  await dialog.getByRole('button', { name: en.form.save }).click();
  await expect(page.getByText(fill(en.form.added, { name: HEARD }))).toBeVisible();
  await expect(questions.getByRole('heading')).toHaveText([/at our stand/, /appointment/, PRODUCTS, HEARD]);

  // The in-app preview shows the form as guests see it, in the language chosen.
  const preview = page.getByRole('complementary', { name: en.form.preview.title });
  await expect(preview.getByText(PRODUCTS, { exact: false })).toBeVisible();
  await expect(preview.getByText(HEARD)).toBeVisible();
  await preview.getByLabel(en.form.preview.language).selectOption('de');
  await expect(preview.getByText(de.form.page.firstName)).toBeVisible();
  await expect(preview.getByText(PRODUCTS_DE)).toBeVisible();
  await expect(preview.getByText('Mobile Drucker')).toBeVisible();
  // No German name: the English one.
  await expect(preview.getByText(HEARD)).toBeVisible();

  // Reorder: the free-text question moves up, before the multiple choice.
  await page.getByRole('button', { name: fill(en.form.moveUp, { name: HEARD }) }).click();
  await expect(page.getByText(fill(en.form.moved, { name: HEARD, position: 3 }))).toBeVisible();
  await expect(page.getByRole('button', { name: fill(en.form.moveUp, { name: HEARD }) })).toBeFocused();
  await expect(questions.getByRole('heading')).toHaveText([/at our stand/, /appointment/, HEARD, PRODUCTS]);
  await app.expectAcrossReload(() => expect(questions.getByRole('heading')).toHaveText([/at our stand/, /appointment/, HEARD, PRODUCTS]));

  // The public page of the registration link, in German, has the questions in that order.
  const link = page.getByRole('link', { name: en.form.preview.open });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/r\/[\w-]+\?lang=/);
  const guest = await page.context().browser()!.newPage();
  await guest.goto(href!.replace(/\?lang=\w+$/, '?lang=de'));
  const group = guest.getByRole('group', { name: new RegExp(PRODUCTS_DE) });
  await expect(group.getByRole('checkbox', { name: 'Scanner', exact: true })).toBeVisible();
  await expect(group.getByRole('checkbox', { name: 'Mobile Drucker' })).toBeVisible();
  await expect(guest.getByRole('textbox', { name: HEARD })).toBeVisible();
  const labels = await guest.locator('form legend, form label[for^="q_"]').allTextContents();
  expect(labels.findIndex((l) => l.includes(HEARD))).toBeLessThan(labels.findIndex((l) => l.includes(PRODUCTS_DE)));
  await guest.close();

  // Delete, after asking.
  await page.getByRole('button', { name: fill(en.form.deleteOne, { name: HEARD }) }).click();
  const confirm = page.getByRole('alertdialog', { name: fill(en.form.deleteTitle, { name: HEARD }) });
  await confirm.getByRole('button', { name: en.form.delete }).click();
  await expect(page.getByText(fill(en.form.deleted, { name: HEARD }))).toBeVisible();
  await expect(questions.getByRole('heading')).toHaveText([/at our stand/, /appointment/, PRODUCTS]);
});

test('without a registration link the tab says one is needed to see the page, and links to the links tab', async ({ app, page }) => {
  await app.loginAs('alex');
  await app.goto('/guests/links');
  // Delete every link of the demo.
  const deleteButtons = page.getByRole('button', { name: /^Delete / });
  await expect(deleteButtons.first()).toBeVisible();
  for (let n = await deleteButtons.count(); n > 0; n--) {
    await deleteButtons.first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.links.delete }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  }
  await expect(page.getByText(en.links.emptyTitle)).toBeVisible();
  await app.goto('/guests/form');
  await expect(page.getByText(en.form.preview.needsLink)).toBeVisible();
  await expect(page.getByRole('link', { name: en.form.preview.open })).toHaveCount(0);
  await page.getByRole('link', { name: en.form.preview.createLink }).click();
  await expect(page).toHaveURL(/\/guests\/links$/);
});
