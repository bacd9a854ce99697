/**
 * The exhibitor's badge shop and orders (#14), for its administrators with the badge-shop setting:
 * the event's badge types as shop items (free, bought, total, still available), ordering (stock
 * checked with the badge types locked, so orders at the same moment never oversell), checkout
 * through the payment provider (an incomplete billing address cannot be paid), cancelling (a
 * pending payment too), the provider's signed webhooks (replayed, duplicated or reordered, they
 * never move an order back: src/domain/orders.ts; a full refund takes the badges back), the
 * time-out of an unpaid order and of a payment left pending (a job per order, kept in the
 * database, so it survives a restart), and the invoice of a completed order as a PDF.
 *
 * A provider is needed to sell: in development the local one (server/orders/local-provider.ts), in
 * production none yet, so the shop answers `paymentsSetUp: false` and refuses orders and checkouts
 * with `order.paymentsNotSetUp`, and webhooks without PAYMENT_WEBHOOK_SECRET with `paymentsNotSetUp`.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DB } from '../db/schema';
import { callerOf } from '../auth/access';
import { jsonSchema, typed } from '../schemas';
import { serve } from '../endpoints';
import * as endpoints from '../../src/domain/endpoints/orders';
import { SHOP } from '../../src/domain/endpoints/orders';
import { newId } from '../security';
import { enqueue, type JobHandler } from '../jobs/runner';
import {
  acceptsLatePayment,
  applyPaymentReport,
  isCompleteAddress,
  isCancellable,
  isPayable,
  nextOrderState,
  orderTotals,
  PAYMENT_STATES,
  type OrderEvent,
  type OrderState,
  type OrderView,
  type ShopItem,
} from '../../src/domain/orders';
import { SIGNATURE_HEADER, verifySignature, type PaymentProvider } from './provider';
import { localProvider, localCheckoutRoutes } from './local-provider';
import { invoicePdf } from './invoice';
import { readerLanguage } from '../public-pages/layout';
import { badgeRights } from '../team/badges';
import { refused, Refused } from '../refusal';

/** An order not paid within this time times out, and its badges go back to the stock. */
export const ORDER_TIMEOUT_MS = 30 * 60_000;
/**
 * An order whose payment the provider reports pending times out this long after (its badges go back
 * to the stock): a pending card payment is decided within minutes or hours. Should the provider
 * report it paid later, the order completes after all while its badges are in stock (acceptsLatePayment).
 */
