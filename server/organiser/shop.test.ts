/** The event's shop: badge types created, listed, edited and deleted by the organiser; bad input changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app';
import { organiserLink } from './session';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const [, id, verifier] = /\/organiser\/login\/([^/]+)\/([^/]+)$/.exec(await organiserLink(t.database.db, 'http://x'))!;
  auth = { authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/organiser/session', payload: { organiserID: id, verifier } })).json().token}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
const dayPass = { name: 'Day pass', priceCents: 4900, currency: 'EUR', vatRate: 19, complimentary: 2, stock: 500 };

describe('badge types', () => {
  it('adds, lists (cheapest first), edits and deletes badge types of an event', async () => {
    const created = await call('POST', '/api/organiser/events/demo-expo/badge-types', dayPass);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...dayPass, eventId: 'demo-expo', id: expect.any(String) });
    await call('POST', '/api/organiser/events/demo-expo/badge-types', { ...dayPass, name: 'Press', priceCents: 0, vatRate: 7.7, complimentary: 0, stock: null });
    const list = (await call('GET', '/api/organiser/events/demo-expo/badge-types')).json() as Array<{ name: string }>;
    // Beside the demo's two, cheapest first.
    expect(list.map((b) => b.name)).toEqual(['Exhibitor badge', 'Press', 'Day pass', 'Extra team badge']);
    const edited = await call('PUT', `/api/organiser/badge-types/${created.json().id}`, { ...dayPass, priceCents: 5900, stock: null });
    expect(edited.json()).toMatchObject({ priceCents: 5900, stock: null });
    expect((await call('DELETE', `/api/organiser/badge-types/${created.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/organiser/events/demo-expo/badge-types')).json()).toHaveLength(3);
    expect((await call('DELETE', `/api/organiser/badge-types/${created.json().id}`)).statusCode).toBe(404);
  });

  it('keeps a badge type an exhibitor ordered: deleting it is refused (409), not a server error, and the order keeps it', async () => {
    const created = (await call('POST', '/api/organiser/events/demo-expo/badge-types', { ...dayPass, name: 'Ordered pass' })).json<{ id: string }>();
    const alex = await t.login('partner', 'acme');
    const billing = { company: 'Acme BV', name: 'Alex Morgan', street: 'Keizersgracht 1', postalCode: '1015 CJ', city: 'Amsterdam', country: 'nl' };
    const order = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${alex}` }, payload: { items: [{ badgeTypeId: created.id, quantity: 1 }], billing } });
    expect(order.statusCode, order.body).toBe(201);
    const res = await call('DELETE', `/api/organiser/badge-types/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'badgeType.inUse' });
    expect((await call('GET', '/api/organiser/events/demo-expo/badge-types')).json().map((b: { id: string }) => b.id)).toContain(created.id);
    expect((await t.app.inject({ url: `/api/orders/${order.json<{ id: string }>().id}`, headers: { authorization: `Bearer ${alex}` } })).statusCode).toBe(200);
  });

  it('refuses bad input field by field, a name twice, and an unknown event; nothing changes', async () => {
    const before = (await call('GET', '/api/organiser/events/demo-expo/badge-types')).json().length;
    const bad = [
      [{ ...dayPass, name: ' ' }, 'name', 'badgeType.nameRequired'],
      [{ ...dayPass, priceCents: -1 }, 'priceCents', 'badgeType.priceInvalid'],
      [{ ...dayPass, priceCents: 12.5 }, 'priceCents', 'badgeType.priceInvalid'],
      [{ ...dayPass, currency: 'DOGE' }, 'currency', 'badgeType.currencyInvalid'],
      [{ ...dayPass, vatRate: 120 }, 'vatRate', 'badgeType.vatInvalid'],
      [{ ...dayPass, complimentary: -2 }, 'complimentary', 'badgeType.countInvalid'],
      [{ ...dayPass, stock: 1.5 }, 'stock', 'badgeType.countInvalid'],
      [{ ...dayPass, name: 'press' }, 'name', 'badgeType.nameTaken'],
    ] as const;
    for (const [payload, field, key] of bad) {
      const res = await call('POST', '/api/organiser/events/demo-expo/badge-types', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(key);
    }
    expect((await call('POST', '/api/organiser/events/demo-expo/badge-types', { ...dayPass, extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/organiser/events/nope/badge-types', dayPass)).statusCode).toBe(404);
    expect((await call('PUT', '/api/organiser/badge-types/nope', dayPass)).statusCode).toBe(404);
    expect((await call('GET', '/api/organiser/events/demo-expo/badge-types')).json()).toHaveLength(before);
  });
});
