/**
 * The person's own two-factor settings: nothing that needs a phone or an app takes effect before
 * it is proven with a code, and a change to off or e-mail clears what the old method kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { Secret, TOTP } from 'otpauth';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  auth = { authorization: `Bearer ${await t.login('staff', 'acme-sam')}` };
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.updateTable('users').set({ two_factor_method: null, two_factor_phone: null, totp_secret: null }).where('id', '=', 'acme-sam').execute();
  await t.database.db.deleteFrom('two_factor_challenges').execute();
  await t.database.db.deleteFrom('login_throttle').execute();
  await t.database.db.updateTable('sessions').set({ two_factor_verified_at: null }).execute();
});

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const sam = () => t.database.db.selectFrom('users').selectAll().where('id', '=', 'acme-sam').executeTakeFirstOrThrow();
const lastSmsCode = () => /\b(\d{6})\b/.exec(t.app.messenger.devSms[0]!.text)![1]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** Proves the current method (SMS here) in Sam's session. */
async function verify() {
  await post('/api/account/two-factor/verify/send', {});
  expect((await post('/api/account/two-factor/verify', { code: lastSmsCode() })).json()).toEqual({ verified: true });
}
const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/session', payload }).then((r) => r.json());

describe('two-factor by SMS', () => {
  it('cannot be switched on without a confirmed number', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method: 'sms' } });
    expect(res.statusCode).toBe(400);
    expect((await sam()).two_factor_method).toBeNull();
  });

  it('refuses a number not in international format, and sends nothing', async () => {
    const before = t.app.messenger.devSms.length;
    for (const phone of ['0612345678', '+0 123', 'call me', '']) {
      const res = await post('/api/account/two-factor/sms', { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({ error: 'phoneInvalid' });
    }
    expect(t.app.messenger.devSms.length).toBe(before);
  });

  it('sends a code to the number, turns on only with that code, then logs in with codes sent there', async () => {
    const sent = await post('/api/account/two-factor/sms', { phone: '+49 170 123-4567' });
    expect(sent.json()).toEqual({ phone: '+491701234567', minutes: 10 });
    expect(t.app.messenger.devSms[0]!.to).toBe('+491701234567');
    expect(t.app.messenger.devSms[0]!.text).toMatch(/confirm this phone number/);
    expect((await sam()).two_factor_method).toBeNull();

    const code = lastSmsCode();
    const wrong = await post('/api/account/two-factor/sms/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toEqual({ error: 'codeInvalid' });
    expect((await sam()).two_factor_method).toBeNull();

    const ok = await post('/api/account/two-factor/sms/confirm', { code });
    expect(ok.json()).toEqual({ twoFactorMethod: 'sms' });
    expect(await sam()).toMatchObject({ two_factor_method: 'sms', two_factor_phone: '+491701234567' });
    const info = (await t.app.inject({ url: '/api/session', headers: auth })).json();
    expect(info.user).toMatchObject({ twoFactorMethod: 'sms', twoFactorPhone: '+491701234567' });
    // The code works once; and now that SMS is on, any further change needs a current code first.
    expect((await post('/api/account/two-factor/sms/confirm', { code })).json()).toEqual({ error: 'twoFactorCodeRequired' });

    // The confirmation code is not a login code; the login code goes to the confirmed number.
    const { verifier } = await t.link('staff', 'acme-sam');
    expect(await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'sms', code })).toMatchObject({ errorCode: 'codeExpired' });
    expect(await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'sms' })).toMatchObject({ errorCode: 'codeRequired' });
    expect(t.app.messenger.devSms[0]!.to).toBe('+491701234567');
    expect(await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'sms', code: lastSmsCode() })).toMatchObject({ state: 'linked' });
  });

  it('refuses a second code to the same number within a minute, and takes a new number at once', async () => {
    await post('/api/account/two-factor/sms', { phone: '+491701234567' });
    expect((await post('/api/account/two-factor/sms', { phone: '+491701234567' })).json()).toEqual({ error: 'codeAlreadySent' });
    expect((await post('/api/account/two-factor/sms', { phone: '+31612345678' })).statusCode).toBe(200);
    // Only the latest number can be confirmed.
    await post('/api/account/two-factor/sms/confirm', { code: lastSmsCode() });
    expect((await sam()).two_factor_phone).toBe('+31612345678');
  });

  it('blocks after five wrong codes, and then refuses even the right one', async () => {
    await post('/api/account/two-factor/sms', { phone: '+491701234567' });
    const code = lastSmsCode();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post('/api/account/two-factor/sms/confirm', { code: code === '000000' ? '111111' : '000000' })).json().error);
    expect(answers).toEqual(['codeInvalid', 'codeInvalid', 'codeInvalid', 'codeInvalid', 'codeBlocked']);
    expect((await post('/api/account/two-factor/sms/confirm', { code })).json()).toEqual({ error: 'codeBlocked' });
    expect((await sam()).two_factor_method).toBeNull();
  });
});

