import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPaymentReport, FINAL_ORDER_STATES, nextOrderState, ORDER_STATES, orderTotals, PAYMENT_STATES, type OrderEvent, type OrderState, type PaymentRecord, type PaymentState } from './orders';

/** A provider's real history of one payment: the states it went through, numbered 1, 2, 3… */
const history = fc.constantFrom<PaymentState[]>(
  ['started', 'pending', 'paid'],
  ['started', 'paid', 'partiallyRefunded', 'partiallyRefunded', 'refunded'],
  ['started', 'pending', 'denied'],
  ['started', 'error'],
  ['started', 'paid', 'refundDenied', 'refunded'],
);

describe('payments', () => {
  it('end in the state of the newest report, whatever the order, replays and duplicates of the webhooks', () => {
    fc.assert(
      fc.property(
        history.chain((states) => {
          const reports = states.map((state, i) => ({ state, sequence: i + 1 }));
          // Some reports twice, some lost, the newest always arriving; then shuffled by random keys.
          const delivered = fc.tuple(fc.subarray(reports), fc.subarray(reports)).map(([a, b]) => [...a, ...b, reports.at(-1)!]);
          return fc.tuple(fc.constant(reports.at(-1)!), delivered.chain((d) => fc.array(fc.double({ noNaN: true }), { minLength: d.length, maxLength: d.length }).map((keys) => d.map((r, i) => ({ r, k: keys[i]! })).sort((x, y) => x.k - y.k).map((x) => x.r))));
        }),
        ([newest, deliveries]) => {
          let payment: PaymentRecord = { state: 'started', sequence: 0 };
          for (const r of deliveries) payment = applyPaymentReport(payment, r);
          expect(payment).toEqual(newest);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never move back: an older or lower report changes nothing, the same report twice is once', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ state: fc.constantFrom(...PAYMENT_STATES), sequence: fc.integer({ min: 1, max: 20 }) }), { maxLength: 30 }), (reports) => {
        let payment: PaymentRecord = { state: 'started', sequence: 0 };
        for (const r of reports) {
          const next = applyPaymentReport(payment, r);
          expect(applyPaymentReport(next, r)).toEqual(next);
          expect(next.sequence).toBeGreaterThanOrEqual(payment.sequence);
          if (payment.state === 'paid') expect(['started', 'pending']).not.toContain(next.state);
          payment = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});

const event = fc.oneof(
  fc.constant<OrderEvent>({ type: 'checkout' }),
  fc.constant<OrderEvent>({ type: 'cancel' }),
  fc.constant<OrderEvent>({ type: 'expire' }),
  fc.constant<OrderEvent>({ type: 'expire', pending: true }),
  fc.constantFrom(...PAYMENT_STATES).map<OrderEvent>((state) => ({ type: 'payment', state })),
);

describe('orders', () => {
  it('never leave a final state, and an event twice in a row is the same as once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.array(event, { maxLength: 40 }), (start, events) => {
        let state: OrderState = start;
        for (const e of events) {
          const next = nextOrderState(state, e);
          expect(nextOrderState(next, e)).toBe(next);
          if (FINAL_ORDER_STATES.includes(state)) expect(next).toBe(state);
          // A completed order is left only by a full refund, which cancels it.
          if (state === 'completed' && next !== state) expect([next, e]).toEqual(['cancelled', { type: 'payment', state: 'refunded' }]);
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('follow the buyer and the provider', () => {
    const run = (...events: OrderEvent[]) => events.reduce<OrderState>(nextOrderState, 'ordering');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'paid' })).toBe('completed');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'pending' }, { type: 'expire' }, { type: 'payment', state: 'paid' })).toBe('completed');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'denied' })).toBe('cancelled');
    expect(run({ type: 'checkout' }, { type: 'expire' }, { type: 'payment', state: 'paid' })).toBe('timeout');
    // A pending payment: the order times out after the pending time only, and the buyer may cancel it.
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'pending' }, { type: 'expire', pending: true })).toBe('timeout');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'pending' }, { type: 'cancel' })).toBe('cancelled');
    // A full refund takes the badges back; a partial one keeps them.
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'paid' }, { type: 'payment', state: 'partiallyRefunded' })).toBe('completed');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'paid' }, { type: 'payment', state: 'refunded' })).toBe('cancelled');
    expect(run({ type: 'checkout' }, { type: 'payment', state: 'paid' }, { type: 'cancel' }, { type: 'expire', pending: true })).toBe('completed');
  });
});

describe('order totals', () => {
  it('are net plus VAT, with VAT per rate rounded half away from zero once per order', () => {
    expect(orderTotals([{ unitCents: 4990, quantity: 3, vatRateBp: 1900 }])).toMatchObject({ netCents: 14970, vatCents: 2844, grossCents: 17814 });
    // 0.5 cent rounds up; per-line rounding would have given 2 × 0 = 0.
    expect(orderTotals([{ unitCents: 1, quantity: 1, vatRateBp: 2500 }, { unitCents: 1, quantity: 1, vatRateBp: 2500 }]).vatCents).toBe(1);
    expect(orderTotals([{ unitCents: 1000, quantity: 1, vatRateBp: 700 }, { unitCents: 1000, quantity: 2, vatRateBp: 1900 }]).vatByRate).toEqual([
      { rateBp: 700, netCents: 1000, vatCents: 70 },
      { rateBp: 1900, netCents: 2000, vatCents: 380 },
    ]);
    fc.assert(
      fc.property(fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 1000 }), vatRateBp: fc.constantFrom(0, 700, 770, 1900, 2000, 2100) }), { maxLength: 10 }), (lines) => {
        const t = orderTotals(lines);
        expect(t.grossCents).toBe(t.netCents + t.vatCents);
        expect(t.netCents).toBe(lines.reduce((s, l) => s + l.unitCents * l.quantity, 0));
        for (const r of t.vatByRate) expect(Math.abs(r.vatCents - (r.netCents * r.rateBp) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(t.vatCents)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
