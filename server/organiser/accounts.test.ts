/**
 * Organiser accounts: organisers add each other (a welcome mail over SMTP whose link opens the
 * console once), edit and remove each other but not themselves; and log in by e-mail, with the
 * same answer for an unknown address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';

let t: TestApp;
let auth: Record<string, string>;

const loginWith = async (url: string) => {
  const [, organiserID, verifier] = /\/organiser\/login\/([^/\s]+)\/([^/\s]+)/.exec(url)!;
  return t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID, verifier } });
};

beforeAll(async () => {
  t = await testApp();
  auth = { authorization: `Bearer ${(await loginWith(await organiserLink(t.database.db, 'http://x'))).json().token}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

describe('organiser accounts', () => {
  it('adds an organiser, whose welcome link opens the console once; lists them; refuses an address twice', async () => {
    const added = await call('POST', '/api/organiser/organisers', { name: 'Olivia Organiser', email: 'Olivia@Fair.example', language: 'nl' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Olivia Organiser', email: 'olivia@fair.example', language: 'nl', you: false });
    const mail = await t.smtp.waitFor('olivia@fair.example');
    expect(mail.subject).toBe('Organiser heeft u toegevoegd aan de Leadstand-organisatorconsole');
    const url = /https?:\/\/\S+\/organiser\/login\/\S+/.exec(mail.text)![0];
    expect((await loginWith(url)).json().organiser).toMatchObject({ name: 'Olivia Organiser' });
    expect((await loginWith(url)).statusCode).toBe(401);
    const list = (await call('GET', '/api/organiser/organisers')).json() as Array<{ name: string; you: boolean }>;
    expect(list.find((o) => o.you)!.name).toBe('Organiser');
    expect((await call('POST', '/api/organiser/organisers', { name: 'Twin', email: 'OLIVIA@fair.example', language: 'en' })).json()).toEqual({ error: 'invalid', fields: { email: 'organiser.emailTaken' } });
  });

  it('refuses bad input field by field and adds nobody when the mail cannot be sent', async () => {
    expect((await call('POST', '/api/organiser/organisers', { name: '', email: 'x', language: 'xx' })).json().fields).toEqual({ name: 'organiser.nameRequired', email: 'organiser.emailInvalid', language: 'organiser.languageInvalid' });
    t.smtp.refuse.add('nomail@fair.example');
    try {
      expect((await call('POST', '/api/organiser/organisers', { name: 'No Mail', email: 'nomail@fair.example', language: 'en' })).json()).toEqual({ error: 'email.sendFailure' });
    } finally {
      t.smtp.refuse.delete('nomail@fair.example');
    }
    expect(((await call('GET', '/api/organiser/organisers')).json() as Array<{ email: string }>).some((o) => o.email === 'nomail@fair.example')).toBe(false);
  });

  it('logs an organiser in by e-mail once they have an address; an unknown address gets the same answer and no mail', async () => {
    const me = ((await call('GET', '/api/organiser/organisers')).json() as Array<{ id: string; you: boolean }>).find((o) => o.you)!;
    expect((await call('PUT', `/api/organiser/organisers/${me.id}`, { name: 'Olga Organiser', email: 'olga@fair.example', language: 'de' })).json()).toMatchObject({ name: 'Olga Organiser', email: 'olga@fair.example' });
    const request = (email: string) => t.app.inject({ method: 'POST', url: '/api/organiser/login/request', payload: { email } });
    expect((await request('OLGA@fair.example')).json()).toEqual({ result: 'emailSent' });
    const mail = await t.smtp.waitFor('olga@fair.example');
    expect(mail.subject).toBe('Ihr Link zur Leadstand-Veranstalterkonsole');
    const url = /https?:\/\/\S+\/organiser\/login\/\S+/.exec(mail.text)![0];
    expect((await loginWith(url)).statusCode).toBe(200);
    expect((await loginWith(url)).statusCode).toBe(401);
    expect((await request('nobody@fair.example')).json()).toEqual({ result: 'emailSent' });
    expect((await request('not an address')).statusCode).toBe(400);
  });

  it('removes another organiser (their sessions end) but never oneself', async () => {
    const added = (await call('POST', '/api/organiser/organisers', { name: 'Temp', email: 'temp@fair.example', language: 'en' })).json();
    const url = /https?:\/\/\S+\/organiser\/login\/\S+/.exec((await t.smtp.waitFor('temp@fair.example')).text)![0];
    const token = (await loginWith(url)).json().token;
    expect((await call('DELETE', `/api/organiser/organisers/${added.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/organiser/events', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const me = ((await call('GET', '/api/organiser/organisers')).json() as Array<{ id: string; you: boolean }>).find((o) => o.you)!;
    expect((await call('DELETE', `/api/organiser/organisers/${me.id}`)).json()).toEqual({ error: 'organiser.cannotRemoveSelf' });
    expect((await call('DELETE', '/api/organiser/organisers/nobody')).statusCode).toBe(404);
  });
});