describe('changing two-factor', () => {
  it('to off or e-mail forgets the confirmed phone and the authenticator secret', async () => {
    await t.database.db.updateTable('users').set({ two_factor_method: 'sms', two_factor_phone: '+491701234567', totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', 'acme-sam').execute();
    await verify();
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method: 'email' } });
    expect(res.json()).toEqual({ twoFactorMethod: 'email' });
    expect(await sam()).toMatchObject({ two_factor_method: 'email', two_factor_phone: null, totp_secret: null });
    await t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method: null } });
    expect((await sam()).two_factor_method).toBeNull();
  });

  it('needs a code of the current method before anything changes, and a code from the mailbox to turn e-mail codes on', async () => {
    const change = (method: string | null) => t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method } });
    // No method yet: e-mail codes need a code from the mailbox first.
    expect((await change('email')).json()).toEqual({ error: 'twoFactorCodeRequired' });
    expect((await sam()).two_factor_method).toBeNull();
    expect((await post('/api/account/two-factor/verify/send', {})).json()).toEqual({ method: 'email' });
    const mail = await t.smtp.waitFor('sam@acme.example');
    expect((await post('/api/account/two-factor/verify', { code: '000000' === codeIn(mail.text) ? '111111' : '000000' })).json()).toEqual({ error: 'codeInvalid' });
    expect((await post('/api/account/two-factor/verify', { code: codeIn(mail.text) })).json()).toEqual({ verified: true });
    expect((await change('email')).json()).toEqual({ twoFactorMethod: 'email' });

    // E-mail codes on, and the proof has gone stale: turning them off, or enrolling an app or a number, needs a new code.
    await t.database.db.updateTable('sessions').set({ two_factor_verified_at: new Date(Date.now() - 11 * 60_000) }).execute();
    expect((await change(null)).json()).toEqual({ error: 'twoFactorCodeRequired' });
    expect((await t.app.inject({ method: 'POST', url: '/api/account/two-factor/authenticator', headers: auth })).json()).toEqual({ error: 'twoFactorCodeRequired' });
    expect((await post('/api/account/two-factor/sms', { phone: '+491701234567' })).json()).toEqual({ error: 'twoFactorCodeRequired' });
    expect((await sam()).two_factor_method).toBe('email');

    // An authenticator app is proven by its own code: nothing is sent.
    await t.database.db.updateTable('users').set({ two_factor_method: 'authenticator', totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', 'acme-sam').execute();
    expect((await post('/api/account/two-factor/verify/send', {})).json()).toEqual({ method: 'authenticator' });
    const totp = new TOTP({ issuer: 'Leadstand', label: 'sam', secret: Secret.fromBase32('JBSWY3DPEHPK3PXP') }).generate();
    expect((await post('/api/account/two-factor/verify', { code: totp })).json()).toEqual({ verified: true });
    expect((await change(null)).json()).toEqual({ twoFactorMethod: null });
  });

  it('an authenticator confirmation counts wrong codes towards the same block', async () => {
    await t.app.inject({ method: 'POST', url: '/api/account/two-factor/authenticator', headers: auth });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post('/api/account/two-factor/authenticator/confirm', { code: '99999x' })).json().error);
    expect(answers.at(-1)).toBe('codeBlocked');
    expect((await sam()).two_factor_method).toBeNull();
  });
});

describe('SMS two-factor only where an SMS gateway is configured (issue #29)', () => {
  it('without a gateway: not offered in the config, enabling it is refused and changes nothing, and a person with SMS codes gets them by e-mail', async () => {
    const { buildApp } = await import('../app');
    const { createMessenger } = await import('../mail/mailer');
    const noSms = await buildApp({ database: t.database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      expect((await t.app.inject({ url: '/api/config' })).json().smsTwoFactor).toBe(true);
      expect((await noSms.inject({ url: '/api/config' })).json().smsTwoFactor).toBe(false);
      const enrol = await noSms.inject({ method: 'POST', url: '/api/account/two-factor/sms', headers: auth, payload: { phone: '+491701234567' } });
      expect([enrol.statusCode, enrol.json()]).toEqual([409, { error: 'smsUnavailable' }]);
      const confirm = await noSms.inject({ method: 'POST', url: '/api/account/two-factor/sms/confirm', headers: auth, payload: { code: '123456' } });
      expect([confirm.statusCode, confirm.json()]).toEqual([409, { error: 'smsUnavailable' }]);
      expect(await t.database.db.selectFrom('two_factor_challenges').select('id').execute()).toHaveLength(0);
      expect(await sam()).toMatchObject({ two_factor_method: null, two_factor_phone: null });

      // SMS codes on from before: with a gateway they may come by SMS, without one only by e-mail.
      await t.database.db.updateTable('users').set({ two_factor_method: 'sms', two_factor_phone: '+491701234567' }).where('id', '=', 'acme-sam').execute();
      const { verifier } = await t.link('staff', 'acme-sam');
      expect(await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier })).toMatchObject({ errorCode: 'codeMethod', methods: ['sms', 'email'] });
      const without = (await noSms.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', visitorID: 'acme-sam', verifier } })).json();
      expect(without).toMatchObject({ errorCode: 'codeRequired', methods: ['email'] });
    } finally {
      await noSms.close();
    }
  });
});
