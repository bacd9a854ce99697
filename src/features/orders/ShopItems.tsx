/**
 * The shop's badge types: with a quantity to order each (the shop sells), or as the company has
 * them beside a note that payments are not set up (the server has no payment provider).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ShopItem } from '../../domain/orders';
import { type SetCart } from './useShopOrder';

/** An amount of money in the cart's currency, or in `currency`. */
export type Money = (cents: number, currency?: string) => string;

/** The badge types as the company has them, and why nothing can be bought (payments are not set up). */
export function ClosedShop({ items, money }: { items: ShopItem[]; money: Money }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
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
  );
}

/** The badge types to order, each with what the company has and (for a paid one) the quantity in the cart. */
export function ShopItemList({ items, cart, setCart, money }: { items: ShopItem[]; cart: Record<string, number>; setCart: SetCart; money: Money }) {
  const { t } = useTranslation('shop');
  const id = useId();
  return (
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
  );
}
