/**
 * The badge shop, orders and payments (#14): ordering three badges and paying them on the local
 * checkout page completes the order (and the invoice is a PDF); a failed payment cancels its order;
 * an incomplete billing address cannot be paid; webhooks replayed, duplicated, reordered or badly
 * signed never move an order back; orders at the same moment never oversell a limited stock; an
 * unpaid order times out and gives its stock back; bad input changes nothing.
 *
 * #28: the local provider is honest (a full refund takes the badges back and is refused while they
 * are handed out; a pending payment can be cancelled and times out), and it exists in development
 * only: a production server sells nothing until a real provider is set up, has no checkout pages
 * and refuses webhooks without PAYMENT_WEBHOOK_SECRET.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { testApp, type TestApp } from '../test/app';
import type { OrderView, ShopItem } from '../../src/domain/orders';
import { LOCAL_PROVIDER_SECRET, sign, SIGNATURE_HEADER } from './provider';
import { ORDER_TIMEOUT_MS, orderExpireJob, PENDING_TIMEOUT_MS } from './routes';
import { readConfig } from '../config';
import { hashSecret, randomSecret } from '../security';
import { buildApp } from '../app';
import { createMessenger } from '../mail/mailer';
import { jobRunner } from '../jobs/jobs';
import { paymentProblem } from '../../src/domain/orders';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  tokens.alex = await t.login('partner', 'acme');
  tokens.sam = await t.login('staff', 'acme-sam');
  tokens.gina = await t.login('staff', 'globex-gina');
  await t.database.db.insertInto('badge_types').values({ id: 'rare', event_id: 'demo-expo', name: 'Rare pass', price_cents: 1000, currency: 'EUR', vat_rate_bp: 1900, stock: 5 }).execute();
});
afterAll(async () => t.close());

const auth = (who: string) => (tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {});
const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(who), ...(payload === undefined ? {} : { payload: payload as object }) });
const BILLING = { company: 'Acme BV', name: 'Alex Morgan', street: 'Keizersgracht 1', postalCode: '1015 CJ', city: 'Amsterdam', country: 'nl', vatNumber: 'NL123456789B01' };
const order = async (items: Array<{ badgeTypeId: string; quantity: number }>, billing: Record<string, string> = BILLING, who = 'alex') => call(who, 'POST', '/api/orders', { items, billing });
const view = async (id: string) => (await call('alex', 'GET', `/api/orders/${id}`)).json<OrderView>();
const shop = async () => (await call('alex', 'GET', '/api/shop')).json<{ items: ShopItem[] }>().items;
/** Follows the checkout: the provider's page, and the buyer's choice on it. */
async function pay(orderId: string, choice: 'pay' | 'fail' | 'cancel' | 'pending' | 'error') {
  const checkout = await call('alex', 'POST', `/api/orders/${orderId}/checkout`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const url = checkout.json<{ checkoutUrl: string }>().checkoutUrl;
  const pageRes = await t.app.inject({ url });
  expect(pageRes.statusCode).toBe(200);
  const done = await t.app.inject({ method: 'POST', url: `${url}/${choice}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(done.statusCode).toBe(303);
  return { url, page: pageRes.body, back: done.headers.location as string };
}
const webhook = (body: Record<string, unknown>, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? sign(raw, LOCAL_PROVIDER_SECRET) }, payload: raw });
};

describe('the shop', () => {
  it("lists the event's badge types with what the exhibitor got free and bought, for administrators with the shop on", async () => {
    const items = await shop();
    expect(items.find((i) => i.id === 'demo-badge-exhibitor')).toMatchObject({ free: 5, purchased: 0, total: 5, available: null });
    expect(items.find((i) => i.id === 'demo-badge-extra')).toMatchObject({ priceCents: 4900, vatRateBp: 2100, available: 400 });
    expect((await call('sam', 'GET', '/api/shop')).statusCode).toBe(403);
    // Globex has the badge shop switched off.
    expect((await call('gina', 'GET', '/api/shop')).statusCode).toBe(403);
    expect((await call('nobody', 'GET', '/api/shop')).statusCode).toBe(401);
  });
});

describe('an order', () => {
  it('of three badges, paid on the checkout page, is completed, with its totals and a PDF invoice', async () => {
    const res = await order([{ badgeTypeId: 'demo-badge-extra', quantity: 3 }]);
    expect(res.statusCode).toBe(201);
    const created = res.json<OrderView>();
    expect(created).toMatchObject({ state: 'ordering', currency: 'EUR', netCents: 14700, vatCents: 3087, grossCents: 17787, items: [{ name: 'Extra team badge', quantity: 3, unitCents: 4900 }] });
    expect(created.code).toMatch(/^LS-[A-Z2-9]{8}$/);
    expect(created.billing.country).toBe('NL');

    const { url, page, back } = await pay(created.id, 'pay');
    expect(page).toContain('€177.87');
    expect(back).toBe(`/orders/paid?order=${created.id}`);
    expect(await view(created.id)).toMatchObject({ state: 'completed', payment: { state: 'paid' } });
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')).toMatchObject({ purchased: 3, total: 3, available: 397 });

    const invoice = await call('alex', 'GET', `/api/orders/${created.id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(invoice.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${created.code}`);
    // Issued by the organiser, as the event's settings say.
    expect(pdf.getAuthor()).toBe('Demo Expo Events BV');
    // In the reader's language (issue #29, finding 24): an administrator invited in German who reads
    // the app in English gets it in English; the app's language first, then the browser's, then the account's.
    const { language } = await t.database.db.selectFrom('users').select('language').where('id', '=', 'acme-alex').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ language: 'de' }).where('id', '=', 'acme-alex').execute();
    const titleOf = async (url: string, headers: Record<string, string> = {}) =>
      (await PDFDocument.load((await t.app.inject({ url, headers: { ...auth('alex'), ...headers } })).rawPayload)).getTitle();
    const file = `/api/orders/${created.id}/invoice.pdf`;
    expect(await titleOf(`${file}?lang=en`)).toBe(`Invoice ${created.code}`);
    expect(await titleOf(`${file}?lang=en`, { 'accept-language': 'de-DE,de;q=0.9' })).toBe(`Invoice ${created.code}`);
    expect(await titleOf(file, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe(`Facture ${created.code}`);
    expect(await titleOf(`${file}?lang=xx`)).toBe(`Rechnung ${created.code}`);
    await t.database.db.updateTable('users').set({ language }).where('id', '=', 'acme-alex').execute();
    // The checkout page, once paid, takes no second choice.
    await t.app.inject({ method: 'POST', url: `${url}/fail`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await view(created.id)).toMatchObject({ state: 'completed', payment: { state: 'paid' } });
  });

  it('whose payment fails is cancelled, and its badges go back', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 2 }])).json<OrderView>();
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')!.available).toBe(395);
    const { back } = await pay(created.id, 'fail');
    expect(back).toBe(`/orders/failed?order=${created.id}`);
    expect(await view(created.id)).toMatchObject({ state: 'cancelled', payment: { state: 'denied' } });
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')!.available).toBe(397);
    expect((await call('alex', 'GET', `/api/orders/${created.id}/invoice.pdf`)).json()).toEqual({ error: 'order.notCompleted' });
  });

  it('left pending holds its badges for a day, then times out and closes its checkout page; a late payment still completes it', async () => {
    const before = (await shop()).find((i) => i.id === 'demo-badge-extra')!.available!;
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const { url, back } = await pay(created.id, 'pending');
    expect(back).toBe(`/orders/pending?order=${created.id}`);
    expect((await view(created.id)).state).toBe('paymentPending');
    // The half-hour time-out of an unpaid order does not end a pending payment...
    await orderExpireJob(t.app).run({ orderId: created.id }, { db: t.database.db } as never);
    expect((await view(created.id)).state).toBe('paymentPending');
    // ...its own job does, a day on, kept in the database like the first.
    const job = await t.database.db.selectFrom('jobs').select(['run_at', 'payload']).where('singleton_key', '=', `order-expire-pending:${created.id}`).executeTakeFirstOrThrow();
    expect(job.run_at.getTime() - Date.now()).toBeGreaterThan(PENDING_TIMEOUT_MS - 60_000);
    expect(PENDING_TIMEOUT_MS).toBe(24 * 3_600_000);
    await orderExpireJob(t.app).run(job.payload as Record<string, unknown>, { db: t.database.db } as never);
    expect(await view(created.id)).toMatchObject({ state: 'timeout', payment: { state: 'pending' } });
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')!.available).toBe(before);
    // The checkout page is closed: paying there now takes nothing.
    expect((await t.app.inject({ url })).body).toContain('This checkout was closed');
    const late = await t.app.inject({ method: 'POST', url: `${url}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(late.headers.location).toBe(`/orders/cancelled?order=${created.id}`);
    expect((await view(created.id)).state).toBe('timeout');
    // A provider that reports the money arrived after all: the order completes while its badges are in stock.
    const payment = await t.database.db.selectFrom('payments').select(['id', 'sequence']).where('order_id', '=', created.id).executeTakeFirstOrThrow();
    expect((await webhook({ paymentId: payment.id, state: 'paid', sequence: payment.sequence + 1 })).statusCode).toBe(204);
    expect((await view(created.id)).state).toBe('completed');
  });

  it('left pending can be cancelled by the buyer: its badges go back and its checkout page closes', async () => {
    const before = (await shop()).find((i) => i.id === 'demo-badge-extra')!.available!;
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 2 }])).json<OrderView>();
    const { url } = await pay(created.id, 'pending');
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')!.available).toBe(before - 2);
    const res = await call('alex', 'POST', `/api/orders/${created.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderView>().state).toBe('cancelled');
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')!.available).toBe(before);
    expect((await t.app.inject({ url })).body).toContain('This checkout was closed');
    const late = await t.app.inject({ method: 'POST', url: `${url}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(late.headers.location).toBe(`/orders/cancelled?order=${created.id}`);
    expect((await view(created.id)).state).toBe('cancelled');
    // Ended: no second cancel, and a completed order cannot be cancelled either.
    expect((await call('alex', 'POST', `/api/orders/${created.id}/cancel`)).json()).toEqual({ error: 'order.notCancellable' });
  });

  it('cannot be paid with an incomplete billing address, and nothing changes', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }], { ...BILLING, street: '', city: '' })).json<OrderView>();
    const res = await call('alex', 'POST', `/api/orders/${created.id}/checkout`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'order.addressRequired' });
    expect(await view(created.id)).toMatchObject({ state: 'ordering', payment: null });
  });

  it('refuses bad input field by field, with nothing ordered', async () => {
    const before = (await call('alex', 'GET', '/api/orders')).json<{ orders: OrderView[] }>().orders.length;
    const cases: Array<[unknown, string, string]> = [
      [{ items: [], billing: BILLING }, 'items', 'order.empty'],
      [{ items: [{ badgeTypeId: 'demo-badge-extra', quantity: 0 }], billing: BILLING }, 'items.0.quantity', 'order.quantityInvalid'],
      [{ items: [{ badgeTypeId: 'demo-badge-extra', quantity: 1.5 }], billing: BILLING }, 'items.0.quantity', 'order.quantityInvalid'],
      [{ items: [{ badgeTypeId: 'demo-badge-extra', quantity: 1 }, { badgeTypeId: 'demo-badge-extra', quantity: 2 }], billing: BILLING }, 'items', 'order.duplicateItem'],
      [{ items: [{ badgeTypeId: 'demo-badge-extra', quantity: 1 }], billing: { ...BILLING, country: 'Netherlands' } }, 'billing.country', 'order.countryInvalid'],
    ];
    for (const [payload, field, error] of cases) {
      const res = await call('alex', 'POST', '/api/orders', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(error);
    }
    expect((await order([{ badgeTypeId: 'no-such-badge', quantity: 1 }])).json()).toEqual({ error: 'order.unknownItem' });
    expect((await call('alex', 'GET', '/api/orders')).json<{ orders: OrderView[] }>().orders.length).toBe(before);
    expect((await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }], BILLING, 'sam')).statusCode).toBe(403);
  });
});

