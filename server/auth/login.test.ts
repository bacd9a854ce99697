/**
 * Every login path against the real server code and database, with mail over real SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { testApp, type TestApp } from '../test/app';
import { hashSecret } from '../security';
import { parseTrustProxy } from '../config';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/session', payload, headers }).then((r) => ({ status: r.statusCode, body: r.json() }));
const session = (token: string) => t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${token}` } });

describe('partner link', () => {
  it('asks the administrator to accept the terms once, then logs in as the exhibitor', async () => {
    const { verifier } = await t.link('partner', 'acme', { userId: 'acme-alex' });
    const first = await put({ sessionMode: 'partner', partnerID: 'acme', verifier });
    expect(first.body).toMatchObject({ state: 'unlinked', errorCode: 'tandcRequired' });
    const second = await put({ sessionMode: 'partner', partnerID: 'acme', verifier, acceptTerms: true });
    expect(second.body).toMatchObject({ state: 'linked', errorCode: null });
    const info = (await session(second.body.token)).json();
    expect(info).toMatchObject({ state: 'linked', sessionMode: 'partner', partnerID: 'acme', partner: { name: 'Acme' }, staffModeAvailable: true });
    expect(info.permissions).toEqual(['admin', 'companyConversations', 'exportConnections', 'showAllConnections', 'tasks']);
    expect(info.event).toMatchObject({ name: 'Demo Expo', applicationColor: '#143d59' });
    // Accepted once: the next login goes straight in.
    const again = await t.link('partner', 'acme', { userId: 'acme-alex' });
    expect((await put({ sessionMode: 'partner', partnerID: 'acme', verifier: again.verifier })).body.state).toBe('linked');
  });

  it("answers an unknown exhibitor like a wrong verifier ('Login failed'), so links do not tell which exhibitors exist", async () => {
    const { verifier } = await t.link('partner', 'acme');
    expect((await put({ sessionMode: 'partner', partnerID: 'nobody', verifier })).body.errorCode).toBe('notLoggedIn');
    expect((await put({ sessionMode: 'partner', partnerID: 'acme', verifier: 'x'.repeat(43) })).body.errorCode).toBe('notLoggedIn');
    expect((await put({ sessionMode: 'partner', partnerID: 'globex', verifier })).body.errorCode).toBe('notLoggedIn');
  });

  it('refuses an unknown invitation code', async () => {
    const { verifier } = await t.link('partner', 'acme', { userId: 'acme-alex' });
    expect((await put({ sessionMode: 'partner', partnerID: 'acme', verifier, inviteCode: 'no-such-invite', acceptTerms: true })).body.errorCode).toBe('inviteCodeNotFound');
  });
});

describe('staff link', () => {
  it('logs a staff member in with their permissions', async () => {
    const { verifier } = await t.link('staff', 'acme-robin');
    const res = await put({ sessionMode: 'staff', visitorID: 'acme-robin', verifier });
    expect(res.body).toMatchObject({ state: 'linked', errorCode: null, embedded: false });
    const info = (await session(res.body.token)).json();
    expect(info).toMatchObject({ sessionMode: 'staff', visitorID: 'acme-robin', user: { name: 'Robin Keller' }, staffModeAvailable: false });
    expect(info.permissions).toEqual(['createConnections', 'exportConnections', 'showAllConnections']);
  });

  it('refuses expired links, and single-use links the second time', async () => {
    const expired = await t.link('staff', 'acme-sam', { expiresAt: new Date(Date.now() - 1000) });
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: expired.verifier })).body.errorCode).toBe('codeExpired');
    const once = await t.link('staff', 'acme-sam', { singleUse: true });
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: once.verifier })).body.state).toBe('linked');
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: once.verifier })).body.errorCode).toBe('linkAlreadyUsed');
  });

  it('a single-use link sent several times at once logs in exactly once', async () => {
    const once = await t.link('staff', 'acme-sam', { singleUse: true });
    const answers = await Promise.all(Array.from({ length: 4 }, () => put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: once.verifier })));
    expect(answers.filter((a) => a.body.state === 'linked')).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'linkAlreadyUsed')).toHaveLength(3);
  });

  it('sends a native-mode login from a browser to the native step', async () => {
    const { verifier } = await t.link('staff', 'acme-sam');
    expect((await put({ sessionMode: 'native', visitorID: 'acme-sam', verifier })).body.errorCode).toBe('nativeRequired');
    const native = await put({ sessionMode: 'native', visitorID: 'acme-sam', verifier }, { 'x-leadstand-native': '1' });
    expect(native.body.state).toBe('linked');
    expect((await session(native.body.token)).json().sessionMode).toBe('native');
  });
});

describe('scan licence', () => {
  it('asks scan users for name and e-mail, and counts devices against the licence', async () => {
    const { verifier } = await t.link('scan', 'ACME-SCAN-5');
    const first = await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-5', verifier });
    expect(first.body.errorCode).toBe('nameEmailRequired');
    expect((await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-5', verifier, name: 'Kim', email: 'not-mail' })).body.errorCode).toBe('nameEmailRequired');
    // 1 of 5 used already: 4 more devices fit.
    for (let i = 0; i < 4; i++) {
      const res = await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-5', verifier, name: `Device ${i}`, email: `d${i}@acme.example`, acceptTerms: true });
      expect(res.body.state).toBe('linked');
    }
    const full = await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-5', verifier, name: 'One too many', email: 'x@acme.example', acceptTerms: true });
    expect(full.body.errorCode).toBe('licenseLimitReached');
    const unlimited = await t.link('scan', 'ACME-SCAN-UNLIMITED');
    const ok = await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-UNLIMITED', verifier: unlimited.verifier, name: 'Kim', email: 'kim@acme.example', acceptTerms: true });
    const info = (await session(ok.body.token)).json();
    expect(info).toMatchObject({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-UNLIMITED', licenseType: 'scanapp', scanUserId: expect.any(String), permissions: ['createConnections'], user: null, scanUserName: 'Kim' });
  });

  it('devices activating at once never take more seats than the licence has', async () => {
    await t.database.db.insertInto('licences').values({ id: 'acme-licence-two', partner_id: 'acme', code: 'ACME-SCAN-2', type: 'scan', total: 2 }).execute();
    const { verifier } = await t.link('scan', 'ACME-SCAN-2');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-2', verifier, name: `Tablet ${i}`, email: `tablet${i}@acme.example`, acceptTerms: true })),
    );
    expect(answers.filter((a) => a.body.state === 'linked')).toHaveLength(2);
    expect(answers.filter((a) => a.body.errorCode === 'licenseLimitReached')).toHaveLength(3);
    const seats = await t.database.db.selectFrom('licence_activations').select('id').where('licence_id', '=', 'acme-licence-two').execute();
    expect(seats).toHaveLength(2);
  });

  it('refuses an unknown licence or a wrong verifier', async () => {
    const { verifier } = await t.link('scan', 'ACME-SCAN-5');
    expect((await put({ sessionMode: 'scan', licenseCode: 'NOPE', verifier })).body.errorCode).toBe('scanLicenseQRCodeInvalid');
    expect((await put({ sessionMode: 'scan', licenseCode: 'ACME-SCAN-UNLIMITED', verifier })).body.errorCode).toBe('scanLicenseQRCodeInvalid');
  });
});

describe('login by e-mail', () => {
  it('mails a link and a code over SMTP, in the user’s language, and the link logs in once', async () => {
    await t.database.db.updateTable('users').set({ language: 'de' }).where('id', '=', 'acme-sam').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'Sam@Acme.example ' } });
    expect(res.json()).toEqual({ result: 'emailSent' });
    const mail = await t.smtp.waitFor('sam@acme.example');
    expect(mail.subject).toBe('Ihr Anmeldelink für Demo Expo');
    const url = /http:\/\/leadstand\.test\/token\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.html).toContain(`/token/${url}`);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    const login = await put({ sessionMode: 'staff', token: url });
    expect(login.body.state).toBe('linked');
    expect((await session(login.body.token)).json().visitorID).toBe('acme-sam');
    expect((await put({ sessionMode: 'staff', token: url })).body.errorCode).toBe('linkAlreadyUsed');
    // Only hashes are stored.
    const stored = await t.database.db.selectFrom('login_requests').selectAll().where('email', '=', 'sam@acme.example').execute();
    expect(stored.every((r) => r.token_hash === hashSecret(url) || r.token_hash !== url)).toBe(true);
    expect(stored.some((r) => r.token_hash === url)).toBe(false);
  });

  it('logs in with the 6-digit code; a wrong code is refused and five block the address', async () => {
    await t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'robin@acme.example' } });
    const mail = await t.smtp.waitFor('robin@acme.example');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await put({ sessionMode: 'staff', email: 'robin@acme.example', code: wrong })).body.errorCode).toBe('codeInvalid');
    const ok = await put({ sessionMode: 'staff', email: 'robin@acme.example', code });
    expect(ok.body.state).toBe('linked');
    // The code works once.
    expect((await put({ sessionMode: 'staff', email: 'robin@acme.example', code })).body.errorCode).toBe('codeInvalid');
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await put({ sessionMode: 'staff', email: 'robin@acme.example', code: wrong })).body.errorCode);
    expect(results.at(-1)).toBe('codeBlocked');
  });

  it('answers the same for unknown addresses, sends nothing, and rate-limits repeats', async () => {
    const before = t.smtp.mails.length;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'stranger@nowhere.example' } });
    expect(unknown.json()).toEqual({ result: 'emailSent' });
    const again = await t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'stranger@nowhere.example' } });
    expect(again.json()).toEqual({ result: 'emailAlreadySent' });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails.length).toBe(before);
    const bad = await t.app.inject({ method: 'POST', url: '/api/login/request', payload: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'emailInvalid' });
  });
});

describe('two-factor', () => {
  it('by e-mail: sends a code, refuses asking again at once, accepts the code once', async () => {
    const { verifier } = await t.link('staff', 'acme-taylor');
    const first = await put({ sessionMode: 'staff', visitorID: 'acme-taylor', verifier });
    expect(first.body).toMatchObject({ errorCode: 'codeRequired', methods: ['email'] });
    const mail = await t.smtp.waitFor('taylor@acme.example', (m) => m.subject.includes('verification'));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-taylor', verifier })).body.errorCode).toBe('codeAlreadySent');
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-taylor', verifier, code: code === '123456' ? '654321' : '123456' })).body.errorCode).toBe('codeInvalid');
    const ok = await put({ sessionMode: 'staff', visitorID: 'acme-taylor', verifier, code });
    expect(ok.body.state).toBe('linked');
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-taylor', verifier, code })).body.errorCode).toBe('codeExpired');
  });

  it('lets the user choose between SMS and e-mail, and sends the SMS through the provider', async () => {
    await t.database.db.updateTable('users').set({ two_factor_method: 'sms', two_factor_phone: '+31612345678' }).where('id', '=', 'acme-sam').execute();
    const { verifier } = await t.link('staff', 'acme-sam');
    const choose = await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier });
    expect(choose.body).toMatchObject({ errorCode: 'codeMethod', methods: ['sms', 'email'] });
    const sent = await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'sms' });
    expect(sent.body).toMatchObject({ errorCode: 'codeRequired', methods: ['sms'] });
    const sms = t.app.messenger.devSms[0]!;
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'sms', code })).body.state).toBe('linked');
    await t.database.db.updateTable('users').set({ two_factor_method: null }).where('id', '=', 'acme-sam').execute();
  });

  it('blocks after five wrong codes', async () => {
    await t.database.db.updateTable('users').set({ two_factor_method: 'email' }).where('id', '=', 'acme-robin').execute();
    const { verifier } = await t.link('staff', 'acme-robin');
    await put({ sessionMode: 'staff', visitorID: 'acme-robin', verifier });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await put({ sessionMode: 'staff', visitorID: 'acme-robin', verifier, code: '000001' })).body.errorCode);
    expect(codes.slice(0, 4)).toEqual(['codeInvalid', 'codeInvalid', 'codeInvalid', 'codeInvalid']);
    expect(codes[4]).toBe('codeBlocked');
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-robin', verifier })).body.errorCode).toBe('codeBlocked');
    await t.database.db.updateTable('users').set({ two_factor_method: null }).where('id', '=', 'acme-robin').execute();
    await t.database.db.deleteFrom('login_throttle').execute();
  });

  it('by authenticator app: enrol with the QR secret, confirm, then log in with a TOTP code', async () => {
    const token = await t.login('staff', 'acme-sam');
    const auth = { authorization: `Bearer ${token}` };
    const start = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/authenticator', headers: auth });
    const { secret, uri } = start.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Leadstand:sam%40acme\.example\?/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/authenticator/confirm', headers: auth, payload: { code: '12345' } });
    expect(wrong.json()).toEqual({ error: 'codeInvalid' });
    const confirm = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/authenticator/confirm', headers: auth, payload: { code: totp.generate() } });
    expect(confirm.json()).toEqual({ twoFactorMethod: 'authenticator' });

    const { verifier } = await t.link('staff', 'acme-sam');
    const ask = await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier });
    expect(ask.body).toMatchObject({ errorCode: 'codeMethod', methods: ['authenticator', 'email'] });
    const need = await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'authenticator' });
    expect(need.body.errorCode).toBe('codeRequired');
    const ok = await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier, twoFactorMethod: 'authenticator', code: totp.generate() });
    expect(ok.body.state).toBe('linked');
    // Turning it off again takes a code of the app first.
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method: null } })).json()).toEqual({ error: 'twoFactorCodeRequired' });
    await t.app.inject({ method: 'POST', url: '/api/account/two-factor/verify', headers: auth, payload: { code: totp.generate() } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/two-factor', headers: auth, payload: { method: null } })).json()).toEqual({ twoFactorMethod: null });
  });
});

describe('the session', () => {
  it('ends on logout: the token no longer works', async () => {
    const token = await t.login('staff', 'acme-sam');
    expect((await session(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('expires', async () => {
    const token = await t.login('staff', 'acme-sam');
    await t.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashSecret(token)).execute();
    expect((await session(token)).statusCode).toBe(401);
  });

  it('is unlinked without a token', async () => {
    expect((await t.app.inject('/api/session')).json()).toEqual({ state: 'unlinked' });
  });

  it('lets an administrator logged in as staff become the administrator, and no one else', async () => {
    const alex = await t.login('staff', 'acme-alex');
    expect((await session(alex)).json()).toMatchObject({ sessionMode: 'staff', adminModeAvailable: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/session/admin-mode', headers: { authorization: `Bearer ${alex}` } });
    expect(res.statusCode).toBe(200);
    expect((await session(res.json().token)).json()).toMatchObject({ sessionMode: 'partner', partnerID: 'acme', user: { name: 'Alex Morgan' }, staffModeAvailable: true });
    const sam = await t.login('staff', 'acme-sam');
    expect((await session(sam)).json().adminModeAvailable).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/admin-mode', headers: { authorization: `Bearer ${sam}` } })).statusCode).toBe(403);
  });

  it('lets an administrator who is also staff switch to staff mode', async () => {
    const token = await t.login('partner', 'acme');
    const res = await t.app.inject({ method: 'POST', url: '/api/session/staff-mode', headers: { authorization: `Bearer ${token}` } });
    const staff = (await session(res.json().token)).json();
    expect(staff).toMatchObject({ sessionMode: 'staff', visitorID: 'acme-alex' });
    expect(staff.permissions).toContain('createConnections');
  });

  it('ends a staff-mode session with the administrator session it came from, and the other way round', async () => {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const toStaff = async (admin: string) => (await t.app.inject({ method: 'POST', url: '/api/session/staff-mode', headers: auth(admin) })).json().token as string;
    // Logging out of the administrator's session ends the staff one too.
    let admin = await t.login('partner', 'acme');
    let staff = await toStaff(admin);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/session', headers: auth(admin) })).statusCode).toBe(204);
    expect((await session(staff)).statusCode).toBe(401);
    // And logging out of the staff session ends the administrator's.
    admin = await t.login('partner', 'acme');
    staff = await toStaff(admin);
    await t.app.inject({ method: 'DELETE', url: '/api/session', headers: auth(staff) });
    expect((await session(admin)).statusCode).toBe(401);
    // Going back to administrator ends only the staff session.
    admin = await t.login('partner', 'acme');
    staff = await toStaff(admin);
    await t.app.inject({ method: 'DELETE', url: '/api/session?keep=parent', headers: auth(staff) });
    expect((await session(staff)).statusCode).toBe(401);
    expect((await session(admin)).statusCode).toBe(200);
    // An administrator session that expires takes the staff session with it.
    staff = await toStaff(admin);
    await t.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('mode', '=', 'partner').where('partner_id', '=', 'acme').execute();
    expect((await session(staff)).statusCode).toBe(401);
  });

  it('makes a single-use link that logs in another device', async () => {
    const token = await t.login('staff', 'acme-sam');
    const res = await t.app.inject({ method: 'POST', url: '/api/session/device-link', headers: { authorization: `Bearer ${token}` } });
    const { url } = res.json();
    const m = /^http:\/\/leadstand\.test\/staff\/acme-sam\/([A-Za-z0-9_-]{43})$/.exec(url);
    expect(m).not.toBeNull();
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: m![1] })).body.state).toBe('linked');
    expect((await put({ sessionMode: 'staff', visitorID: 'acme-sam', verifier: m![1] })).body.errorCode).toBe('linkAlreadyUsed');
  });

  it("shows 'my badge' with the QR payload of the person's own badge", async () => {
    const token = await t.login('staff', 'acme-sam');
    const badge = (await t.app.inject({ url: '/api/session/badge', headers: { authorization: `Bearer ${token}` } })).json();
    expect(badge).toMatchObject({ name: 'Sam Visser', company: 'Acme' });
    expect(badge.qr).toBe(`LSB1:demo-expo:${badge.code}`);
  });

  it('lists the events as expo list entries', async () => {
    const events = (await t.app.inject('/api/events')).json();
    expect(events.map((e: { name: string }) => e.name)).toEqual(['Demo Expo', 'Autumn Fair']);
    expect(events[0]).toEqual({ id: 'demo-expo', name: 'Demo Expo', startsAt: expect.any(String), endsAt: expect.any(String) });
  });

  it('asks clients older than the minimum version to update', async () => {
    t.app.settings.minClientVersion = '2.0.0';
    const old = await t.app.inject({ url: '/api/events', headers: { 'x-leadstand-version': '1.9.9' } });
    expect(old.statusCode).toBe(426);
    expect(old.json()).toEqual({ error: 'versionIncompatible' });
    expect((await t.app.inject({ url: '/api/events', headers: { 'x-leadstand-version': '2.0.0' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/config', headers: { 'x-leadstand-version': '1.0.0' } })).statusCode).toBe(200);
    t.app.settings.minClientVersion = undefined;
  });
});

describe('rate limits', () => {
  it('limit login attempts per client address', async () => {
    const strict = await (await import('../app')).buildApp({ database: t.database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 3, messenger: t.app.messenger });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await strict.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', visitorID: 'x', verifier: 'y' } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await strict.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', visitorID: 'x', verifier: 'y' } });
    expect(limited.json()).toEqual({ error: 'tooManyRequests' });
    expect(limited.headers['retry-after']).toBeDefined();
    await strict.close();
  });
});

describe('client addresses behind proxies', () => {
  const attempt = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: 'PUT', url: '/api/session', payload: { sessionMode: 'staff', visitorID: 'x', verifier: 'y' }, headers: { 'x-forwarded-for': forwardedFor } }).then((r) => r.statusCode);

  it('a client cannot escape the per-address limit by naming another address itself', async () => {
    const direct = await (await import('../app')).buildApp({ database: t.database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 3, messenger: t.app.messenger });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await attempt(direct, `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    await direct.close();
  });

  it('behind a trusted proxy (TRUST_PROXY=loopback), each forwarded client has its own limit', async () => {
    const proxied = await (await import('../app')).buildApp({ database: t.database, publicUrl: 'http://x', logLevel: 'silent', loginRatePerMinute: 3, messenger: t.app.messenger, trustProxy: parseTrustProxy('loopback') });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await attempt(proxied, `203.0.113.${i}`));
    expect(statuses).toEqual([200, 200, 200, 200]);
    await proxied.close();
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/choose their own address/);
    expect(() => parseTrustProxy('2')).toThrow(/choose their own address/);
  });
});

describe('outdated and unsupported licences', () => {
  it('refuses a licence of an ended event, and one that is not for scanning', async () => {
    await t.database.db.insertInto('licences').values([
      { id: 'old', partner_id: 'acme-autumn', code: 'AUTUMN-SCAN', type: 'scan', total: null },
      { id: 'desk', partner_id: 'acme', code: 'ACME-CHECKIN', type: 'checkin', total: null },
    ]).execute();
    const old = await t.link('scan', 'AUTUMN-SCAN');
    expect((await put({ sessionMode: 'scan', licenseCode: 'AUTUMN-SCAN', verifier: old.verifier, name: 'Kim', email: 'kim@acme.example', acceptTerms: true })).body.errorCode).toBe('licenseOutdated');
    const desk = await t.link('scan', 'ACME-CHECKIN');
    expect((await put({ sessionMode: 'scan', licenseCode: 'ACME-CHECKIN', verifier: desk.verifier, name: 'Kim', email: 'kim@acme.example', acceptTerms: true })).body.errorCode).toBe('licenseUnsupported');
  });
});