export const PENDING_TIMEOUT_MS = 24 * 3_600_000;
export const ORDER_EXPIRE_JOB = 'orders.expire';
const LangQuery = v.strictObject({ lang: v.optional(v.pipe(v.string(), v.maxLength(10))) });
const OrderParams = v.strictObject({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const Webhook = v.strictObject({ paymentId: v.pipe(v.string(), v.maxLength(100)), state: v.picklist(PAYMENT_STATES), sequence: v.pipe(v.number(), v.integer(), v.minValue(1)) });

function orderCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `LS-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The shop's items for an exhibitor: the event's badge types with what it got free and bought. */
async function shopItems(db: Kysely<DB>, eventId: string, partnerId: string): Promise<ShopItem[]> {
  const rows = await sql<{ id: string; name: string; price_cents: number; currency: string; vat_rate_bp: number; complimentary: number; stock: number | null; purchased: number; held: number }>`
    select b.id, b.name, b.price_cents, b.currency, b.vat_rate_bp, b.complimentary, b.stock,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.badge_type_id = b.id and o.partner_id = ${partnerId} and o.state = 'completed'), 0)::int as purchased,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.badge_type_id = b.id and o.state not in ('cancelled', 'timeout')), 0)::int as held
    from badge_types b where b.event_id = ${eventId} order by b.price_cents, b.name`.execute(db);
  const used = new Map((await badgeRights(db, eventId, partnerId)).map((r) => [r.id, r.used]));
  return rows.rows.map((r) => ({
    id: r.id,
    name: r.name,
    priceCents: r.price_cents,
    currency: r.currency,
    vatRateBp: r.vat_rate_bp,
    free: r.complimentary,
    purchased: r.purchased,
    total: r.complimentary + r.purchased,
    used: used.get(r.id) ?? 0,
    available: r.stock === null ? null : Math.max(0, r.stock - r.held),
  }));
}

async function orderViews(db: Kysely<DB>, partnerId: string, orderId?: string): Promise<OrderView[]> {
  let query = db.selectFrom('orders').selectAll().where('partner_id', '=', partnerId).orderBy('created_at', 'desc');
  if (orderId) query = query.where('id', '=', orderId);
  const orders = await query.limit(500).execute();
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [items, payments] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('payments').select(['order_id', 'state', 'updated_at']).where('order_id', 'in', ids).orderBy('created_at', 'desc').execute(),
  ]);
  return orders.map((o) => {
    const lines = items.filter((i) => i.order_id === o.id).map((i) => ({ name: i.name, unitCents: i.unit_cents, quantity: i.quantity, vatRateBp: i.vat_rate_bp }));
    const payment = payments.find((p) => p.order_id === o.id);
    return {
      id: o.id,
      code: o.code,
      state: o.state,
      createdAt: new Date(o.created_at).toISOString(),
      currency: o.currency,
      netCents: o.net_cents,
      vatCents: o.vat_cents,
      grossCents: o.gross_cents,
      vatByRate: orderTotals(lines.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity, vatRateBp: l.vatRateBp }))).vatByRate,
      items: lines,
      billing: o.billing,
      orderedBy: o.ordered_by_name,
      payment: payment ? { state: payment.state, updatedAt: new Date(payment.updated_at).toISOString() } : null,
    };
  });
}

/** Moves an order by `event` (in `tx`, the order row locked); answers the new state. */
async function moveOrder(tx: Kysely<DB>, orderId: string, event: OrderEvent): Promise<{ partnerId: string; before: OrderState; after: OrderState } | null> {
  const order = await tx.selectFrom('orders').select(['state', 'partner_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) return null;
  const after = nextOrderState(order.state, event);
  if (after !== order.state) await tx.updateTable('orders').set({ state: after, updated_at: new Date() }).where('id', '=', orderId).execute();
  return { partnerId: order.partner_id, before: order.state, after };
}

/**
 * The payment provider the shop uses: the one given, else the local one in development only; null
 * in production until a real provider exists (payments are not set up).
 */
export function paymentProviderOf(app: FastifyInstance, provider?: PaymentProvider): PaymentProvider | null {
  if (provider) return provider;
  return app.settings.mode === 'development' ? localProvider(app) : null;
}

/**
 * The job that times out an order left unpaid, or with `pending` one whose payment was left pending
 * (it does nothing to an order that moved on).
 */
export function orderExpireJob(app: FastifyInstance, provider?: PaymentProvider): JobHandler {
  return {
    async run(payload) {
      const { orderId, pending } = payload as { orderId: string; pending?: boolean };
      const moved = await app.db.transaction().execute((tx) => moveOrder(tx, orderId, { type: 'expire', pending: pending === true }));
      if (moved?.after === 'timeout' && moved.before !== 'timeout') await closeOpenCheckouts(app.db, paymentProviderOf(app, provider), orderId);
    },
  };
}

/** Closes the checkouts of an order's payments that are still open (started, or left pending). */
async function closeOpenCheckouts(db: Kysely<DB>, provider: PaymentProvider | null, orderId: string, except?: string): Promise<void> {
  if (!provider) return;
  let query = db.selectFrom('payments').select('id').where('order_id', '=', orderId).where('state', 'in', ['started', 'pending']);
  if (except) query = query.where('id', '<>', except);
  const open = await query.execute();
  await provider.closeCheckouts(open.map((p) => p.id));
}

/** Whether the badges of an ended order still fit the stock, were it taken up again (in `tx`, badge types locked). */
async function stockFits(tx: Kysely<DB>, orderId: string): Promise<boolean> {
  const lines = await tx.selectFrom('order_items').select(['badge_type_id', 'quantity']).where('order_id', '=', orderId).orderBy('badge_type_id').execute();
  if (!lines.length) return true;
  const ids = lines.map((l) => l.badge_type_id);
  const types = await tx.selectFrom('badge_types').select(['id', 'stock']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const held = await sql<{ badge_type_id: string; n: number }>`
    select i.badge_type_id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id
    where i.badge_type_id = any(${ids}::text[]) and o.id <> ${orderId} and o.state not in ('cancelled', 'timeout') group by i.badge_type_id`.execute(tx);
  return lines.every((l) => {
    const stock = types.find((t) => t.id === l.badge_type_id)?.stock ?? null;
    return stock === null || (held.rows.find((h) => h.badge_type_id === l.badge_type_id)?.n ?? 0) + l.quantity <= stock;
  });
}

export function orderRoutes(provider?: PaymentProvider): FastifyPluginAsync {
  return async (fastify) => {
    // The webhook's signature is over the body as sent: keep it.
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      (req as { rawBody?: string }).rawBody = body as string;
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        const err = new Error('invalid JSON') as Error & { statusCode: number };
        err.statusCode = 400;
        done(err, undefined);
      }
    });
    const app = typed(fastify);
    const payments = paymentProviderOf(app, provider);
    // The local checkout pages exist only where the local provider is the shop's provider (development).
    if (payments && !provider) await app.register(localCheckoutRoutes);
    /** Nothing to sell without a provider: refused before anything is written. */
    const needPayments = () => {
      if (!payments) throw new Refused(409, 'order.paymentsNotSetUp');
      return payments;
    };

    // `paymentsSetUp`: whether badges can be bought here (the shop says so when they cannot).
    serve(app, endpoints.getShop, async (_input, req) => {
      const caller = callerOf(req);
      return { items: await shopItems(app.db, caller.event.id, caller.partner!.id), paymentsSetUp: payments !== null };
    });

    serve(app, endpoints.listOrders, async (_input, req) => ({ orders: await orderViews(app.db, callerOf(req).partner!.id), paymentsSetUp: payments !== null }));

    serve(app, endpoints.getOrder, async ({ params }, req) => {
      const [order] = await orderViews(app.db, callerOf(req).partner!.id, params.orderId);
      return order ?? refused(404, 'order.notFound');
    });

    serve(app, endpoints.placeOrder, async ({ body: input }, req) => {
      needPayments();
      const caller = callerOf(req);
      const partnerId = caller.partner!.id;
      const id = newId();
      await app.db.transaction().execute(async (tx) => {
        const typeIds = input.items.map((i) => i.badgeTypeId);
        // Locked in a fixed order: two orders at the same moment wait for each other, never deadlock.
        const types = await tx.selectFrom('badge_types').selectAll().where('event_id', '=', caller.event.id).where('id', 'in', typeIds).orderBy('id').forUpdate().execute();
        if (types.length !== typeIds.length) throw new Refused(400, 'order.unknownItem');
        if (new Set(types.map((t) => t.currency)).size > 1) throw new Refused(400, 'order.currencies');
        const held = await sql<{ badge_type_id: string; n: number }>`
          select i.badge_type_id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id
          where i.badge_type_id = any(${typeIds}::text[]) and o.state not in ('cancelled', 'timeout') group by i.badge_type_id`.execute(tx);
        const lines = input.items.map((item, position) => {
          const type = types.find((t) => t.id === item.badgeTypeId)!;
          const taken = held.rows.find((h) => h.badge_type_id === type.id)?.n ?? 0;
          if (type.stock !== null && taken + item.quantity > type.stock) throw new Refused(409, 'order.outOfStock');
          return { order_id: id, badge_type_id: type.id, position, name: type.name, unit_cents: type.price_cents, quantity: item.quantity, vat_rate_bp: type.vat_rate_bp };
        });
        const totals = orderTotals(lines.map((l) => ({ unitCents: l.unit_cents, quantity: l.quantity, vatRateBp: l.vat_rate_bp })));
        const expiresAt = new Date(Date.now() + ORDER_TIMEOUT_MS);
        await tx
          .insertInto('orders')
          .values({
            id,
            partner_id: partnerId,
            code: orderCode(),
            currency: types[0]!.currency,
            net_cents: totals.netCents,
            vat_cents: totals.vatCents,
            gross_cents: totals.grossCents,
            billing: JSON.stringify(input.billing),
            ordered_by_user_id: caller.user?.id ?? null,
            ordered_by_name: caller.user ? `${caller.user.first_name} ${caller.user.last_name}`.trim() : caller.partner!.name,
            expires_at: expiresAt,
          })
          .execute();
        await tx.insertInto('order_items').values(lines).execute();
        await enqueue(tx, { kind: ORDER_EXPIRE_JOB, payload: { orderId: id }, runAt: expiresAt, singletonKey: `order-expire:${id}` });
      });
      const [order] = await orderViews(app.db, partnerId, id);
      return order!;
    });

    serve(app, endpoints.checkout, async ({ params }, req) => {
      const provider = needPayments();
      const caller = callerOf(req);
      const partnerId = caller.partner!.id;
      const orderId = params.orderId;
      const payment = await app.db.transaction().execute(async (tx) => {
        const order = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).where('partner_id', '=', partnerId).forUpdate().executeTakeFirst();
        if (!order) throw new Refused(404, 'order.notFound');
        if (!isPayable(order.state)) throw new Refused(409, 'order.notPayable');
        if (!isCompleteAddress(order.billing)) throw new Refused(409, 'order.addressRequired');
        const paymentId = newId();
        await tx.insertInto('payments').values({ id: paymentId, order_id: orderId, provider: provider.name, amount_cents: order.gross_cents }).execute();
        await moveOrder(tx, orderId, { type: 'checkout' });
        return { id: paymentId, amountCents: order.gross_cents, currency: order.currency, code: order.code };
      });
      const { checkoutUrl } = await provider.createCheckout({
        paymentId: payment.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        description: `${caller.partner!.name} · ${payment.code}`,
        returnUrl: `/orders/{outcome}?order=${encodeURIComponent(orderId)}`,
      });
      // One open checkout per order: the buyer cannot pay twice from an older page.
      await closeOpenCheckouts(app.db, provider, orderId, payment.id);
      return { checkoutUrl };
    });

    serve(app, endpoints.cancelOrder, async ({ params }, req) => {
      const partnerId = callerOf(req).partner!.id;
      await app.db.transaction().execute(async (tx) => {
        const owned = await tx.selectFrom('orders').select('id').where('id', '=', params.orderId).where('partner_id', '=', partnerId).executeTakeFirst();
        if (!owned) throw new Refused(404, 'order.notFound');
        const moved = await moveOrder(tx, params.orderId, { type: 'cancel' });
        if (!moved || !isCancellable(moved.before)) throw new Refused(409, 'order.notCancellable');
      });
      await closeOpenCheckouts(app.db, payments, params.orderId);
      const [order] = await orderViews(app.db, partnerId, params.orderId);
      return order!;
    });

    app.get('/api/orders/:orderId/invoice.pdf', { schema: { params: jsonSchema(OrderParams), querystring: jsonSchema(LangQuery) }, config: { access: SHOP } }, async (req, reply) => {
      const caller = callerOf(req);
      const [order] = await orderViews(app.db, caller.partner!.id, req.params.orderId);
      if (!order) return reply.status(404).send({ error: 'order.notFound' });
      if (order.state !== 'completed') return reply.status(409).send({ error: 'order.notCompleted' });
      const { invoice_issuer: issuer } = await app.db.selectFrom('events').select('invoice_issuer').where('id', '=', caller.event.id).executeTakeFirstOrThrow();
      // In the reader's language (the app's, or the browser's), not the one stored from an invitation.
      const pdf = await invoicePdf({ order, eventName: caller.event.name, company: caller.partner!.name, language: readerLanguage(req, caller.user?.language), issuer });
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${order.code}.pdf"`).header('cache-control', 'no-store').send(Buffer.from(pdf));
    });

    // The provider's report: signed, numbered; stale or repeated reports change nothing. Without a
    // secret (production without PAYMENT_WEBHOOK_SECRET) there is nothing to check a signature
    // against: refused, 503 so that a provider retries once it is set up.
    app.post('/api/payments/webhook', { config: { access: { public: true } } }, async (req, reply) => {
      const secret = app.settings.paymentWebhookSecret;
      if (!secret) return reply.status(503).send({ error: 'paymentsNotSetUp' });
      const raw = (req as { rawBody?: string }).rawBody ?? '';
      if (!verifySignature(raw, req.headers[SIGNATURE_HEADER] as string | undefined, secret)) return reply.status(400).send({ error: 'signatureInvalid' });
      const parsed = v.safeParse(Webhook, req.body);
      if (!parsed.success) return reply.status(400).send({ error: 'invalid' });
      const report = parsed.output;
      const moved = await app.db.transaction().execute(async (tx) => {
        const payment = await tx.selectFrom('payments').select(['id', 'order_id', 'state', 'sequence']).where('id', '=', report.paymentId).forUpdate().executeTakeFirst();
        if (!payment) return null;
        const next = applyPaymentReport({ state: payment.state, sequence: payment.sequence }, { state: report.state, sequence: report.sequence });
        if (next.sequence === payment.sequence) return { changed: false };
        await tx.updateTable('payments').set({ state: next.state, sequence: next.sequence, updated_at: new Date() }).where('id', '=', payment.id).execute();
        if (next.state !== payment.state) {
          const moved = await moveOrder(tx, payment.order_id, { type: 'payment', state: next.state });
          // Paid after the order ended: it completes after all while its badges are in stock; else the money is due back.
          if (moved && next.state === 'paid' && acceptsLatePayment(moved.after) && (await stockFits(tx, payment.order_id))) {
            await tx.updateTable('orders').set({ state: 'completed', updated_at: new Date() }).where('id', '=', payment.order_id).execute();
          }
          // Left pending: the badges are held for PENDING_TIMEOUT_MS more, then the order times out.
          if (moved && moved.before !== 'paymentPending' && moved.after === 'paymentPending') {
            const expiresAt = new Date(Date.now() + PENDING_TIMEOUT_MS);
            await tx.updateTable('orders').set({ expires_at: expiresAt }).where('id', '=', payment.order_id).execute();
            await enqueue(tx, { kind: ORDER_EXPIRE_JOB, payload: { orderId: payment.order_id, pending: true }, runAt: expiresAt, singletonKey: `order-expire-pending:${payment.order_id}` });
          }
        }
        return { changed: true };
      });
      if (!moved) return reply.status(404).send({ error: 'paymentNotFound' });
      return reply.status(204).send();
    });
  };
}