describe('checkout pages', () => {
  const choose = (url: string, choice: string) => t.app.inject({ method: 'POST', url: `${url}/${choice}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('keeps its styles in the head, none in the body (a <style> in the body is invalid HTML)', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const url = (await call('alex', 'POST', `/api/orders/${created.id}/checkout`)).json<{ checkoutUrl: string }>().checkoutUrl;
    const pages = [(await t.app.inject({ url })).body, (await t.app.inject({ url: '/pay/no-such-checkout-token-000000' })).body];
    for (const html of pages) {
      const [head, body] = html.split('</head>') as [string, string];
      expect(head.match(/<style>/g)).toHaveLength(1);
      expect(body).not.toMatch(/<style|style=/i);
    }
    expect(pages[0]!.split('</head>')[0]).toContain('.actions{display:grid');
    await call('alex', 'POST', `/api/orders/${created.id}/cancel`);
  });

  it('a newer checkout closes the older page: the buyer cannot pay twice', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const first = (await call('alex', 'POST', `/api/orders/${created.id}/checkout`)).json<{ checkoutUrl: string }>().checkoutUrl;
    const { back } = await pay(created.id, 'pay');
    expect(back).toBe(`/orders/paid?order=${created.id}`);
    // The first page now says it is closed, and paying there takes nothing.
    expect((await t.app.inject({ url: first })).body).toContain('This checkout was closed');
    const late = await choose(first, 'pay');
    expect(late.headers.location).toBe(`/orders/cancelled?order=${created.id}`);
    const payments = await t.database.db.selectFrom('payments').select('state').where('order_id', '=', created.id).execute();
    expect(payments.map((p) => p.state).sort()).toEqual(['paid', 'started']);
    expect(await view(created.id)).toMatchObject({ state: 'completed', payment: { state: 'paid' } });
  });

  it("an error at the provider fails the order; the provider's refunds of a paid order are reported and shown", async () => {
    const broken = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const { back } = await pay(broken.id, 'error');
    expect(back).toBe(`/orders/failed?order=${broken.id}`);
    expect(await view(broken.id)).toMatchObject({ state: 'cancelled', payment: { state: 'error' } });

    const paid = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const { url } = await pay(paid.id, 'pay');
    // The provider's back office: on the paid page only.
    expect((await t.app.inject({ url })).body).toContain('Refund it all');
    const part = await choose(url, 'refundPart');
    expect(part.headers.location).toBe(url);
    expect(await view(paid.id)).toMatchObject({ state: 'completed', payment: { state: 'partiallyRefunded' } });
    const bought = (await shop()).find((i) => i.id === 'demo-badge-extra')!;
    await choose(url, 'refund');
    // A full refund takes the badges back: the order is cancelled, the badge leaves the company's count and returns to the stock.
    expect(await view(paid.id)).toMatchObject({ state: 'cancelled', payment: { state: 'refunded' } });
    expect((await shop()).find((i) => i.id === 'demo-badge-extra')).toMatchObject({ purchased: bought.purchased - 1, total: bought.total - 1, available: bought.available! + 1 });
    expect((await call('alex', 'GET', `/api/orders/${paid.id}/invoice.pdf`)).json()).toEqual({ error: 'order.notCompleted' });
    // Refunded, nothing more to do: a refusal changes nothing.
    await choose(url, 'refundDeny');
    expect(await view(paid.id)).toMatchObject({ state: 'cancelled', payment: { state: 'refunded' } });
    expect((await t.app.inject({ url })).body).not.toContain('Refund it all');
  });

  it('a full refund is refused while the badges it would take back are handed out; once they are back, it goes through', async () => {
    await t.database.db.insertInto('badge_types').values({ id: 'workshop', event_id: 'demo-expo', name: 'Workshop pass', price_cents: 2000, currency: 'EUR', vat_rate_bp: 0, stock: null }).execute();
    const paid = (await order([{ badgeTypeId: 'workshop', quantity: 1 }])).json<OrderView>();
    const { url } = await pay(paid.id, 'pay');
    const handOut = (badgeTypeId: string | null) => call('alex', 'PUT', '/api/team/acme-sam/badges', { badgeTypeId, complimentaryLimit: 0 });
    expect((await handOut('workshop')).statusCode).toBe(200);
    expect((await shop()).find((i) => i.id === 'workshop')).toMatchObject({ total: 1, used: 1 });

    const pageBody = (await t.app.inject({ url })).body;
    expect(pageBody).toContain('Some of this order&#39;s badges are handed out');
    expect(pageBody).not.toContain('Refund it all');
    // Posted anyway: nothing is refunded, and the back office says why.
    const refused = await choose(url, 'refund');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(url);
    expect(await view(paid.id)).toMatchObject({ state: 'completed', payment: { state: 'paid' } });
    expect((await shop()).find((i) => i.id === 'workshop')).toMatchObject({ total: 1, used: 1 });

    expect((await handOut(null)).statusCode).toBe(200);
    expect((await t.app.inject({ url })).body).toContain('Refund it all');
    await choose(url, 'refund');
    expect(await view(paid.id)).toMatchObject({ state: 'cancelled', payment: { state: 'refunded' } });
    expect((await shop()).find((i) => i.id === 'workshop')).toMatchObject({ purchased: 0, total: 0, used: 0 });
  });

  it('an order cancelled or timed out closes its checkout page', async () => {
    const cancelled = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const url = (await call('alex', 'POST', `/api/orders/${cancelled.id}/checkout`)).json<{ checkoutUrl: string }>().checkoutUrl;
    expect((await call('alex', 'POST', `/api/orders/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect((await choose(url, 'pay')).headers.location).toBe(`/orders/cancelled?order=${cancelled.id}`);
    expect(await view(cancelled.id)).toMatchObject({ state: 'cancelled', payment: { state: 'started' } });

    const expired = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    const url2 = (await call('alex', 'POST', `/api/orders/${expired.id}/checkout`)).json<{ checkoutUrl: string }>().checkoutUrl;
    await orderExpireJob(t.app).run({ orderId: expired.id }, { db: t.database.db } as never);
    expect((await choose(url2, 'pay')).headers.location).toBe(`/orders/cancelled?order=${expired.id}`);
    expect((await view(expired.id)).state).toBe('timeout');
  });

  it("a provider's late 'paid' completes a timed-out order while its badges are in stock; else the money is due back", async () => {
    await t.database.db.insertInto('badge_types').values({ id: 'scarce', event_id: 'demo-expo', name: 'Scarce pass', price_cents: 500, currency: 'EUR', vat_rate_bp: 0, stock: 1 }).execute();
    const paidLate = async () => {
      const created = (await order([{ badgeTypeId: 'scarce', quantity: 1 }])).json<OrderView>();
      await call('alex', 'POST', `/api/orders/${created.id}/checkout`);
      await orderExpireJob(t.app).run({ orderId: created.id }, { db: t.database.db } as never);
      expect((await view(created.id)).state).toBe('timeout');
      return created;
    };
    const first = await paidLate();
    // Someone else takes the last pass meanwhile.
    const other = (await order([{ badgeTypeId: 'scarce', quantity: 1 }])).json<OrderView>();
    const payment = await t.database.db.selectFrom('payments').select('id').where('order_id', '=', first.id).executeTakeFirstOrThrow();
    expect((await webhook({ paymentId: payment.id, state: 'paid', sequence: 1 })).statusCode).toBe(204);
    expect(await view(first.id)).toMatchObject({ state: 'timeout', payment: { state: 'paid' } });
    expect(paymentProblem(await view(first.id))).toBe('refundDue');
    // Once that order is cancelled, a late payment for another one finds the pass free.
    await call('alex', 'POST', `/api/orders/${other.id}/cancel`);
    const second = await paidLate();
    const payment2 = await t.database.db.selectFrom('payments').select('id').where('order_id', '=', second.id).executeTakeFirstOrThrow();
    expect((await webhook({ paymentId: payment2.id, state: 'paid', sequence: 1 })).statusCode).toBe(204);
    expect(await view(second.id)).toMatchObject({ state: 'completed', payment: { state: 'paid' } });
    expect((await shop()).find((i) => i.id === 'scarce')).toMatchObject({ purchased: 1, available: 0 });
  });
});

