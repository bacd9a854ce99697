/**
 * Orders and payments of the badge shop (#14, SPEC sections 3 and 4): the order's and the
 * payment's states, how each moves on what happens (the buyer, the payment provider's webhooks, the
 * time-out job), and the money. Pure functions, shared by the server (which decides) and the
 * screens (which explain), with property tests over random event sequences.
 *
 * Webhooks arrive replayed, duplicated and out of order: a state only ever moves forward, so a
 * late 'pending' after 'paid' changes nothing, and the same report twice is the same as once.
 *
 * Money is integer cents. Prices are net (excl. VAT). VAT is worked out per rate on the sum of the
 * order's net amounts at that rate, rounded half away from zero to the cent, once per order (not
 * per line, which would let rounding differences add up); the total is net plus VAT.
 */

import * as v from 'valibot';
import { COUNTRY_CODES } from './country';

export const ORDER_STATES = ['ordering', 'paying', 'paymentPending', 'completed', 'cancelled', 'timeout'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const PAYMENT_STATES = ['started', 'pending', 'paid', 'partiallyRefunded', 'refunded', 'refundDenied', 'denied', 'error'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * How far along a payment is: a report may only move it forward. Refund states come after paid;
 * denied and error end a payment that never got paid.
 */
const PAYMENT_RANK: Record<PaymentState, number> = {
  started: 0,
  pending: 1,
  denied: 2,
  error: 2,
  paid: 3,
  refundDenied: 4,
  partiallyRefunded: 5,
  refunded: 6,
};

/** A payment as the server keeps it: its state and the sequence number of the report that set it. */
export interface PaymentRecord {
  state: PaymentState;
  /** The provider numbers its reports; 0 before the first. */
  sequence: number;
}

/**
 * The payment after a provider's report. Each report carries the payment's state at the provider
 * and a sequence number that grows with every change; a report older than the one applied (a
 * replay, a duplicate, one overtaken on the way) changes nothing, and a state never moves back
 * (paid never returns to pending; a payment that ended as denied or error stays so unless the
 * provider reports it paid after all).
 */
export function applyPaymentReport(current: PaymentRecord, report: PaymentRecord): PaymentRecord {
  if (report.sequence <= current.sequence) return current;
  if (PAYMENT_RANK[report.state] < PAYMENT_RANK[current.state]) return { state: current.state, sequence: report.sequence };
  // Partial refunds may repeat; any other state reported again is the same state.
  return { state: report.state, sequence: report.sequence };
}

export type OrderEvent =
  /** The buyer goes to the checkout page. */
  | { type: 'checkout' }
  /** The payment's state changed (after `applyPaymentReport`). */
  | { type: 'payment'; state: PaymentState }
  /** The buyer cancels the order (not yet paid: unpaid, or its payment pending). */
  | { type: 'cancel' }
  /**
   * The time-out job: left unpaid too long (ORDER_TIMEOUT), or, with `pending`, its payment left
   * pending too long (PENDING_TIMEOUT: a pending payment does not hold badges for ever).
   */
  | { type: 'expire'; pending?: boolean };

/**
 * States an order never leaves. A completed order is left only by a full refund, which takes its
 * badges back: it is cancelled (its payment says refunded).
 */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['cancelled', 'timeout'];

/** The order's state after `event`; an event that does not apply leaves it as it is. */
export function nextOrderState(current: OrderState, event: OrderEvent): OrderState {
  if (FINAL_ORDER_STATES.includes(current)) return current;
  if (current === 'completed') return event.type === 'payment' && event.state === 'refunded' ? 'cancelled' : current;
  switch (event.type) {
    case 'checkout':
      return current === 'ordering' ? 'paying' : current;
    case 'cancel':
      // A pending payment too: should the provider still report it paid, the late payment rule applies.
      return 'cancelled';
    case 'expire':
      return current === 'ordering' || current === 'paying' || (current === 'paymentPending' && event.pending) ? 'timeout' : current;
    case 'payment':
      if (event.state === 'paid') return 'completed';
      if (event.state === 'pending') return 'paymentPending';
      // A payment that failed ends the order: the buyer orders again (stock is given back).
      if (event.state === 'denied' || event.state === 'error') return 'cancelled';
      return current;
  }
}

/** Whether the buyer may cancel the order: not yet paid (unpaid, or its payment pending). */
export function isCancellable(state: OrderState): boolean {
  return state === 'ordering' || state === 'paying' || state === 'paymentPending';
}

/** Whether a completed order was refunded in full (and so cancelled, its badges taken back). */
export function isRefunded(order: { state: OrderState; payment: { state: PaymentState } | null }): boolean {
  return order.state === 'cancelled' && order.payment?.state === 'refunded';
}

/** Whether the buyer may (still) pay the order. */
export function isPayable(state: OrderState): boolean {
  return state === 'ordering' || state === 'paying';
}

/**
 * A payment the provider reports as paid for an order that had already ended (timed out or
 * cancelled while the buyer was still on the provider's page, or a bank transfer that arrived
 * late): the money came in, so the order completes after all, if its badges are still in stock.
 * If they are not, the order stays as it is and the payment is due back to the buyer.
 */
export function acceptsLatePayment(state: OrderState): boolean {
  return state === 'timeout' || state === 'cancelled';
}

/** What went wrong with an order's payment, as the screens say it; null when nothing did. */
export function paymentProblem(order: { state: OrderState; payment: { state: PaymentState } | null }): 'failed' | 'refundDue' | null {
  if (!order.payment) return null;
  const paid = order.payment.state === 'paid' || order.payment.state === 'partiallyRefunded' || order.payment.state === 'refundDenied';
  if (paid && order.state !== 'completed') return 'refundDue';
  if (order.payment.state === 'denied' || order.payment.state === 'error') return 'failed';
  return null;
}

export interface OrderLine {
  /** Net price of one item, in cents. */
  unitCents: number;
  quantity: number;
  /** VAT rate in hundredths of a percent (1900 = 19 %). */
  vatRateBp: number;
}

export interface OrderTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The VAT per rate, for the invoice. */
  vatByRate: Array<{ rateBp: number; netCents: number; vatCents: number }>;
}

/** `value` rounded half away from zero. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The order's net, VAT and gross totals in cents (see the rule at the top of this file). */
export function orderTotals(lines: readonly OrderLine[]): OrderTotals {
  const byRate = new Map<number, number>();
  let netCents = 0;
  for (const l of lines) {
    const net = l.unitCents * l.quantity;
    netCents += net;
    byRate.set(l.vatRateBp, (byRate.get(l.vatRateBp) ?? 0) + net);
  }
  const vatByRate = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rateBp, net]) => ({ rateBp, netCents: net, vatCents: roundHalfAway((net * rateBp) / 10_000) }));
  const vatCents = vatByRate.reduce((sum, r) => sum + r.vatCents, 0);
  return { netCents, vatCents, grossCents: netCents + vatCents, vatByRate };
}

