/**
 * The shop's and the orders' data, from the server (money is the server's to decide): the shop
 * items, the orders, and the actions on them (src/domain/endpoints/orders.ts). A refusal comes
 * back as its translated reason.
 */
import { checkout as checkoutEndpoint, getShop, listOrders } from '../../domain/endpoints/orders';
import { callAs, useAnswer } from '../../ui/remote/queries';
import { fieldsOf, keyOf, messageOf } from '../../ui/remote/messages';

/** The i18n key of a failed request, and the fields it names (each as its key in the shop namespace). */
export function failureOf(err: unknown): { error: string; fields: Record<string, string> } {
  const fields = Object.fromEntries(Object.entries(fieldsOf(err)).map(([k, code]) => [k, keyOf(code, 'shop') ?? 'shop:error.fields']));
  return { error: messageOf(err, 'shop', { invalid: 'shop:error.fields' }), fields };
}

/** A read of the shop's data: what it answered, why it failed (a key), and a new try. */
function useLoad<T>(answer: { data: T | undefined; error: unknown; refetch: () => Promise<unknown> }) {
  return { data: answer.data ?? null, error: answer.error ? failureOf(answer.error).error : null, reload: answer.refetch };
}

/** `paymentsSetUp`: whether this server can take payments (false: production without a payment provider). */
export const useShopItems = () => useLoad(useAnswer(getShop, {}));
export const useOrders = () => useLoad(useAnswer(listOrders, {}));

/** Starts the payment: the provider's checkout page opens in this tab. */
export async function checkout(orderId: string): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const { checkoutUrl } = await callAs(checkoutEndpoint, { params: { orderId } });
    window.location.assign(checkoutUrl);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: failureOf(err).error };
  }
}
