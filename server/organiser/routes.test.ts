/**
 * The organiser's console API: logging in with the printed link, and creating, editing and ending
 * events, with every bad input refused field by field and nothing changed. Who may call which
 * route is in the authorization matrix (auth/matrix.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';
import { newEventDefaults, type EventInput } from '../../src/domain/organiser';

let t: TestApp;
let auth: Record<string, string>;

async function loginWith(url: string) {
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(url)!;
  return t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } });
}

beforeAll(async () => {
  t = await testApp();
  const res = await loginWith(await organiserLink(t.database.db, 'http://x'));
  auth = { authorization: `Bearer ${res.json().token}` };
});
afterAll(async () => t.close());

const valid = (over: Partial<EventInput> = {}): EventInput => ({
  ...newEventDefaults(new Date('2027-03-01T00:00:00Z')),
  name: 'Packaging Days 2027',
  timezone: 'Europe/Berlin',
  ...over,
});
const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/organiser/events', headers: auth, payload: payload as object });

describe('organiser login', () => {
  it('logs in with the printed link, and not with a wrong or expired one', async () => {
    const url = await organiserLink(t.database.db, 'http://x');
    expect(url).toMatch(/^http:\/\/x\/organiser\/login\/organiser\/[\w-]{20,}$/);
    const ok = await loginWith(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().organiser).toEqual({ id: 'organiser', name: 'Organiser', email: null });
    const me = await t.app.inject({ url: '/api/organiser/session', headers: { authorization: `Bearer ${ok.json().token}` } });
    expect(me.json()).toMatchObject({ id: 'organiser' });

    expect((await loginWith(url.replace(/[\w-]{20,}$/, 'x'.repeat(43)))).statusCode).toBe(401);
    const expired = await organiserLink(t.database.db, 'http://x', { expiresAt: new Date(Date.now() - 1000) });
    expect((await loginWith(expired)).statusCode).toBe(401);
    // An exhibitor's link is not an organiser's.
    const staff = await t.link('staff', 'acme-sam');
    expect((await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: 'acme-sam', verifier: staff.verifier } })).statusCode).toBe(401);
  });

  it('ends with logout: the token no longer works', async () => {
    const res = await loginWith(await organiserLink(t.database.db, 'http://x'));
    const headers = { authorization: `Bearer ${res.json().token}` };
    expect((await t.app.inject({ method: 'DELETE', url: '/api/organiser/session', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/organiser/events', headers })).statusCode).toBe(401);
  });
});

describe('events', () => {
  it('lists every event of the installation with its exhibitors and visitors', async () => {
    const list = (await t.app.inject({ url: '/api/organiser/events', headers: auth })).json() as Array<{ id: string; exhibitors: number; visitors: number }>;
    expect(list.map((e) => e.id)).toEqual(expect.arrayContaining(['demo-expo', 'autumn-fair']));
    expect(list.find((e) => e.id === 'demo-expo')).toMatchObject({ exhibitors: 2, visitors: expect.any(Number) });
    expect(list.find((e) => e.id === 'demo-expo')!.visitors).toBeGreaterThan(1000);
  });

  it('creates an event with an id from its name, and a second of the same name gets its own', async () => {
    const first = await post(valid());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: 'packaging-days-2027', name: 'Packaging Days 2027', timezone: 'Europe/Berlin', exhibitors: 0, visitors: 0, termsVersion: '1', visitorFields: null });
    const second = await post(valid({ visitorFields: ['fullname', 'company', 'email'] }));
    expect(second.json()).toMatchObject({ id: 'packaging-days-2027-2', visitorFields: ['fullname', 'company', 'email'] });
    expect((await t.app.inject({ url: '/api/organiser/events/packaging-days-2027-2', headers: auth })).json().name).toBe('Packaging Days 2027');
  });

  it('refuses bad input field by field, with translation keys, and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/organiser/events', headers: auth })).json().length;
    const cases: Array<[Partial<EventInput> | Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', 'event.nameRequired'],
      [{ name: 'x'.repeat(121) }, 'name', 'event.nameTooLong'],
      [{ startsAt: '2027-03-03T10:00:00Z', endsAt: '2027-03-02T10:00:00Z' }, 'endsAt', 'event.endBeforeStart'],
      [{ startsAt: 'next tuesday' }, 'startsAt', 'event.dateInvalid'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'event.timezoneInvalid'],
      [{ applicationColor: 'blue' }, 'applicationColor', 'event.colourInvalid'],
      [{ questionLimit: -1 }, 'questionLimit', 'event.numberInvalid'],
      [{ productLimit: 1.5 }, 'productLimit', 'event.numberInvalid'],
      [{ retentionDays: 100_000 }, 'retentionDays', 'event.numberTooLarge'],
      [{ termsVersion: '' }, 'termsVersion', 'event.termsVersionRequired'],
      [{ visitorFields: ['fullname', 'shoeSize'] }, 'visitorFields.1', 'event.invalid'],
      [{ invoiceIssuer: 'x'.repeat(501) }, 'invoiceIssuer', 'event.invoiceIssuerTooLong'],
      [{ invoiceIssuer: 'line\n'.repeat(9) + 'line' }, 'invoiceIssuer', 'event.invoiceIssuerTooLong'],
    ];
    for (const [over, field, key] of cases) {
      const res = await post({ ...valid(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(over)).toBe(key);
    }
    // Unknown fields and the wrong shape are refused too.
    expect((await post({ ...valid(), id: 'my-own-id' })).statusCode).toBe(400);
    const notAnObject = await t.app.inject({ method: 'POST', url: '/api/organiser/events', headers: { ...auth, 'content-type': 'application/json' }, payload: '"a string"' });
    expect(notAnObject.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/organiser/events', headers: auth })).json()).toHaveLength(before);
  });

  it('edits an event; a refused edit keeps what was saved', async () => {
    const id = (await post(valid({ name: 'Edit Fair' }))).json().id as string;
    const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/organiser/events/${id}`, headers: auth, payload: payload as object });
    const ok = await put(valid({ name: 'Edit Fair 2027', environmentName: 'staging', actionColor: '#E4572E', termsText: 'Be nice.', termsVersion: '2', invoiceIssuer: ' Fair Org GmbH\nMesseplatz 1\n10115 Berlin ' }));
    expect(ok.json()).toMatchObject({ id, name: 'Edit Fair 2027', environmentName: 'staging', actionColor: '#e4572e', termsText: 'Be nice.', termsVersion: '2', invoiceIssuer: 'Fair Org GmbH\nMesseplatz 1\n10115 Berlin' });
    expect((await put(valid({ name: '' }))).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/organiser/events/${id}`, headers: auth })).json().name).toBe('Edit Fair 2027');
    expect((await t.app.inject({ method: 'PUT', url: '/api/organiser/events/no-such-event', headers: auth, payload: valid() })).statusCode).toBe(404);
  });

  it('ends a running event now; not one that has not started or has ended', async () => {
    const running = (await post(valid({ name: 'Running Show', startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() }))).json().id;
    const ended = await t.app.inject({ method: 'POST', url: `/api/organiser/events/${running}/end`, headers: auth });
    expect(ended.statusCode).toBe(200);
    expect(Date.parse(ended.json().endsAt)).toBeLessThanOrEqual(Date.now());
    expect((await t.app.inject({ method: 'POST', url: `/api/organiser/events/${running}/end`, headers: auth })).json()).toEqual({ error: 'event.alreadyEnded' });
    const future = (await post(valid({ name: 'Future Show' }))).json().id;
    expect((await t.app.inject({ method: 'POST', url: `/api/organiser/events/${future}/end`, headers: auth })).json()).toEqual({ error: 'event.notStarted' });
  });
});