describe('payment webhooks', () => {
  it('replayed, duplicated and out of order never move an order back; a bad signature changes nothing', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    await call('alex', 'POST', `/api/orders/${created.id}/checkout`);
    const payment = await t.database.db.selectFrom('payments').select('id').where('order_id', '=', created.id).executeTakeFirstOrThrow();
    const report = (state: string, sequence: number) => ({ paymentId: payment.id, state, sequence });

    expect((await webhook(report('paid', 5), 'sha256=forged')).statusCode).toBe(400);
    expect((await webhook(report('paid', 5), sign('{"other":"body"}', LOCAL_PROVIDER_SECRET))).statusCode).toBe(400);
    expect((await view(created.id)).state).toBe('paying');

    // The provider's history: pending (3), paid (5), partially refunded (7); delivered late and twice.
    for (const [state, sequence] of [['paid', 5], ['pending', 3], ['paid', 5], ['partiallyRefunded', 7], ['pending', 3], ['paid', 5]] as const) {
      expect((await webhook(report(state, sequence))).statusCode).toBe(204);
    }
    expect(await view(created.id)).toMatchObject({ state: 'completed', payment: { state: 'partiallyRefunded' } });
    expect((await webhook({ paymentId: 'nope', state: 'paid', sequence: 1 })).statusCode).toBe(404);
    expect((await webhook({ paymentId: payment.id, state: 'stolen', sequence: 9 })).statusCode).toBe(400);
  });
});

