/**
 * /users/shop: the badge shop. The event's badge types with what the company got free and bought
 * and what is left; a cart (a quantity per badge), the totals worked out with the server's own rule,
 * the billing address the payment provider needs, and 'Order and pay', which creates the order and
 * opens the provider's checkout. Back goes to the team. When the server has no payment provider
 * (production until a real one exists; the server says so in GET /api/shop), the shop shows what
 * the company has and says that payments are not set up, instead of offering to buy.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { formatPrice } from '../../domain/shop';
import { fieldErrors } from '../../domain/organiser';
import { missingAddressFields, OrderInput, orderTotals, type BillingAddress } from '../../domain/orders';
import { countryOptions } from '../../domain/country';
import { checkout, useShopItems } from './useShop';
import { failureOf } from '../../ui/remote/messages';
import { getShop, listOrders, placeOrder } from '../../domain/endpoints/orders';
import { callAs, invalidate } from '../../ui/remote/queries';
import { OrderTotals } from './OrderTotals';
import './orders.css';

/** The billing fields in the order they are shown: the first one marked gets the keyboard. */
const BILLING_ORDER: ReadonlyArray<keyof BillingAddress> = ['company', 'name', 'street', 'postalCode', 'city', 'country', 'vatNumber'];
const EMPTY_BILLING: BillingAddress = { company: '', name: '', street: '', postalCode: '', city: '', country: '', vatNumber: '' };

