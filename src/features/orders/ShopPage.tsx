/**
 * /users/shop: the badge shop. The event's badge types with what the company got free and bought
 * and what is left; a cart (a quantity per badge), the totals worked out with the server's own rule,
 * the billing address the payment provider needs, and 'Order and pay', which creates the order and
 * opens the provider's checkout. Back goes to the team. When the server has no payment provider
 * (production until a real one exists; the server says so in GET /api/shop), the shop shows what
 * the company has and says that payments are not set up, instead of offering to buy.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { formatPrice } from '../../domain/shop';
import { useShopItems } from './useShop';
import { useShopOrder } from './useShopOrder';
import { ClosedShop, ShopItemList } from './ShopItems';
import { ShopCheckout } from './ShopCheckout';
import './orders.css';

export default function ShopPage() {
  const { t, i18n } = useTranslation('shop');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('shop.title'));
  const shop = useShopItems();
  const id = useId();
  const items = shop.data?.items ?? [];
  const order = useShopOrder(items, id);
  const canBuy = shop.data?.paymentsSetUp === true;
  const currency = order.lines[0]?.item.currency ?? items[0]?.currency ?? 'EUR';
  const money = (cents: number, cur = currency) => formatPrice(cents, cur, i18n.language);

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
        <ClosedShop items={items} money={money} />
      ) : items.length === 0 ? (
        <section className="empty-state">
          <h2>{t('shop.emptyTitle')}</h2>
          <p className="lead">{t('shop.empty')}</p>
        </section>
      ) : (
        <form className="shop-layout" onSubmit={(e) => void order.submit(e)} noValidate>
          <ShopItemList items={items} cart={order.cart} setCart={order.setCart} money={money} />

          <ShopCheckout
            id={id}
            lines={order.lines}
            totals={order.totals}
            money={money}
            billing={order.billing}
            setBilling={order.setBilling}
            errors={order.errors}
            formError={order.formError}
            busy={order.busy}
          />
        </form>
      )}
    </div>
  );
}
