/**
 * The shop's and the orders' data, from the server (money is the server's to decide): the shop
 * items, the orders, and the actions on them (src/domain/endpoints/orders.ts). A refusal comes
 * back as its translated reason.
 */
import { checkout as checkoutEndpoint, getShop, listOrders } from '../../domain/endpoints/orders';
import { callAs, useAnswer } from '../../ui/remote/queries';
import { failureOf } from '../../ui/remote/messages';


/** A read of the shop's data: what it answered, why it failed (a key), and a new try. */
function useLoad<T>(answer: { data: T | undefined; error: unknown; refetch: () => Promise<unknown> }) {
  return { data: answer.data ?? null, error: answer.error ? failureOf(answer.error, 'shop').error : null, reload: answer.refetch };
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
    return { ok: false, error: failureOf(err, 'shop').error };
  }
}
