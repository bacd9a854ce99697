/**
 * Payments go through a provider: it opens a checkout for a payment (the buyer is sent to its
 * page) and reports the payment's state later by signed webhooks (POST /api/payments/webhook).
 * The only provider so far runs here (`local`), in development only (the demo; server/config.ts):
 * its hosted checkout page (/pay/:token) lets the buyer pay, fail, cancel or leave the payment
 * pending, and it reports each change as a webhook signed with HMAC-SHA256 over the raw body,
 * numbered so that the receiver can tell old from new (src/domain/orders.ts). In production there
 * is none until a real provider replaces it behind the same interface: the shop says payments are
 * not set up, and no order or checkout starts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '../../src/domain/orders';

export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  /**
   * Where the provider sends the buyer back (the app's payment return page, /orders/:paymentState):
   * `{outcome}` in it becomes paid, pending, failed or cancelled.
   */
  returnUrl: string;
}

export interface WebhookReport {
  paymentId: string;
  state: PaymentState;
  sequence: number;
}

export interface PaymentProvider {
  name: string;
  /** Opens a checkout; answers the page to send the buyer to. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /**
   * Closes the checkouts of these payments that are still open (started, or left pending: the
   * order ended, or a newer checkout replaced them), so that no one pays for an order that is gone.
   */
  closeCheckouts(paymentIds: readonly string[]): Promise<void>;
}

export const SIGNATURE_HEADER = 'x-leadstand-signature';

/**
 * The local provider's webhook secret, used only in development (the demo) when no
 * PAYMENT_WEBHOOK_SECRET is set. It is in the source for anyone to read, so production has no
 * default: without PAYMENT_WEBHOOK_SECRET its webhooks are refused (server/config.ts).
 */
export const LOCAL_PROVIDER_SECRET = 'leadstand-local-provider';

export function sign(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether `signature` is the body's signature (compared in constant time). */
export function verifySignature(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
