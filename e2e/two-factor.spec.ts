/**
 * Two-factor changes are confirmed before they apply and say what happened: SMS needs a number
 * confirmed by a code sent to it, turning off and switching to e-mail each take a second step, and
 * while a method is on, a change needs a code of it first.
 * A server of its own without SMTP: its development mailbox (loopback only) holds the SMS.
 */
import { expect, ownServer } from './fixtures';
import { expectAccessible } from './support/axe';
import { smallTargets } from './support/targets';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enLogin from '../locales/en/login.json' with { type: 'json' };

// With the development SMS gateway: SMS codes are offered only where a gateway is configured.
const test = ownServer(4398, { SMS_GATEWAY: 'development' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const tf = enCommon.account.twoFactor;

async function lastSms(url: string, to: string): Promise<string> {
  const messages = (await (await fetch(`${url}/dev/mailbox.json`)).json()) as Array<{ kind: string; to: string; text: string }>;
  const sms = messages.find((m) => m.kind === 'sms' && m.to === to);
  if (!sms) throw new Error(`no SMS to ${to}`);
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

test('SMS two-factor needs a confirmed number; off and e-mail are confirmed; each change says what happened', async ({ app, page, server }) => {
  await app.loginAs('sam');
  await app.openSettings();
  await page.getByRole('button', { name: enCommon.settings.changeTwoFactor }).click();
  const dialog = page.getByRole('dialog', { name: tf.title });
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(tf.state.off);

  // Choosing SMS turns nothing on: it asks for the number first.
  await dialog.getByLabel(tf.method.sms).check();
  await expect(status).toHaveText(tf.state.off);
  const phone = dialog.getByLabel(tf.phoneLabel);
  await expectAccessible(page, 'dialog: two-factor, SMS number');
  expect(await smallTargets(page, dialog), 'controls smaller than 44 px in the two-factor dialog').toEqual([]);
  await phone.fill('0170 1234567');
  await dialog.getByRole('button', { name: tf.sendCode }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tf.phoneInvalid);

  await phone.fill('+49 170 1234567');
  await dialog.getByRole('button', { name: tf.sendCode }).click();
  await expect(dialog.getByText(tf.smsSent.replace('{{phone}}', '+491701234567'))).toBeVisible();
  const code = await lastSms(server.url, '+491701234567');
  const codeField = dialog.getByLabel(enLogin.finalize.code.label);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: tf.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(enLogin.error.codeInvalid);
  await expect(status).toHaveText(tf.state.off);
  await codeField.fill(code);
  await dialog.getByRole('button', { name: tf.confirm }).click();
  const smsState = tf.state.sms.replace('{{phone}}', '+491701234567');
  await expect(status).toHaveText(tf.done.on.replace('{{what}}', smsState));
  await expect(dialog.getByLabel(tf.method.sms)).toBeChecked();

  // With SMS on, nothing changes without a code sent there first: the way someone who took over
  // the session (but not the phone) cannot turn it off.
  await dialog.getByLabel(tf.method.off).check();
  await expect(dialog.getByText(tf.verify.sms.replace('{{phone}}', '+491701234567'), { exact: false })).toBeVisible();
  const check = await lastSms(server.url, '+491701234567');
  await codeField.fill(check === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: tf.verify.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(enLogin.error.codeInvalid);
  await expect(status).toHaveText(smsState);
  await codeField.fill(check);
  await dialog.getByRole('button', { name: tf.verify.submit }).click();

  // Off then asks, and warns what it means.
  await expect(dialog.getByText(tf.confirmOff)).toBeVisible();
  await expect(status).toHaveText(smsState);
  await dialog.getByRole('button', { name: tf.turnOff }).click();
  await expect(status).toHaveText(tf.done.off);

  // E-mail too, naming the address.
  await dialog.getByLabel(tf.method.email).check();
  await expect(dialog.getByText(tf.confirmEmail.replace('{{email}}', 'sam@acme.example'))).toBeVisible();
  await dialog.getByRole('button', { name: tf.useEmail }).click();
  await expect(status).toHaveText(tf.done.on.replace('{{what}}', tf.state.email.replace('{{email}}', 'sam@acme.example')));

  // What the dialog said is what the server holds: reopened after a reload, it shows e-mail.
  await dialog.getByRole('button', { name: enCommon.action.close }).click();
  await page.reload();
  await app.openSettings();
  await page.getByRole('button', { name: enCommon.settings.changeTwoFactor }).click();
  await expect(status).toHaveText(tf.state.email.replace('{{email}}', 'sam@acme.example'));
  await expect(dialog.getByLabel(tf.method.email)).toBeChecked();
});
