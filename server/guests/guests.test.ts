/**
 * Guests: an administrator's registration links, form and action codes; the public page with its
 * double opt-in and the badge mail; invitations; holding a registration; and a limited action code
 * that is never used more often than its total, with registrations racing on two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMessenger } from '../mail/mailer';
import { testApp, type TestApp } from '../test/app';
import { badgeQrPayload } from '../../src/domain/badge-qr';
import { connectionId } from '../../src/domain/connection';
import { normalizeBadgeCode } from '../../src/domain/badge';
import type { ActionCode, FormQuestion, RegistrantPage, RegistrationLink } from '../../src/domain/guests';

let t: TestApp;
let sam: string;
let alex: string;
let gina: string;
let robin: string;
beforeAll(async () => {
  t = await testApp();
  sam = await t.login('staff', 'acme-sam');
  alex = await t.login('staff', 'acme-alex');
  robin = await t.login('staff', 'acme-robin');
  gina = await t.login('staff', 'globex-gina');
});
afterAll(async () => t.close());

const api = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
const form = (url: string, fields: Array<[string, string]>, app = t.app, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const pathOf = (url: string) => url.replace('http://leadstand.test', '');
const count = async (table: 'users' | 'guests' | 'action_codes') => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())!.n);

let link: RegistrationLink;
let questions: FormQuestion[];

describe('setting up', () => {
  it('makes a registration link, refusing bad input with the field named', async () => {
    const bad = await api(alex, 'POST', '/api/guests/links', { name: '  ', registrationType: 'x'.repeat(61) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid', fields: { name: 'guests.link.nameRequired', registrationType: 'guests.typeTooLong' } });
    const res = await api(alex, 'POST', '/api/guests/links', { name: 'Customer day', description: 'For our key accounts', registrationType: 'vip' });
    expect(res.statusCode).toBe(201);
    link = res.json<RegistrationLink>();
    expect(link).toMatchObject({ name: 'Customer day', registrationType: 'vip', codeRequired: false, registrations: 0 });
    expect(link.url).toMatch(/^http:\/\/leadstand\.test\/r\/[A-Za-z0-9_-]{12}$/);
    // Another exhibitor neither sees nor changes it.
    expect((await api(gina, 'GET', '/api/guests/links')).json<{ links: RegistrationLink[] }>().links.map((l) => l.id)).not.toContain(link.id);
    expect((await api(gina, 'PUT', `/api/guests/links/${link.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await api(gina, 'DELETE', `/api/guests/links/${link.id}`)).statusCode).toBe(404);
  });

  it('saves the registration form as a whole, keeping the ids of what stays', async () => {
    const bad = await api(alex, 'PUT', '/api/guests/form', { questions: [{ name: 'Interest', type: 'radio', allowOther: false, required: true, options: [] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'questions.0': 'question.optionsRequired' });
    const saved = await api(alex, 'PUT', '/api/guests/form', {
      questions: [
        { name: 'What interests you?', names: { de: 'Was interessiert Sie?' }, type: 'checkbox', allowOther: true, required: true, options: [{ name: 'Scanners', names: { de: 'Scanner' } }, { name: 'Software' }] },
        { name: 'Anything else?', type: 'open', allowOther: false, required: false, options: [] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    questions = saved.json<{ questions: FormQuestion[] }>().questions;
    expect(questions.map((q) => q.name)).toEqual(['What interests you?', 'Anything else?']);
    // Saved again with the ids: the same ids.
    const again = await api(alex, 'PUT', '/api/guests/form', { questions: questions.map(({ id, name, names, type, allowOther, required, options }) => ({ id, name, names, type, allowOther, required, options })) });
    expect(again.json<{ questions: FormQuestion[] }>().questions.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual(questions.map((q) => [q.id, q.options.map((o) => o.id)]));
    // The preview opens the exhibitor's first registration link (the demo's).
    expect((await api(alex, 'GET', '/api/guests/form')).json<{ previewUrl: string }>().previewUrl).toMatch(/^http:\/\/leadstand\.test\/r\/[A-Za-z0-9_-]+$/);
  });

  it('makes action codes, one or a batch, and keeps their limits sound', async () => {
    expect((await api(alex, 'POST', '/api/guests/codes', { kind: 'limited', name: 'Free tickets' })).json()).toEqual({ error: 'invalid', fields: { total: 'guests.code.totalRequired' } });
    expect((await api(alex, 'POST', '/api/guests/codes', { kind: 'limited', total: 2, code: 'no spaces?' })).json()).toEqual({ error: 'invalid', fields: { code: 'guests.code.codeInvalid' } });
    const one = await api(alex, 'POST', '/api/guests/codes', { kind: 'limited', total: 1, code: 'vip-2026', name: 'One free ticket' });
    expect(one.statusCode).toBe(201);
    expect(one.json<ActionCode>()).toMatchObject({ code: 'VIP-2026', kind: 'limited', total: 1, used: 0 });
    // A code is unique within the event, also for another exhibitor.
    expect((await api(gina, 'POST', '/api/guests/codes', { kind: 'unlimited', code: 'VIP-2026' })).json()).toEqual({ error: 'invalid', fields: { code: 'guests.code.taken' } });
    const batch = await api(alex, 'POST', '/api/guests/codes/batch', { name: 'Mailing', count: 25, prefix: 'fair', kind: 'limited', total: 1 });
    expect(batch.statusCode).toBe(201);
    const codes = batch.json<{ codes: ActionCode[] }>().codes;
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    for (const c of codes) expect(c.code).toMatch(/^FAIR-[A-Z2-9]{8}$/);
    expect((await api(alex, 'POST', '/api/guests/codes/batch', { count: 501, kind: 'unlimited' })).json().fields).toEqual({ count: 'guests.code.countInvalid' });
    // A system user (an integration) reads, and changes nothing.
    const del = await api(alex, 'DELETE', `/api/guests/codes/${codes[0]!.id}`);
    expect(del.statusCode).toBe(204);
  });
});

describe('the public page', () => {
  const slug = () => link.url.split('/').pop()!;
  const answers = (): Array<[string, string]> => [
    [`q_${questions[0]!.id}`, questions[0]!.options[0]!.id],
    [`q_${questions[0]!.id}_text`, 'Label printers'],
  ];

  it('shows the form in the guest’s language, with the questions and the terms’ version', async () => {
    const page = await t.app.inject({ url: `/r/${slug()}`, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Was interessiert Sie?');
    expect(page.body).toContain('Scanner');
    expect(page.body).toContain('Aktionscode (falls vorhanden)');
    expect(page.body).toMatch(/Version 1\)|\(Version [^)]+\)/);
    expect((await t.app.inject({ url: '/r/no-such-link' })).statusCode).toBe(404);
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const users = await count('users');
    const bad = await form(`/r/${slug()}?lang=en`, [
      ['firstName', ''],
      ['lastName', 'Gast'],
      ['email', 'not-an-address'],
      [`q_${questions[0]!.id}`, 'not-an-option'],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter your first name.');
    expect(bad.body).toContain('Enter a valid e-mail address.');
    expect(bad.body).toContain('Choose one of the answers given.');
    expect(bad.body).toContain('Agree to the terms to register.');
    // What was typed stays in the form.
    expect(bad.body).toContain('value="Gast"');
    // The keyboard starts on the first field to correct, and only there (issue #29, finding 18).
    expect(bad.body.match(/autofocus/g)).toHaveLength(1);
    expect(bad.body).toMatch(/<input id="firstName"[^>]* autofocus/);
    const onlyTerms = await form(`/r/${slug()}?lang=en`, [['firstName', 'Mia'], ['lastName', 'Gast'], ['email', 'mia@example.org'], ...answers()]);
    expect(onlyTerms.body.match(/autofocus/g)).toHaveLength(1);
    expect(onlyTerms.body).toMatch(/<input type="checkbox" id="terms"[^>]* autofocus/);
    const unknownCode = await form(`/r/${slug()}?lang=en`, [['firstName', 'Mia'], ['lastName', 'Gast'], ['email', 'mia@example.org'], ['code', 'NOPE-1234'], ['terms', 'yes'], ...answers()]);
    expect(unknownCode.statusCode).toBe(409);
    expect(unknownCode.body).toContain('This action code is not valid.');
    expect(await count('users')).toBe(users);
  });

  it('answers a body that is no form of its (JSON, inherited names like __proto__) as bad input, never a 500, and stores nothing', async () => {
    const users = await count('users');
    const q = `q_${questions[0]!.id}`;
    const bodies: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', '__proto__=x&firstName=Mia'],
      ['application/x-www-form-urlencoded', 'constructor=1'],
      ['application/x-www-form-urlencoded', 'toString=1&hasOwnProperty=1'],
      ['application/json', JSON.stringify({ email: [1] })],
      ['application/json', JSON.stringify({ firstName: [{}], lastName: 'Gast' })],
      ['application/json', JSON.stringify({ [q]: 'not-a-list', email: 'mia@example.org' })],
      ['application/json', JSON.stringify({ [q]: [1, null], [`${q}_text`]: [{}] })],
      ['application/json', '[1]'],
      ['application/json', '"text"'],
    ];
    for (const [i, [type, payload]] of bodies.entries()) {
      // Each from its own address: the page's rate limit is not what this test is about.
      const res = await t.app.inject({ method: 'POST', url: `/r/${slug()}?lang=en`, remoteAddress: `192.0.2.${10 + i}`, headers: { 'content-type': type }, payload });
      expect(res.statusCode, `${type} ${payload}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(await count('users')).toBe(users);
  });

  let badgeCode = '';
  it('keeps a registration pending until the mailed link is confirmed, then mails the badge', async () => {
    const ok = await form(`/r/${slug()}?lang=de`, [['firstName', 'Mia'], ['lastName', 'Gast'], ['email', 'Mia@Example.org'], ['company', 'Kunde GmbH'], ['code', 'vip-2026'], ['terms', 'yes'], ...answers()]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('mia@example.org');
    const guest = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'mia@example.org').executeTakeFirstOrThrow();
    badgeCode = guest.badge_code;
    expect(guest).toMatchObject({ registration_state: 'pendingConfirmation', registration_type: 'vip', language: 'de', consent_source: 'Customer day · VIP-2026' });
    expect(guest.registration_answers).toEqual([{ question: 'What interests you?', answer: 'Scanners, Label printers' }]);
    // Not in the scanners' directory yet.
    const before = (await api(sam, 'GET', '/api/visitors/directory')).json<{ visitors: Array<{ code: string }> }>();
    expect(before.visitors.map((v) => v.code)).not.toContain(badgeCode);

    const mail = await t.smtp.waitFor('mia@example.org');
    expect(mail.subject).toBe('Bestätigen Sie Ihre Registrierung für Demo Expo');
    const confirm = /\/r\/confirm\/[A-Za-z0-9_-]+\?lang=de/.exec(mail.text)![0];
    // Opening the link shows a button; a mail scanner that only opens it confirms nothing.
    const opened = await t.app.inject({ url: confirm });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Registrierung bestätigen');
    expect((await t.database.db.selectFrom('users').select('registration_state').where('id', '=', guest.id).executeTakeFirstOrThrow()).registration_state).toBe('pendingConfirmation');

    const done = await form(confirm, []);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Sie sind registriert.');
    // The page says it is done, no longer what was to do (issue #29, finding 27).
    expect(done.body).toContain('<h1>Sie sind für Demo Expo registriert</h1>');
    expect(done.body).not.toContain('Bestätigen Sie Ihre Registrierung');
    const badge = await t.smtp.waitFor('mia@example.org', (m) => m.subject.startsWith('Ihr Badge'));
    expect(badge.attachments.map((a) => a.mimeType).sort()).toEqual(['application/pdf', 'image/png']);
    expect(Buffer.from(badge.attachments.find((a) => a.mimeType === 'application/pdf')!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(badge.text).toContain(badgeCode.slice(0, 5));
    // And a link to the badge, for a mail client that hides attachments: it opens without logging in.
    const link = /http:\/\/leadstand\.test(\/r\/badge\/[^/\s]+\/[\w-]+)\?lang=de/.exec(badge.text)![1]!;
    expect(badge.html).toContain(`${link}?lang=de`);
    const opened2 = await t.app.inject({ url: `${link}?lang=de` });
    expect(opened2.statusCode).toBe(200);
    expect(opened2.headers['cache-control']).toBe('no-store');
    expect(opened2.body).toContain('Mia Gast');
    expect(opened2.body).toContain('Ihr Badge für Demo Expo');
    expect(opened2.body).toContain('aria-label="QR-Code Ihres Badges"');
    const pdf = await t.app.inject({ url: `${link}/badge.pdf` });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    // A link with another signature, or another guest's id under this one's signature, opens nothing.
    const forged = link.replace(/[\w-]{5}$/, 'AAAAA');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${forged}/badge.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: link.replace(guest.id, 'demo-guest-invited') })).statusCode).toBe(404);
    // Twice is once: the second time says so.
    const again = await form(confirm, []);
    expect(again.body).toContain('Sie sind bereits registriert.');
    const reopened = await t.app.inject({ url: confirm });
    expect(reopened.body).toContain('<h1>Sie sind für Demo Expo registriert</h1>');
    expect(reopened.body).not.toContain('Registrierung bestätigen');

    // Now the scanners' directory has the guest, and the code was used once.
    const after = (await api(sam, 'GET', '/api/visitors/directory')).json<{ visitors: Array<{ code: string; name: string }> }>();
    expect(after.visitors.find((v) => v.code === badgeCode)).toMatchObject({ name: 'Mia Gast' });
    expect((await api(alex, 'GET', '/api/guests/codes')).json<{ codes: ActionCode[] }>().codes.find((c) => c.code === 'VIP-2026')).toMatchObject({ used: 1 });
    expect(badgeQrPayload('demo-expo', badgeCode)).toMatch(/^LSB1:demo-expo:/);
  });

  it('refuses a code used as often as it may be, and mails a known address its badge again instead of registering it twice', async () => {
    const usedUp = await form(`/r/${slug()}?lang=en`, [['firstName', 'Leo'], ['lastName', 'Gast'], ['email', 'leo@example.org'], ['code', 'VIP-2026'], ['terms', 'yes'], ...answers()]);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.body).toContain('This action code has been used as often as it may be.');
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'leo@example.org').execute()).toHaveLength(0);

    const users = await count('users');
    const twice = await form(`/r/${slug()}?lang=en`, [['firstName', 'Mia'], ['lastName', 'Gast'], ['email', 'mia@example.org'], ['terms', 'yes'], ...answers()]);
    expect(twice.statusCode).toBe(200);
    expect(await count('users')).toBe(users);
    const mail = await t.smtp.waitFor('mia@example.org', (m) => m.text.includes('registered already') || m.subject.includes('Badge'));
    expect(mail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(true);
  });

  it('lists the registrants for the administrator, with their state and where they came from', async () => {
    const list = (await api(alex, 'GET', '/api/guests')).json<RegistrantPage>();
    const mia = list.registrants.find((r) => r.email === 'mia@example.org')!;
    expect(mia).toMatchObject({ firstName: 'Mia', state: 'registered', source: 'Customer day', actionCode: 'VIP-2026', registrationType: 'vip', attendance: null });
    expect(list.types).toEqual(expect.arrayContaining(['visitor', 'vip', 'press']));
    expect((await api(alex, 'GET', '/api/guests?q=kunde%20gmbh')).json<RegistrantPage>().registrants.map((r) => r.email)).toEqual(['mia@example.org']);
    const pending = (await api(alex, 'GET', '/api/guests?state=pendingConfirmation')).json<RegistrantPage>().registrants;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.state === 'pendingConfirmation')).toBe(true);
    expect(pending.map((r) => r.email)).not.toContain('mia@example.org');
    expect((await api(alex, 'GET', '/api/guests/links')).json<{ links: RegistrationLink[] }>().links.find((l) => l.id === link.id)!.registrations).toBe(1);
    // Another exhibitor's administrator sees none of them; a colleague without the admin right is refused.
    expect((await api(gina, 'GET', '/api/guests')).json<RegistrantPage>().registrants.map((r) => r.email)).not.toContain('mia@example.org');
    expect((await api(robin, 'GET', '/api/guests')).statusCode).toBe(403);
  });

  it('holds a registration (the badge leaves the directory) and releases it; changes the registration type', async () => {
    const mia = (await api(alex, 'GET', '/api/guests?q=mia')).json<RegistrantPage>().registrants[0]!;
    expect((await api(alex, 'PUT', `/api/guests/${mia.id}/hold`, { hold: true })).json()).toEqual({ state: 'hold' });
    const held = (await api(sam, 'GET', '/api/visitors/directory')).json<{ visitors: Array<{ code: string }> }>();
    expect(held.visitors.map((v) => v.code)).not.toContain(badgeCode);
    expect((await api(alex, 'POST', `/api/guests/${mia.id}/resend`)).json()).toEqual({ error: 'guests.onHold' });
    expect((await api(alex, 'PUT', `/api/guests/${mia.id}/hold`, { hold: false })).json()).toEqual({ state: 'registered' });
    expect((await api(alex, 'PUT', `/api/guests/${mia.id}/registration-type`, { registrationType: '' })).json()).toEqual({ error: 'invalid', fields: { registrationType: 'guests.typeRequired' } });
    expect((await api(alex, 'PUT', `/api/guests/${mia.id}/registration-type`, { registrationType: 'press' })).statusCode).toBe(200);
    expect((await api(gina, 'PUT', `/api/guests/${mia.id}/registration-type`, { registrationType: 'vip' })).statusCode).toBe(404);
    // Sent again: the badge, as she is registered.
    expect((await api(alex, 'POST', `/api/guests/${mia.id}/resend`)).json()).toEqual({ sent: 'badge' });
  });

  it('refuses a used code’s deletion and a total below its uses', async () => {
    const vip = (await api(alex, 'GET', '/api/guests/codes')).json<{ codes: ActionCode[] }>().codes.find((c) => c.code === 'VIP-2026')!;
    expect((await api(alex, 'DELETE', `/api/guests/codes/${vip.id}`)).json()).toEqual({ error: 'guests.code.inUse' });
    expect((await api(alex, 'PUT', `/api/guests/codes/${vip.id}`, { kind: 'limited', total: 0 })).json()).toEqual({ error: 'invalid', fields: { total: 'guests.code.totalInvalid' } });
    expect((await api(alex, 'PUT', `/api/guests/codes/${vip.id}`, { kind: 'limited', total: 5, distributed: true, name: 'More tickets' })).json()).toMatchObject({ total: 5, distributed: true, used: 1 });
  });

  it('takes no registrations on a deleted link', async () => {
    const other = (await api(alex, 'POST', '/api/guests/links', { name: 'Old mailing' })).json<RegistrationLink>();
    expect((await api(alex, 'DELETE', `/api/guests/links/${other.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: pathOf(other.url) })).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('invites a guest by e-mail, who registers from the mailed link at once', async () => {
    expect((await api(alex, 'POST', '/api/guests/invite', { email: 'mia@example.org' })).json()).toEqual({ error: 'guests.alreadyRegistered' });
    expect((await api(alex, 'POST', '/api/guests/invite', { email: 'nope' })).json()).toEqual({ error: 'invalid', fields: { email: 'guests.emailInvalid' } });
    const res = await api(alex, 'POST', '/api/guests/invite', { email: 'Ole@Example.org', firstName: 'Ole', lastName: 'Kunde', registrationType: 'vip' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'ole@example.org', state: 'invited', source: 'invitation' });
    const mail = await t.smtp.waitFor('ole@example.org');
    expect(mail.subject).toBe('Acme invites you to Demo Expo');
    const invite = /\/r\/invite\/[A-Za-z0-9_-]+\?lang=[a-z]{2}/.exec(mail.text)![0];
    const page = await t.app.inject({ url: invite });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ole@example.org');
    expect(page.body).toContain('value="Ole"');
    const done = await form(invite, [['firstName', 'Ole'], ['lastName', 'Kunde'], ['terms', 'yes'], [`q_${questions[0]!.id}`, questions[0]!.options[1]!.id]]);
    expect(done.statusCode).toBe(200);
    const ole = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'ole@example.org').executeTakeFirstOrThrow();
    expect(ole).toMatchObject({ registration_state: 'registered', consent_source: 'invitation' });
    await t.smtp.waitFor('ole@example.org', (m) => m.attachments.length === 2);
    // Registered: the invitation says so, not that Ole is invited (issue #29, finding 27).
    const title = /<h1>([^<]*)<\/h1>/;
    const lang = /lang=([a-z]{2})/.exec(invite)![1]!;
    expect(lang).toBe('en');
    expect(title.exec(done.body)![1]).toBe('You are registered for Demo Expo');
    expect(title.exec((await t.app.inject({ url: invite })).body)![1]).toBe('You are registered for Demo Expo');
  });
});

describe('attendance', () => {
  it('counts a booth scan as having come, onsite (issue #29, finding 36)', async () => {
    const ole = await t.database.db.selectFrom('users').select(['id', 'badge_code']).where('email', '=', 'ole@example.org').executeTakeFirstOrThrow();
    const before = (await api(alex, 'GET', '/api/guests')).json<RegistrantPage>().registrants.find((r) => r.email === 'ole@example.org')!;
    expect(before.attendance).toBeNull();
    const res = await t.push(sam, 'sam-guest-scan', [
      { id: 1, name: 'captureConnection', args: { id: connectionId('acme', normalizeBadgeCode(ole.badge_code!)), badgeCode: ole.badge_code, scannedAt: new Date(Date.now() - 60_000).toISOString(), sourceType: 'barcode' } },
    ]);
    expect(res.results[0]!.outcome).toBe('completed');
    const after = (await api(alex, 'GET', '/api/guests')).json<RegistrantPage>().registrants.find((r) => r.email === 'ole@example.org')!;
    expect(after.attendance).toBe('show');
    expect((await api(alex, 'GET', '/api/guests?attendance=show')).json<RegistrantPage>().registrants.map((r) => r.email)).toContain('ole@example.org');
    expect(await t.database.db.selectFrom('users').select(['attendance_state', 'attendance_type']).where('id', '=', ole.id).executeTakeFirstOrThrow()).toEqual({ attendance_state: 'show', attendance_type: 'onsite' });
  });
});

describe('a limited action code under a rush', () => {
  const fields = (i: number, code: string): Array<[string, string]> => [['firstName', `Rush${i}`], ['lastName', 'Gast'], ['email', `${code.toLowerCase()}-${i}@example.org`], ['code', code], ['terms', 'yes'], [`q_${questions[0]!.id}`, questions[0]!.options[0]!.id]];
  const confirmLink = async (email: string) => /\/r\/confirm\/[A-Za-z0-9_-]+\?lang=[a-z]{2}/.exec((await t.smtp.waitFor(email)).text)![0];
  const used = async (id: string) => (await api(alex, 'GET', '/api/guests/codes')).json<{ codes: ActionCode[] }>().codes.find((c) => c.id === id)!.used;

  it('uses nothing up for registrations nobody confirms, and refuses confirmations beyond the total in the guest’s language', async () => {
    const code = (await api(alex, 'POST', '/api/guests/codes', { kind: 'limited', total: 1, code: 'ONCE-0001' })).json<ActionCode>();
    const slug = link.url.split('/').pop()!;
    // Two guests register with a code for one: both wait for their confirmation, and the code is not used yet.
    const once = (url: string, f: Array<[string, string]>) => form(url, f, t.app, '192.0.2.11');
    expect((await once(`/r/${slug}?lang=en`, fields(1, 'ONCE-0001'))).statusCode).toBe(200);
    expect((await once(`/r/${slug}?lang=de`, fields(2, 'ONCE-0001'))).statusCode).toBe(200);
    expect(await used(code.id)).toBe(0);
    // More registrations left unconfirmed still use nothing up: a third guest can register.
    expect((await once(`/r/${slug}?lang=en`, fields(3, 'ONCE-0001'))).statusCode).toBe(200);
    expect(await used(code.id)).toBe(0);
    // The first to confirm takes the use; the next is refused, in German, and stays unregistered.
    const first = await confirmLink('once-0001-1@example.org');
    const second = await confirmLink('once-0001-2@example.org');
    expect((await once(first, [])).statusCode).toBe(200);
    expect(await used(code.id)).toBe(1);
    const refused = await once(second, []);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Der Aktionscode ONCE-0001');
    expect((await t.database.db.selectFrom('users').select('registration_state').where('email', '=', 'once-0001-2@example.org').executeTakeFirstOrThrow()).registration_state).toBe('pendingConfirmation');
    expect(await used(code.id)).toBe(1);
    // Once used up, a new registration is told so at once.
    const late = await once(`/r/${slug}?lang=en`, fields(4, 'ONCE-0001'));
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This action code has been used as often as it may be.');
  });

  it('is used at most its total, with the confirmations on two instances at the same moment', async () => {
    const code = (await api(alex, 'POST', '/api/guests/codes', { kind: 'limited', total: 3, code: 'RUSH-0001' })).json<ActionCode>();
    const second = await buildApp({ database: t.database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      const slug = link.url.split('/').pop()!;
      // Eight registrations at once: all wait for their confirmation (the instance that mails is the test's).
      const registered = await Promise.all(Array.from({ length: 8 }, (_, i) => form(`/r/${slug}?lang=en`, fields(i, 'RUSH-0001'), t.app, `198.51.100.${i + 1}`)));
      expect(registered.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(await used(code.id)).toBe(0);
      const links = await Promise.all(Array.from({ length: 8 }, (_, i) => confirmLink(`rush-0001-${i}@example.org`)));
      const confirmations = await Promise.all(links.map((l, i) => form(l, [], i % 2 ? t.app : second, `198.51.100.${i + 1}`)));
      expect(confirmations.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
      for (const r of confirmations.filter((c) => c.statusCode === 409)) expect(r.body).toContain('the action code RUSH-0001 is no longer valid or was used up');
      expect(await used(code.id)).toBe(3);
      const holders = await t.database.db.selectFrom('guests').select('user_id').where('action_code_id', '=', code.id).execute();
      expect(holders).toHaveLength(3);
    } finally {
      await second.close();
    }
  });
});

const post = form;
describe('the same address registered twice before its confirmation', () => {
  it('keeps the first registration and its link until one is confirmed; the one confirmed decides, the other link says so', async () => {
    const slug = link.url.split('/').pop()!;
    const q = questions[0]!;
    const form = (url: string, f: Array<[string, string]>) => post(url, f, t.app, '192.0.2.22');
    await form(`/r/${slug}?lang=en`, [['firstName', 'Nora'], ['lastName', 'First'], ['email', 'nora@example.org'], ['company', 'First Ltd'], ['terms', 'yes'], [`q_${q.id}`, q.options[0]!.id]]);
    const firstLink = /\/r\/confirm\/[A-Za-z0-9_-]+\?lang=en/.exec((await t.smtp.waitFor('nora@example.org')).text)![0];
    // Someone registers the same address again, with another name, company and answer.
    const again = await form(`/r/${slug}?lang=fr`, [['firstName', 'Norbert'], ['lastName', 'Second'], ['email', 'nora@example.org'], ['company', 'Second SA'], ['terms', 'yes'], [`q_${q.id}`, q.options[1]!.id]]);
    expect(again.statusCode).toBe(200);
    const secondMail = await t.smtp.waitFor('nora@example.org', (m) => m.text.includes('lang=fr'));
    const secondLink = /\/r\/confirm\/[A-Za-z0-9_-]+\?lang=fr/.exec(secondMail.text)![0];
    expect(secondMail.text).toContain('Norbert');
    // The first is kept as it was, and its link still works.
    const nora = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'nora@example.org').executeTakeFirstOrThrow();
    expect(nora).toMatchObject({ first_name: 'Nora', last_name: 'First', company: 'First Ltd', registration_state: 'pendingConfirmation' });
    expect(nora.registration_answers).toEqual([{ question: 'What interests you?', answer: 'Scanners' }]);
    const firstPage = await t.app.inject({ url: firstLink });
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.body).toContain('Confirm my registration');
    // Confirming the second registers what the second entered.
    const done = await form(secondLink, []);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Vous êtes inscrit');
    const after = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'nora@example.org').executeTakeFirstOrThrow();
    expect(after).toMatchObject({ id: nora.id, first_name: 'Norbert', last_name: 'Second', company: 'Second SA', registration_state: 'registered', language: 'fr' });
    expect(after.registration_answers).toEqual([{ question: 'What interests you?', answer: 'Software' }]);
    // The first link now says the address is registered, and changes nothing.
    const settled = await t.app.inject({ url: firstLink });
    expect(settled.body).toContain('You are registered already.');
    expect(settled.body).not.toContain('Confirm my registration');
    const pressed = await form(firstLink, []);
    expect(pressed.body).toContain('You are registered already.');
    expect((await t.database.db.selectFrom('users').select('first_name').where('id', '=', nora.id).executeTakeFirstOrThrow()).first_name).toBe('Norbert');
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'nora@example.org').execute()).toHaveLength(1);
  });
});

describe('the public page under a flood', () => {
  it('answers 429 after ten submissions a minute from one address, storing nothing more', async () => {
    const fresh = await buildApp({ database: t.database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      const slug = link.url.split('/').pop()!;
      const users = await count('users');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await form(`/r/${slug}?lang=en`, [['firstName', ''], ['email', `flood${i}@example.org`]], fresh)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(await count('users')).toBe(users);
    } finally {
      await fresh.close();
    }
  });
});