/** The buyer's billing address, as the payment provider needs it (an incomplete one is kept, but cannot be paid). */
export const BillingAddress = v.strictObject({
  company: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'order.tooLong')), ''),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'order.tooLong')), ''),
  street: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'order.tooLong')), ''),
  postalCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'order.tooLong')), ''),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'order.tooLong')), ''),
  country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check((c) => c === '' || COUNTRY_CODES.includes(c), 'order.countryInvalid')), ''),
  vatNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, 'order.tooLong')), ''),
});
export type BillingAddress = v.InferOutput<typeof BillingAddress>;

/** What the payment provider needs: who pays, and a postal address. */
export function isCompleteAddress(b: BillingAddress): boolean {
  return Object.keys(missingAddressFields(b)).length === 0;
}

/**
 * The parts of a billing address the payment provider still needs, by field, with the key of what
 * to say (without the 'order.' prefix): a company or a name, street, postal code, city, country.
 */
export function missingAddressFields(b: BillingAddress): Partial<Record<keyof BillingAddress, string>> {
  const missing: Partial<Record<keyof BillingAddress, string>> = {};
  if (!b.company.trim() && !b.name.trim()) missing.company = 'companyOrNameRequired';
  for (const key of ['street', 'postalCode', 'city'] as const) if (!b[key].trim()) missing[key] = 'required';
  if (!b.country.trim()) missing.country = 'countryRequired';
  return missing;
}

export const ORDER_MAX_QUANTITY = 1000;

export const OrderInput = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        badgeTypeId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
        quantity: v.pipe(v.number('order.quantityInvalid'), v.integer('order.quantityInvalid'), v.minValue(1, 'order.quantityInvalid'), v.maxValue(ORDER_MAX_QUANTITY, 'order.quantityInvalid')),
      }),
    ),
    v.minLength(1, 'order.empty'),
    v.maxLength(20, 'order.tooManyItems'),
    v.check((items) => new Set(items.map((i) => i.badgeTypeId)).size === items.length, 'order.duplicateItem'),
  ),
  billing: BillingAddress,
});
export type OrderInput = v.InferOutput<typeof OrderInput>;

/** A badge type as the exhibitor's shop shows it. */
export const ShopItem = v.object({
  id: v.string(),
  name: v.string(),
  priceCents: v.number(),
  currency: v.string(),
  vatRateBp: v.number(),
  /** Free for each exhibitor (complimentary). */
  free: v.number(),
  /** Bought in completed orders. */
  purchased: v.number(),
  /** Free plus bought: the badges the exhibitor may hand out. */
  total: v.number(),
  /** Handed out: registered to a member of the team or a guest. */
  used: v.number(),
  /** Left to order across the event; null: unlimited. */
  available: v.nullable(v.number()),
});
export type ShopItem = v.InferOutput<typeof ShopItem>;

/** A billing address as an order keeps it (checked when it is entered: BillingAddress). */
const BillingShown = v.object(Object.fromEntries(Object.keys(BillingAddress.entries).map((k) => [k, v.string()])) as Record<keyof BillingAddress, v.StringSchema<undefined>>);

export const OrderView = v.object({
  id: v.string(),
  code: v.string(),
  state: v.picklist(ORDER_STATES),
  createdAt: v.string(),
  currency: v.string(),
  netCents: v.number(),
  vatCents: v.number(),
  grossCents: v.number(),
  vatByRate: v.array(v.object({ rateBp: v.number(), netCents: v.number(), vatCents: v.number() })),
  items: v.array(v.object({ name: v.string(), unitCents: v.number(), quantity: v.number(), vatRateBp: v.number() })),
  billing: BillingShown,
  orderedBy: v.string(),
  payment: v.nullable(v.object({ state: v.picklist(PAYMENT_STATES), updatedAt: v.string() })),
});
export type OrderView = v.InferOutput<typeof OrderView>;
