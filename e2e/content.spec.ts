/**
 * The content tab: a staff member offline marks a product and the company profile to share with a
 * visitor, the choice survives a reload without network, syncs when the network is back, and a
 * colleague who sees all connections finds it with who chose it; a follow-up e-mail asked for
 * offline goes out once when the network is back.
 */
import { App, expect, test } from './fixtures';
import en from '../locales/en/connections.json' with { type: 'json' };
import { listMails, waitForMail } from './support/mail';
import { expectAccessible } from './support/axe';

const VISITOR = 'David Smit';

async function openContentTab(app: App) {
  await app.list.open();
  await app.list.row(VISITOR).first().click();
  await app.detail.openTab('content');
}

test('content chosen offline is kept, synced, and seen by a colleague', async ({ app, page, browser, server }) => {
  await app.loginAs('sam');
  await app.waitForServiceWorker();
  await openContentTab(app);
  await expect(page.getByText('Acme company profile')).toBeVisible();
  await expect(page.getByText(en.content.count_zero)).toBeVisible();

  await page.context().setOffline(true);
  await app.detail.shareBox('ScanPro 4 handheld scanner').check();
  await app.detail.shareBox('Acme company profile').check();
  await expect(page.getByText(en.content.count_other.replace('{{count}}', '2'))).toBeVisible();
  // Still there after a reload without network.
  await app.expectAcrossReload(() => expect(app.detail.shareBox('ScanPro 4 handheld scanner')).toBeChecked());
  // One item in full, from the local copy.
  await page.getByRole('link', { name: 'ScanPro 4 handheld scanner' }).click();
  await expect(page).toHaveURL(/\/content\/product\/acme-scanpro$/);
  await expect(page.getByRole('heading', { name: 'ScanPro 4 handheld scanner' })).toBeVisible();
  await expect(page.getByText(en.content.sharedBy.replace('{{name}}', 'Sam Visser'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data sheet' })).toHaveAttribute('href', 'https://acme.example/scanpro-4');
  // Changed mind about the profile.
  await page.getByRole('link', { name: en.content.back }).click();
  await app.detail.shareBox('Acme company profile').uncheck();
  await expect(page.getByText(en.content.count_one.replace('{{count}}', '1'))).toBeVisible();

  await page.context().setOffline(false);
  const colleague = await browser.newContext();
  try {
    const robin = new App(await colleague.newPage(), server);
    await robin.loginAs('robin');
    await expect(async () => {
      await openContentTab(robin);
      await expect(robin.detail.shareBox('ScanPro 4 handheld scanner')).toBeChecked({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(robin.detail.shareBox('Acme company profile')).not.toBeChecked();
    await expect(robin.page.getByText(en.content.sharedBy.replace('{{name}}', 'Sam Visser'))).toBeVisible();
  } finally {
    await colleague.close();
  }
});

test('a follow-up e-mail written offline waits on the device, is sent once when the network is back, and the connection says so', async ({ app, page }) => {
  test.setTimeout(90_000);
  await app.loginAs('sam');
  await app.waitForServiceWorker();
  await openContentTab(app);
  const card = page.getByRole('region', { name: en.followUp.title });
  await expect(card).toBeVisible();
  const hint = (await card.locator('.field-hint').first().textContent())!;
  const to = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(hint)![0];
  const started = Date.now();

  await page.context().setOffline(true);
  await app.detail.shareBox('ScanPro 4 handheld scanner').check();
  await card.getByLabel(en.followUp.language).selectOption('nl');
  await card.getByRole('button', { name: en.followUp.sendNow }).click();
  await expect(card.getByText(en.followUp.state.waitingHere)).toBeVisible();
  await page.context().setOffline(false);

  // Sent by the server's job, in Dutch, with the product chosen for the visitor and a way out.
  const mail = await waitForMail(to, started, (m) => m.subject.startsWith('Uw bezoek aan Acme'), 30_000);
  expect(mail.text).toContain('ScanPro 4 handheld scanner');
  expect(mail.text).toMatch(/\/u\/[\w-]+/);
  await expect(card.getByText(/^Sent .+ by Sam Visser\.$/)).toBeVisible({ timeout: 30_000 });
  // Once.
  await page.waitForTimeout(1000);
  expect(listMails(started).filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith('Uw bezoek aan Acme'))).toHaveLength(1);
  await expectAccessible(page, 'content tab with a follow-up sent');
});
