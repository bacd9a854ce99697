/** The shop's checkout beside the cart: the order's lines and totals, the billing address, and 'Order and pay'. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../domain/country';
import { type BillingAddress, type OrderTotals as Totals, type ShopItem } from '../../domain/orders';
import { OrderTotals } from './OrderTotals';
import { type Money } from './ShopItems';
import { type SetBilling } from './useShopOrder';

interface ShopCheckoutProps {
  /** The prefix of the ids in the checkout (`${id}-summary`, and `${id}-${field}` of the billing fields). */
  id: string;
  lines: Array<{ item: ShopItem; quantity: number }>;
  totals: Totals;
  money: Money;
  billing: BillingAddress;
  setBilling: SetBilling;
  errors: Record<string, string>;
  formError: string | null;
  busy: boolean;
}

/** The order's summary, the billing address and the button that orders and pays. */
export function ShopCheckout({ id, lines, totals, money, billing, setBilling, errors, formError, busy }: ShopCheckoutProps) {
  const { t } = useTranslation('shop');
  return (
    <section className="card shop-checkout" aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`}>{t('shop.summary')}</h2>
      {lines.length === 0 ? (
        <p className="field-hint">{t('shop.cartEmpty')}</p>
      ) : (
        <OrderTotals lines={lines.map((l) => ({ key: l.item.id, name: l.item.name, quantity: l.quantity, cents: l.item.priceCents * l.quantity }))} totals={totals} money={(cents) => money(cents)} />
      )}
      <BillingFields id={id} billing={billing} setBilling={setBilling} errors={errors} />
      {formError && (
        <p className="field-error" role="alert">
          {t(formError)}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy || lines.length === 0} aria-busy={busy}>
        {lines.length ? t('shop.orderAndPay', { total: money(totals.grossCents) }) : t('shop.order')}
      </button>
    </section>
  );
}

/** The billing address the payment provider needs, each field with its error (errors are keyed `billing.<field>`). */
function BillingFields({ id, billing, setBilling, errors }: Pick<ShopCheckoutProps, 'id' | 'billing' | 'setBilling' | 'errors'>) {
  const { t, i18n } = useTranslation('shop');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Countries by their names in the reader's language; the value sent is the ISO code.
  const countries = useMemo(() => countryOptions(language), [language]);
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
  );
}