describe('stock and time-out', () => {
  it('orders at the same moment never oversell a limited stock', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => order([{ badgeTypeId: 'rare', quantity: 1 }])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'order.outOfStock')).toBe(true);
    expect((await shop()).find((i) => i.id === 'rare')!.available).toBe(0);
  });

  it('an unpaid order times out from its job and gives its stock back; the job does nothing to a finished order', async () => {
    const held = (await call('alex', 'GET', '/api/orders')).json<{ orders: OrderView[] }>().orders.find((o) => o.items[0]?.name === 'Rare pass' && o.state === 'ordering')!;
    const job = await t.database.db.selectFrom('jobs').select(['run_at', 'payload']).where('kind', '=', 'orders.expire').where('singleton_key', '=', `order-expire:${held.id}`).executeTakeFirstOrThrow();
    expect(new Date(job.run_at).getTime() - new Date(held.createdAt).getTime()).toBeGreaterThanOrEqual(29 * 60_000);
    await orderExpireJob(t.app).run({ orderId: held.id }, { db: t.database.db } as never);
    expect((await view(held.id)).state).toBe('timeout');
    expect((await shop()).find((i) => i.id === 'rare')!.available).toBe(1);
    expect((await call('alex', 'POST', `/api/orders/${held.id}/checkout`)).json()).toEqual({ error: 'order.notPayable' });
  });

  it('the time-out is kept in the database: a server started afresh runs it when it is due', async () => {
    const created = (await order([{ badgeTypeId: 'demo-badge-extra', quantity: 1 }])).json<OrderView>();
    // A new server process on the same database (the first one gone): its job runner finds the time-out.
    const restarted = await buildApp({ database: t.database, publicUrl: 'http://leadstand.test', logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      await restarted.ready();
      const runner = jobRunner(restarted);
      await runner.tick(Date.now());
      expect((await view(created.id)).state).toBe('ordering');
      // Half an hour on (the runner asks the database's clock): the job is due.
      const job = await t.database.db.selectFrom('jobs').select(['run_at']).where('singleton_key', '=', `order-expire:${created.id}`).executeTakeFirstOrThrow();
      expect(job.run_at.getTime() - Date.parse(created.createdAt)).toBeGreaterThanOrEqual(ORDER_TIMEOUT_MS - 1000);
      await t.database.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('singleton_key', '=', `order-expire:${created.id}`).execute();
      await runner.tick(Date.now());
      expect((await view(created.id)).state).toBe('timeout');
    } finally {
      await restarted.close();
    }
  });
});

