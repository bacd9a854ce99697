/**
 * Every login path in Chromium against the real server, with mail over SMTP.
 */
import { expect, test, type App } from './fixtures';
import { TOTP, Secret } from 'otpauth';
import en from '../locales/en/login.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { mintLink, pathOf } from './support/links';
import { codeIn, waitForMail } from './support/mail';
import { acceptTerms, newTeamMember } from './support/people';

async function expectLoggedIn(app: App, name: string, role: string) {
  await expect(app.accountName(name)).toBeVisible();
  await expect(app.page.getByText(role)).toBeVisible();
}

test('partner link: terms once, then the administrator is in', async ({ app, page, server }) => {
  // A new administrator of Acme's, logging in for the first time.
  const admin = await newTeamMember(server, { admin: true });
  await app.goto(admin.link);
  const dialog = page.getByRole('dialog', { name: en.finalize.terms.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en.finalize.terms.accept }).click();
  await expectLoggedIn(app, `${admin.firstName} ${admin.lastName}`, 'Administrator · Acme');
  await expect(page.getByRole('button', { name: enCommon.menu.switchToStaff })).toBeVisible();
  await page.reload();
  await expectLoggedIn(app, `${admin.firstName} ${admin.lastName}`, 'Administrator · Acme');
  await app.logout();
  // Once: the next login goes straight in.
  await app.goto(admin.link);
  await expectLoggedIn(app, `${admin.firstName} ${admin.lastName}`, 'Administrator · Acme');
  await expect(dialog).toHaveCount(0);
});

test('declining the terms says what happens and how to come back', async ({ app, page, server }) => {
  // A new team member is asked for the terms on their first login.
  await app.goto((await newTeamMember(server)).link);
  const dialog = page.getByRole('dialog', { name: en.finalize.terms.title });
  await expect(dialog.getByText(en.finalize.terms.declineNote)).toBeVisible();
  await dialog.getByRole('button', { name: en.finalize.terms.decline }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(en.finalize.terms.declined)).toBeVisible();
});

test('an administrator switches to staff mode and back, without a new login link', async ({ app, page }) => {
  await app.loginAs('alex');
  await expectLoggedIn(app, 'Alex Morgan', 'Administrator · Acme');
  await page.getByRole('button', { name: enCommon.menu.switchToStaff }).click();
  await expectLoggedIn(app, 'Alex Morgan', 'Staff · Acme');
  // The way back survives a reload.
  await app.expectAcrossReload(() => expect(page.getByRole('button', { name: enCommon.menu.backToAdmin })).toBeVisible());
  await page.getByRole('button', { name: enCommon.menu.backToAdmin }).click();
  await expect(page.getByText(enCommon.account.backToAdminDone)).toBeVisible();
  await expectLoggedIn(app, 'Alex Morgan', 'Administrator · Acme');
  await expect(page.getByRole('button', { name: enCommon.menu.backToAdmin })).toHaveCount(0);
  await app.logout();
});