export default function ShopPage() {
  const { t, i18n } = useTranslation('shop');
  const { config, info } = useApp();
  usePageTitle(config?.event?.environmentName, t('shop.title'));
  const shop = useShopItems();
  const id = useId();
  const [cart, setCart] = useState<Record<string, number>>({});
  const [billing, setBilling] = useState<BillingAddress>(() => ({ ...EMPTY_BILLING, company: info?.partner?.name ?? '', name: info?.user?.name ?? '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = shop.data?.items ?? [];
  const canBuy = shop.data?.paymentsSetUp === true;
  const lines = items.filter((i) => (cart[i.id] ?? 0) > 0).map((i) => ({ item: i, quantity: cart[i.id]! }));
  const totals = useMemo(() => orderTotals(lines.map((l) => ({ unitCents: l.item.priceCents, quantity: l.quantity, vatRateBp: l.item.vatRateBp }))), [lines]);
  const currency = lines[0]?.item.currency ?? items[0]?.currency ?? 'EUR';
  const money = (cents: number, cur = currency) => formatPrice(cents, cur, i18n.language);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Countries by their names in the reader's language; the value sent is the ISO code.
  const countries = useMemo(() => countryOptions(language), [language]);
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

  const back = (
    <Link className="back-link" to="/users/list">
      {t('shop.back')}
    </Link>
  );
  if (shop.error) {
    return (
      <div className="page">
        {back}
        <div className="callout callout-negative" role="alert">
          <p>{t(shop.error)}</p>
          <button type="button" className="button button-small" onClick={() => void shop.reload()}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!shop.data) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  const billingField = (key: keyof BillingAddress, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`billing.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        autoComplete={autoComplete}
        value={billing[key]}
        aria-invalid={errors[`billing.${key}`] ? true : undefined}
        aria-describedby={errors[`billing.${key}`] ? `${id}-${key}-error` : undefined}
        onChange={(e) => setBilling((b) => ({ ...b, [key]: e.target.value }))}
      />
      {errors[`billing.${key}`] && (
        <p className="field-error" id={`${id}-${key}-error`}>
          {t(errors[`billing.${key}`]!)}
        </p>
      )}
    </div>
  );

  return (
    <div className="page shop-page">
      {back}
      <header className="page-header">
        <div>
          <h1>{t('shop.title')}</h1>
          <p className="lead">{t('shop.lead')}</p>
        </div>
        <Link className="button" to="/orders">
          {t('orders.title')}
        </Link>
      </header>
      {items.length > 0 && !canBuy ? (
        <div className="shop-layout">
          <ul className="shop-items">
            {items.map((item) => (
              <li key={item.id} className="card shop-item">
                <div className="shop-item-text">
                  <h2>{item.name}</h2>
                  <p className="shop-price">{item.priceCents === 0 ? t('shop.free') : t('shop.price', { price: money(item.priceCents, item.currency), vat: item.vatRateBp / 100 })}</p>
                  <p className="field-hint">{t('shop.counts', { free: item.free, purchased: item.purchased, total: item.total, used: item.used })}</p>
                </div>
              </li>
            ))}
          </ul>
          <section className="card shop-checkout shop-closed" aria-labelledby={`${id}-closed`}>
            <svg className="shop-closed-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="2.5" y="5" width="19" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M2.5 9.5h19" stroke="currentColor" strokeWidth="1.6" />
              <path d="M6 15h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
            <h2 id={`${id}-closed`}>{t('shop.notSetUpTitle')}</h2>
            <p>{t('shop.notSetUp')}</p>
            <p className="field-hint">{t('shop.notSetUpHint')}</p>
            <Link className="button button-block" to="/users/list">
              {t('shop.toTeam')}
            </Link>
          </section>
        </div>
      ) : items.length === 0 ? (
        <section className="empty-state">
          <h2>{t('shop.emptyTitle')}</h2>
          <p className="lead">{t('shop.empty')}</p>
        </section>
      ) : (
        <form className="shop-layout" onSubmit={(e) => void submit(e)} noValidate>
          <ul className="shop-items">
            {items.map((item) => {
              const quantity = cart[item.id] ?? 0;
              const max = item.available === null ? 1000 : Math.min(1000, item.available);
              return (
                <li key={item.id} className="card shop-item">
                  <div className="shop-item-text">
                    <h2>{item.name}</h2>
                    <p className="shop-price">
                      {item.priceCents === 0 ? t('shop.free') : t('shop.price', { price: money(item.priceCents, item.currency), vat: item.vatRateBp / 100 })}
                    </p>
                    <p className="field-hint">
                      {t('shop.counts', { free: item.free, purchased: item.purchased, total: item.total, used: item.used })}
                      {item.available !== null && ` · ${t('shop.available', { count: item.available })}`}
                    </p>
                  </div>
                  {item.priceCents > 0 && (
                    <div className="field shop-quantity">
                      <label htmlFor={`${id}-q-${item.id}`}>{t('shop.quantity')}</label>
                      <input
                        id={`${id}-q-${item.id}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={max}
                        value={quantity}
                        disabled={max === 0}
                        onChange={(e) => setCart((c) => ({ ...c, [item.id]: Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))) }))}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>

          <section className="card shop-checkout" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`}>{t('shop.summary')}</h2>
            {lines.length === 0 ? (
              <p className="field-hint">{t('shop.cartEmpty')}</p>
            ) : (
              <OrderTotals lines={lines.map((l) => ({ key: l.item.id, name: l.item.name, quantity: l.quantity, cents: l.item.priceCents * l.quantity }))} totals={totals} money={(cents) => money(cents)} />
            )}
            <fieldset className="billing">
              <legend>{t('billing.title')}</legend>
              <p className="field-hint">{t('billing.hint')}</p>
              {billingField('company', 'organization')}
              {billingField('name', 'name')}
              {billingField('street', 'street-address')}
              <div className="billing-row">
                {billingField('postalCode', 'postal-code')}
                {billingField('city', 'address-level2')}
              </div>
              <div className="field">
                <label htmlFor={`${id}-country`}>{t('billing.country')}</label>
                <select
                  id={`${id}-country`}
                  autoComplete="country"
                  value={billing.country}
                  aria-invalid={errors['billing.country'] ? true : undefined}
                  aria-describedby={errors['billing.country'] ? `${id}-country-error` : undefined}
                  onChange={(e) => setBilling((b) => ({ ...b, country: e.target.value }))}
                >
                  <option value="">{t('billing.countryChoose')}</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {errors['billing.country'] && (
                  <p className="field-error" id={`${id}-country-error`}>
                    {t(errors['billing.country'])}
                  </p>
                )}
              </div>
              {billingField('vatNumber', 'off')}
            </fieldset>
            {formError && (
              <p className="field-error" role="alert">
                {t(formError)}
              </p>
            )}
            <button type="submit" className="button button-primary button-block" disabled={busy || lines.length === 0} aria-busy={busy}>
              {lines.length ? t('shop.orderAndPay', { total: money(totals.grossCents) }) : t('shop.order')}
            </button>
          </section>
        </form>
      )}
    </div>
  );
}