describe('a production server (no payment provider yet)', () => {
  let p: TestApp;
  let alex: string;
  beforeAll(async () => {
    p = await testApp({ mode: 'production' });
    alex = await p.login('partner', 'acme');
  });
  afterAll(async () => p.close());
  const as = (method: 'GET' | 'POST', url: string, payload?: unknown) => p.app.inject({ method, url, headers: { authorization: `Bearer ${alex}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const signed = (body: Record<string, unknown>, secret: string) => {
    const raw = JSON.stringify(body);
    return p.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, secret) }, payload: raw });
  };
  /** An order as one left from development (or written by hand): unpaid, its address complete, with a local checkout. */
  async function leftover() {
    const id = `prod-order-${randomSecret().slice(0, 8)}`;
    await p.database.db.insertInto('orders').values({ id, partner_id: 'acme', code: `LS-${id.slice(-8).toUpperCase()}`, currency: 'EUR', net_cents: 4900, vat_cents: 1029, gross_cents: 5929, billing: JSON.stringify(BILLING), expires_at: new Date(Date.now() + ORDER_TIMEOUT_MS) }).execute();
    await p.database.db.insertInto('order_items').values({ order_id: id, badge_type_id: 'demo-badge-extra', position: 0, name: 'Extra team badge', unit_cents: 4900, quantity: 1, vat_rate_bp: 2100 }).execute();
    await p.database.db.insertInto('payments').values({ id: `${id}-pay`, order_id: id, provider: 'local', amount_cents: 5929 }).execute();
    const token = randomSecret();
    await p.database.db.insertInto('local_checkouts').values({ token_hash: hashSecret(token), payment_id: `${id}-pay`, amount_cents: 5929, currency: 'EUR', description: 'Acme', return_url: '/orders/{outcome}', sequence: 0 }).execute();
    return { id, paymentId: `${id}-pay`, token };
  }

  it('the shop says payments are not set up, and refuses to take an order, with nothing written', async () => {
    const shopRes = (await as('GET', '/api/shop')).json<{ items: ShopItem[]; paymentsSetUp: boolean }>();
    expect(shopRes.paymentsSetUp).toBe(false);
    expect(shopRes.items.length).toBeGreaterThan(0);
    expect((await as('GET', '/api/orders')).json<{ paymentsSetUp: boolean }>().paymentsSetUp).toBe(false);
    const res = await as('POST', '/api/orders', { items: [{ badgeTypeId: 'demo-badge-extra', quantity: 10 }], billing: BILLING });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'order.paymentsNotSetUp' });
    expect(await p.database.db.selectFrom('orders').select('id').execute()).toEqual([]);
    // In development the same shop sells.
    expect((await call('alex', 'GET', '/api/shop')).json<{ paymentsSetUp: boolean }>().paymentsSetUp).toBe(true);
  });

  it('refuses to start a checkout, has no local checkout pages, and an unpaid order can still be cancelled', async () => {
    const { id, token } = await leftover();
    const res = await as('POST', `/api/orders/${id}/checkout`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'order.paymentsNotSetUp' });
    expect(await p.database.db.selectFrom('payments').select('id').where('order_id', '=', id).execute()).toHaveLength(1);
    for (const req of [{ method: 'GET', url: `/pay/${token}` }, { method: 'POST', url: `/pay/${token}/pay` }, { method: 'POST', url: `/pay/${token}/refund` }] as const) {
      const page = await p.app.inject({ ...req, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: req.method === 'POST' ? '' : undefined });
      expect(page.statusCode, `${req.method} ${req.url}`).toBe(404);
    }
    expect(p.app.routeTable.some((r) => r.url.startsWith('/pay/'))).toBe(false);
    expect((await as('GET', `/api/orders/${id}`)).json<OrderView>()).toMatchObject({ state: 'ordering', payment: { state: 'started' } });
    expect((await as('POST', `/api/orders/${id}/cancel`)).json<OrderView>().state).toBe('cancelled');
  });

  it('refuses payment webhooks without PAYMENT_WEBHOOK_SECRET (the local default is no secret), and checks them against it when set', async () => {
    const { id, paymentId } = await leftover();
    const report = { paymentId, state: 'paid', sequence: 1 };
    const refused = await signed(report, LOCAL_PROVIDER_SECRET);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: 'paymentsNotSetUp' });
    expect((await as('GET', `/api/orders/${id}`)).json<OrderView>().state).toBe('ordering');

    // Set: a webhook signed with it is taken; one signed with the published default is not.
    const secret = 'a-long-production-secret-0123456789';
    const withSecret = await buildApp({ database: p.database, publicUrl: 'http://leadstand.test', mode: 'production', paymentWebhookSecret: secret, logLevel: 'silent', messenger: createMessenger({ log: () => {} }) });
    try {
      const raw = JSON.stringify(report);
      const send = (s: string) => withSecret.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, s) }, payload: raw });
      expect((await send(LOCAL_PROVIDER_SECRET)).statusCode).toBe(400);
      expect((await as('GET', `/api/orders/${id}`)).json<OrderView>().state).toBe('ordering');
      expect((await send(secret)).statusCode).toBe(204);
      expect((await as('GET', `/api/orders/${id}`)).json<OrderView>().state).toBe('completed');
    } finally {
      await withSecret.close();
    }
  });

  it('is the mode NODE_ENV=production gives; the configuration refuses a short secret, and the local default in production', () => {
    expect(readConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(readConfig({ NODE_ENV: 'production' }).paymentWebhookSecret).toBeUndefined();
    expect(readConfig({}).mode).toBe('development');
    expect(readConfig({ NODE_ENV: 'test' }).mode).toBe('development');
    expect(readConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'a-long-production-secret' }).paymentWebhookSecret).toBe('a-long-production-secret');
    expect(() => readConfig({ NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: LOCAL_PROVIDER_SECRET })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16/);
  });
});
