/**
 * The shop's and the orders' data, from the server (money is the server's to decide): the shop
 * items, the orders, and the actions on them. A refusal comes back as its translated reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { HttpError, request } from '../../lib/http';
import type { OrderView, ShopItem } from '../../domain/orders';

/** The i18n key of a failed request, and the fields it names. */
export function failureOf(err: unknown): { error: string; fields: Record<string, string> } {
  if (err instanceof HttpError) {
    if (err.code === 'offline' || err.code === 'timeout') return { error: 'common:account.needsNetwork', fields: {} };
    const body = err.body as { error?: string; fields?: Record<string, string> } | undefined;
    if (body?.fields) return { error: 'shop:error.fields', fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, `shop:error.${v.replace(/^order\./, '')}`])) };
    if (body?.error?.startsWith('order.')) return { error: `shop:error.${body.error.slice('order.'.length)}`, fields: {} };
  }
  return { error: 'common:notice.somethingWentWrong', fields: {} };
}

export function useLoad<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      setData(await request<T>(path, { quiet: true }));
    } catch (err) {
      setError(failureOf(err).error);
    }
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, error, reload: load };
}

/** `paymentsSetUp`: whether this server can take payments (false: production without a payment provider). */
export const useShopItems = () => useLoad<{ items: ShopItem[]; paymentsSetUp: boolean }>('/api/shop');
export const useOrders = () => useLoad<{ orders: OrderView[]; paymentsSetUp: boolean }>('/api/orders');

/** Starts the payment: the provider's checkout page opens in this tab. */
export async function checkout(orderId: string): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const { checkoutUrl } = await request<{ checkoutUrl: string }>(`/api/orders/${encodeURIComponent(orderId)}/checkout`, { method: 'POST', quiet: true });
    window.location.assign(checkoutUrl);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: failureOf(err).error };
  }
}