test('staff link logs in; logout returns to login and stays logged out', async ({ app, page }) => {
  await app.loginAs('sam');
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  // Lands on the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: enDashboard.title })).toBeVisible();
  await app.logout();
  await expect(page.getByText(enCommon.account.loggedOut.replace('{{event}}', 'Demo Expo'))).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('scan licence link asks for name and e-mail, then scans for the exhibitor', async ({ app, page }) => {
  await page.goto(pathOf(await mintLink('scan', 'ACME-SCAN-UNLIMITED')));
  await expect(page.getByRole('heading', { name: en.finalize.nameEmail.title })).toBeVisible();
  await page.getByRole('button', { name: en.finalize.nameEmail.submit }).click();
  await expect(page.getByText(enCommon.validation.required)).toHaveCount(2);
  await expect(page.getByLabel(en.finalize.nameEmail.name)).toBeFocused();
  await page.getByLabel(en.finalize.nameEmail.name).fill('Kim Booth');
  await page.getByLabel(en.finalize.nameEmail.email).fill('kim@acme.example');
  await page.getByRole('button', { name: en.finalize.nameEmail.submit }).click();
  // The name the scan user gave, not 'Scan licence'.
  await expectLoggedIn(app, 'Kim Booth', 'Scan user · Acme');
  // Scan users land on the connection list.
  await expect(page).toHaveURL(/\/connections\/list$/);
  await app.logout();
});

test('/lite/:licenseCode without that licence on the device asks for the licence, then opens the scanner; with it, the scanner at once', async ({ app, page }) => {
  await app.goto('/lite/ACME-SCAN-UNLIMITED');
  await expect(page.getByText(en.licence.lite.replace('{{code}}', 'ACME-SCAN-UNLIMITED'))).toBeVisible();
  await expect(page.getByRole('tab', { name: en.tab.licence })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(en.licence.label).fill(await mintLink('scan', 'ACME-SCAN-UNLIMITED'));
  await page.getByRole('button', { name: en.licence.submit }).click();
  await page.getByLabel(en.finalize.nameEmail.name).fill('Lite Tablet');
  await page.getByLabel(en.finalize.nameEmail.email).fill('lite@acme.example');
  await page.getByRole('button', { name: en.finalize.nameEmail.submit }).click();
  await expect(page).toHaveURL(/\/connections\/list\?scan=camera$/);
  await app.goto('/connections/list');
  await app.goto('/lite/ACME-SCAN-UNLIMITED');
  await expect(page).toHaveURL(/\/connections\/list\?scan=camera$/);
});

test('e-mail link arrives over SMTP, logs in once, and a replay is refused', async ({ app, page }) => {
  const started = Date.now();
  await app.login.open();
  await app.login.email.fill('sam@acme.example');
  await page.getByRole('button', { name: en.email.submit }).click();
  await expect(page.getByText(en.requestResult.emailSent.title)).toBeVisible();
  const mail = await waitForMail('sam@acme.example', started);
  expect(mail.subject).toBe('Your login link for Demo Expo');
  const link = /(http:\/\/[^\s]+\/token\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await page.goto(pathOf(link));
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  await app.logout();
  await page.goto(pathOf(link));
  await expect(page.getByText(en.error.linkAlreadyUsed)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('e-mail code logs in from the login page; a wrong code says so', async ({ app, page }) => {
  const started = Date.now();
  await app.login.open();
  await app.login.email.fill('robin@acme.example');
  await page.getByRole('button', { name: en.email.submit }).click();
  const code = codeIn(await waitForMail('robin@acme.example', started));
  await page.getByLabel(en.email.codeLabel).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: en.email.codeSubmit }).click();
  await expect(page.getByText(en.error.codeInvalid)).toBeVisible();
  await page.getByLabel(en.email.codeLabel).fill(code);
  await page.getByRole('button', { name: en.email.codeSubmit }).click();
  await expectLoggedIn(app, 'Robin Keller', 'Staff · Acme');
  await app.logout();
});

test('an administrator who logs in by e-mail switches to administrator from the menu', async ({ app, page, server }) => {
  // Alex's first login (the terms) is behind him, whichever test ran first.
  await acceptTerms(server, await app.linkFor('alex'));
  const started = Date.now();
  await app.login.open();
  await app.login.email.fill('alex@acme.example');
  await page.getByRole('button', { name: en.email.submit }).click();
  await page.getByLabel(en.email.codeLabel).fill(codeIn(await waitForMail('alex@acme.example', started)));
  await page.getByRole('button', { name: en.email.codeSubmit }).click();
  await expectLoggedIn(app, 'Alex Morgan', 'Staff · Acme');
  await page.getByRole('button', { name: enCommon.menu.switchToAdmin }).click();
  await expect(page.getByText(enCommon.account.backToAdminDone)).toBeVisible();
  await expectLoggedIn(app, 'Alex Morgan', 'Administrator · Acme');
  // And to staff mode again, which now says so.
  await page.getByRole('button', { name: enCommon.menu.switchToStaff }).click();
  await expect(page.getByText(enCommon.account.staffModeDone)).toBeVisible();
  await app.logout();
});

test('two-factor by e-mail: code required, invalid, already sent, then accepted', async ({ app, page }) => {
  const started = Date.now();
  await page.goto(pathOf(await mintLink('staff', 'acme-taylor')));
  await expect(page.getByRole('heading', { name: en.finalize.code.title })).toBeVisible();
  await expect(page.getByText(en.finalize.code.sent.email)).toBeVisible();
  const code = codeIn(await waitForMail('taylor@acme.example', started, (m) => m.subject.includes('verification')));
  await page.getByLabel(en.finalize.code.label).fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: en.finalize.code.submit }).click();
  await expect(page.getByText(en.error.codeInvalid)).toBeVisible();
  await page.getByRole('button', { name: en.finalize.code.resend }).click();
  await expect(page.getByText(en.error.codeAlreadySent)).toBeVisible();
  await page.getByLabel(en.finalize.code.label).fill(code);
  await page.getByRole('button', { name: en.finalize.code.submit }).click();
  await expectLoggedIn(app, 'Taylor Dubois', 'Staff · Acme');
  await app.logout();
});

test('two-factor by authenticator app: enrol by QR code, then choose it and log in with TOTP', async ({ app, page, server }) => {
  // A member of the test's own: enrolling changes how they log in from then on.
  const member = await newTeamMember(server, { firstName: 'Totp' });
  const name = `${member.firstName} ${member.lastName}`;
  await acceptTerms(server, member.link);
  await app.goto(member.link);
  await expectLoggedIn(app, name, 'Staff · Acme');
  await app.openSettings();
  await page.getByRole('button', { name: enCommon.settings.changeTwoFactor }).click();
  const dialog = page.getByRole('dialog', { name: enCommon.account.twoFactor.title });
  // This server has no SMS gateway: codes by SMS are not offered (the server refuses them too).
  await expect(dialog.getByLabel(enCommon.account.twoFactor.method.email)).toBeVisible();
  await expect(dialog.getByLabel(enCommon.account.twoFactor.method.sms)).toHaveCount(0);
  await dialog.getByLabel(enCommon.account.twoFactor.method.authenticator).click();
  await expect(dialog.getByRole('img', { name: enCommon.account.twoFactor.qrLabel })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await dialog.getByLabel(en.finalize.code.label).fill(totp.generate());
  await dialog.getByRole('button', { name: enCommon.account.twoFactor.confirm }).click();
  await expect(dialog.getByLabel(enCommon.account.twoFactor.method.authenticator)).toBeChecked();
  await dialog.getByRole('button', { name: enCommon.action.close }).click();
  await app.logout();

  await app.goto(member.link);
  await expect(page.getByRole('heading', { name: en.finalize.method.title })).toBeVisible();
  await page.getByRole('button', { name: en.finalize.method.authenticator }).click();
  await expect(page.getByText(en.finalize.code.sent.authenticator)).toBeVisible();
  await page.getByLabel(en.finalize.code.label).fill(totp.generate());
  await page.getByRole('button', { name: en.finalize.code.submit }).click();
  await expectLoggedIn(app, name, 'Staff · Acme');
  await app.logout();
});

test('a native-only login shows the native step', async ({ page }) => {
  const link = await mintLink('staff', 'acme-sam');
  await page.goto(pathOf(link).replace('/staff/', '/login/native/'));
  await expect(page.getByRole('heading', { name: en.finalize.native.title })).toBeVisible();
});

test('wrong and expired links show their messages', async ({ page }) => {
  await page.goto('/staff/acme-sam/not-the-right-verifier-at-all-000000000000');
  await expect(page.getByText(en.error.notLoggedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // An unknown exhibitor is answered like a wrong link: links do not tell which exhibitors exist.
  await page.goto('/partner/no-such-exhibitor/not-the-right-verifier-at-all-000000000000');
  await expect(page.getByText(en.error.notLoggedIn)).toBeVisible();
  await page.goto(pathOf(await mintLink('staff', 'acme-sam', { expiresInSeconds: -60 })));
  await expect(page.getByText(en.error.codeExpired)).toBeVisible();
  await page.goto('/scan/NO-SUCH-LICENCE/not-the-right-verifier-at-all-000000000000');
  await expect(page.getByText(en.error.scanLicenseQRCodeInvalid)).toBeVisible();
});

test('a pasted licence link that is wrong keeps the text and says why under the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: en.tab.licence }).click();
  const pasted = `${new URL(page.url()).origin}/scan/ACME-SCAN-5/not-the-right-verifier-at-all-000000000000`;
  await page.getByLabel(en.licence.label).fill(pasted);
  await page.getByRole('button', { name: en.licence.submit }).click();
  await expect(page.getByRole('tab', { name: en.tab.licence })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(en.licence.label)).toHaveValue(pasted);
  await expect(page.getByLabel(en.licence.label)).toHaveAccessibleDescription(en.error.scanLicenseQRCodeInvalid);
});

test('an ended session sends the user to login with "Session expired"', async ({ app, page }) => {
  await page.goto(pathOf(await mintLink('staff', 'acme-sam')));
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  // The server ends the session (expired or revoked); the app finds out on its next check.
  await page.evaluate(async () => {
    const req = indexedDB.open('leadstand');
    const db = await new Promise<IDBDatabase>((resolve) => (req.onsuccess = () => resolve(req.result)));
    const tx = db.transaction('sessions');
    const all = await new Promise<Array<{ token: string }>>((resolve) => {
      const r = tx.objectStore('sessions').getAll();
      r.onsuccess = () => resolve(r.result as Array<{ token: string }>);
    });
    for (const s of all) await fetch('/api/session', { method: 'DELETE', headers: { authorization: `Bearer ${s.token}` } });
  });
  await page.reload();
  await expect(page.getByText(enCommon.notice.sessionExpired)).toBeVisible();
  await expect(app.login.heading).toBeVisible();
});

test('switch event lists the events this device is logged in to, and adds another', async ({ app, page }) => {
  await page.goto(pathOf(await mintLink('staff', 'acme-sam-autumn')));
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  await page.getByRole('button', { name: enCommon.menu.switchEvent }).click();
  const dialog = page.getByRole('dialog', { name: enCommon.account.events.title });
  await expect(dialog.getByText('Autumn Fair')).toBeVisible();
  await expect(dialog.getByText(enCommon.account.events.ended, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: enCommon.account.events.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.addEvent.title })).toBeVisible();
  await page.goto(pathOf(await mintLink('staff', 'acme-sam')));
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  await expect(page.getByRole('banner').getByText('Demo Expo', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: enCommon.menu.switchEvent }).click();
  await page.getByRole('button', { name: /Autumn Fair/ }).click();
  await expect(page.getByRole('banner').getByText('Autumn Fair', { exact: true })).toBeVisible();
  // Logging out of one event leaves the other logged in.
  await page.getByRole('button', { name: enCommon.menu.logout }).click();
  await expect(page.getByRole('banner').getByText('Demo Expo', { exact: true })).toBeVisible();
  await expectLoggedIn(app, 'Sam Visser', 'Staff · Acme');
  await app.logout();
});
