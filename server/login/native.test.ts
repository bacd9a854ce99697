/**
 * The native shell's login link: a person asks for it (switch to native app, or the licence page's
 * QR code), it logs the shell in as that person in native mode once, and only the shell can use it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

const nativeLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/session/native-link', headers: { authorization: `Bearer ${token}` } });
const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'PUT', url: '/api/session', payload, headers }).then((r) => r.json());

describe('native link', () => {
  it('hands a staff member\'s work to the shell: their own staff link, embedded, once', async () => {
    const staff = await t.login('staff', 'acme-robin');
    const res = await nativeLink(staff);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/leadstand\.test\/staff\/acme-robin\/[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const body = { sessionMode: 'staff', visitorID: 'acme-robin', verifier: url.split('/').pop(), embedded: true };
    const linked = await put(body);
    expect(linked).toMatchObject({ state: 'linked', embedded: true });
    const info = (await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${linked.token}` } })).json();
    // Still staff in the app: capturing goes on.
    expect(info).toMatchObject({ sessionMode: 'staff', embedded: true, visitorID: 'acme-robin' });
    expect((await put(body)).state).toBe('unlinked');
  });

  it('gives an administrator their own administrator link', async () => {
    const partner = await t.login('partner', 'acme');
    const res = await nativeLink(partner);
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/leadstand\.test\/partner\/acme\/[\w-]+$/);
    const linked = await put({ sessionMode: 'partner', partnerID: 'acme', verifier: url.split('/').pop(), embedded: true });
    expect(linked).toMatchObject({ state: 'linked', embedded: true });
  });

  it('logs the shell in once as the person, in native mode, from a native session', async () => {
    const staff = await t.login('staff', 'acme-robin');
    const first = (await nativeLink(staff)).json<{ url: string }>();
    const native = await put({ sessionMode: 'native', visitorID: 'acme-robin', verifier: first.url.split('/').pop(), embedded: true }, { 'x-leadstand-native': '1' });
    expect(native).toMatchObject({ state: 'linked' });
    const res = await nativeLink(native.token);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/leadstand\.test\/login\/native\/acme-robin\/[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const verifier = url.split('/').pop()!;
    const body = { sessionMode: 'native', visitorID: 'acme-robin', verifier, embedded: true };
    // A browser without the shell is told to open the app; the link stays unused.
    expect((await put(body)).errorCode).toBe('nativeRequired');
    const linked = await put(body, { 'x-leadstand-native': '1' });
    expect(linked).toMatchObject({ state: 'linked', embedded: true });
    const info = (await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${linked.token}` } })).json();
    expect(info).toMatchObject({ sessionMode: 'native', embedded: true, visitorID: 'acme-robin' });
    // Single use.
    expect((await put(body, { 'x-leadstand-native': '1' })).state).toBe('unlinked');
  });

  it('lets a native session make the next one (moving the licence to another phone)', async () => {
    const staff = await t.login('staff', 'acme-sam');
    const first = (await nativeLink(staff)).json<{ url: string }>();
    const linked = await put({ sessionMode: 'native', visitorID: 'acme-sam', verifier: first.url.split('/').pop(), embedded: true }, { 'x-leadstand-native': '1' });
    const again = await nativeLink(linked.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toContain('/login/native/acme-sam/');
  });

  it('refuses scan licences and callers without a session', async () => {
    const scan = await t.login('scan', 'ACME-SCAN-UNLIMITED', { name: 'Pat Booth', email: 'pat@example.com' });
    expect((await nativeLink(scan)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/native-link' })).statusCode).toBe(401);
  });
});
