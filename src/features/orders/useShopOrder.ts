/**
 * The shop's order as it is made: the cart (a quantity per badge), the billing address, the
 * errors per field and above the button, and 'Order and pay' (checked with the server's rules,
 * then the order is created and the provider's checkout opens).
 */
import { useMemo, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import * as v from 'valibot';
import { useApp } from '../../app/AppContext';
import { fieldErrors } from '../../domain/organiser';
import { missingAddressFields, OrderInput, orderTotals, type BillingAddress, type ShopItem } from '../../domain/orders';
import { checkout } from './useShop';
import { failureOf } from '../../ui/remote/messages';
import { getShop, listOrders, placeOrder } from '../../domain/endpoints/orders';
import { callAs, invalidate } from '../../ui/remote/queries';

/** The billing fields in the order they are shown: the first one marked gets the keyboard. */
const BILLING_ORDER: ReadonlyArray<keyof BillingAddress> = ['company', 'name', 'street', 'postalCode', 'city', 'country', 'vatNumber'];
const EMPTY_BILLING: BillingAddress = { company: '', name: '', street: '', postalCode: '', city: '', country: '', vatNumber: '' };

export type SetCart = Dispatch<SetStateAction<Record<string, number>>>;
export type SetBilling = Dispatch<SetStateAction<BillingAddress>>;

/** The order of `items`; `id`: the prefix of the billing fields' ids (`${id}-${field}`), to take the keyboard to a marked one. */
export function useShopOrder(items: ShopItem[], id: string) {
  const { info } = useApp();
  const [cart, setCart] = useState<Record<string, number>>({});
  const [billing, setBilling] = useState<BillingAddress>(() => ({ ...EMPTY_BILLING, company: info?.partner?.name ?? '', name: info?.user?.name ?? '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = items.filter((i) => (cart[i.id] ?? 0) > 0).map((i) => ({ item: i, quantity: cart[i.id]! }));
  const totals = useMemo(() => orderTotals(lines.map((l) => ({ unitCents: l.item.priceCents, quantity: l.quantity, vatRateBp: l.item.vatRateBp }))), [lines]);
  /** Marks the fields, says so above the button, and takes the keyboard to the first marked field. */
  function showFieldErrors(fields: Record<string, string>, message: string) {
    setErrors(fields);
    setFormError(message);
    const first = BILLING_ORDER.find((k) => fields[`billing.${k}`]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = v.safeParse(OrderInput, { items: lines.map((l) => ({ badgeTypeId: l.item.id, quantity: l.quantity })), billing });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.issues);
      const marked = Object.fromEntries(Object.entries(fields).map(([k, key]) => [k, `error.${key.replace(/^order\./, '')}`]));
      if (fields.items) {
        setErrors(marked);
        setFormError(`error.${fields.items.replace(/^order\./, '')}`);
      } else showFieldErrors(marked, 'error.fields');
      return;
    }
    // Told before any payment: which parts of the address the payment provider still needs.
    const missing = missingAddressFields(parsed.output.billing);
    if (Object.keys(missing).length > 0) {
      showFieldErrors(Object.fromEntries(Object.entries(missing).map(([k, key]) => [`billing.${k}`, `error.${key}`])), 'error.addressRequired');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const order = await callAs(placeOrder, { body: parsed.output });
      void invalidate(getShop, listOrders);
      const started = await checkout(order.id);
      if (!started.ok) setFormError(started.error);
    } catch (err) {
      const failure = failureOf(err, 'shop');
      const fields = Object.fromEntries(Object.entries(failure.fields).map(([k, key]) => [k, key.replace(/^shop:/, '')]));
      if (Object.keys(fields).length > 0) showFieldErrors(fields, failure.error.replace(/^shop:/, ''));
      else {
        setErrors({});
        setFormError(failure.error.replace(/^shop:/, ''));
      }
    } finally {
      setBusy(false);
    }
  }

  return { cart, setCart, billing, setBilling, errors, formError, busy, lines, totals, submit };
}
