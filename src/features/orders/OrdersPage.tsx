/**
 * /orders/:paymentState?: the company's badge orders, newest first, each with its code, date,
 * state, lines, totals (net, VAT per rate, gross) and payment; an unpaid order can be paid (where
 * the server takes payments) or cancelled, as can one whose payment is pending; a completed one
 * gives its invoice as a PDF. After the payment provider sends the
 * buyer back (/orders/paid, /orders/pending, /orders/failed or /orders/cancelled, with ?order=…),
 * the page says how the payment went, and the order shows its state as the provider reported it
 * (asked again every few seconds while the payment is pending).
 */
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { PrintPreview, type PrintFile } from '../../ui/print/PrintPreview';
import { authHeaders, HttpError } from '../../lib/http';
import { formatPrice } from '../../domain/shop';
import { isCancellable, isPayable, isRefunded, paymentProblem, type OrderView } from '../../domain/orders';
import { checkout, useOrders } from './useShop';
import { failureOf } from '../../ui/remote/messages';
import { cancelOrder } from '../../domain/endpoints/orders';
import { callAs } from '../../ui/remote/queries';
import { OrderTotals } from './OrderTotals';
import './orders.css';

const OUTCOMES = ['paid', 'pending', 'failed', 'cancelled'] as const;

export default function OrdersPage() {
  const { t, i18n } = useTranslation('shop');
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('orders.title'));
  const orders = useOrders();
  const { paymentState } = useParams();
  const [search] = useSearchParams();
  const focus = search.get('order');
  const outcome = OUTCOMES.find((o) => o === paymentState);
  // Back from the provider with the payment pending: the order is asked again until the provider decides.
  const waiting = orders.data?.orders.find((o) => o.id === focus && (o.state === 'paying' || o.state === 'paymentPending'));
  const reload = orders.reload;
  useEffect(() => {
    if (!waiting || outcome !== 'pending') return;
    const timer = window.setInterval(() => void reload(), 5000);
    return () => window.clearInterval(timer);
  }, [waiting, outcome, reload]);

  if (orders.error) {
    return (
      <div className="page">
        <h1>{t('orders.title')}</h1>
        <div className="callout callout-negative" role="alert">
          <p>{t(orders.error)}</p>
          <button type="button" className="button button-small" onClick={() => void orders.reload()}>
            {t('common:action.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!orders.data) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  const list = orders.data.orders;

  return (
    <div className="page orders-page">
      <header className="page-header">
        <div>
          <h1>{t('orders.title')}</h1>
          <p className="lead">{t('orders.lead')}</p>
        </div>
        {/* Without payments the shop only shows what the company has: no call to order. */}
        <Link className={orders.data.paymentsSetUp ? 'button button-primary' : 'button'} to="/users/shop">
          {orders.data.paymentsSetUp ? t('orders.toShop') : t('shop.title')}
        </Link>
      </header>
      {outcome && (
        <div className={`callout ${outcome === 'paid' ? 'callout-positive' : outcome === 'pending' ? '' : 'callout-negative'}`} role="status">
          <p>{t(`orders.return.${outcome}`)}</p>
        </div>
      )}
      {list.length === 0 ? (
        <section className="empty-state">
          <h2>{t('orders.emptyTitle')}</h2>
          <p className="lead">{t('orders.empty')}</p>
        </section>
      ) : (
        <ul className="order-list">
          {list.map((o) => (
            <OrderCard key={o.id} order={o} open={o.id === focus || list.length === 1} language={i18n.language} paymentsSetUp={orders.data!.paymentsSetUp} onChanged={() => void orders.reload()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order, open, language, paymentsSetUp, onChanged }: { order: OrderView; open: boolean; language: string; paymentsSetUp: boolean; onChanged: () => void }) {
  const { t } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The invoice, in the print preview (print or download). */
  const [invoiceFile, setInvoiceFile] = useState<PrintFile | null>(null);
  const money = (cents: number) => formatPrice(cents, order.currency, language);
  const payable = isPayable(order.state) && paymentsSetUp;
  const cancellable = isCancellable(order.state);
  const problem = paymentProblem(order);
  const refunded = isRefunded(order);

  const pay = async () => {
    setBusy(true);
    setError(null);
    const started = await checkout(order.id);
    if (!started.ok) {
      setError(started.error);
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await callAs(cancelOrder, { params: { orderId: order.id } });
      onChanged();
    } catch (err) {
      setError(failureOf(err, 'shop').error);
    } finally {
      setBusy(false);
    }
  };
  const invoice = async () => {
    setError(null);
    try {
      // In the language the app shows (issue #29, finding 24).
      const res = await fetch(`/api/orders/${encodeURIComponent(order.id)}/invoice.pdf?lang=${encodeURIComponent(language)}`, { headers: authHeaders() });
      if (!res.ok) throw new HttpError(res.status, String(res.status));
      setInvoiceFile({ blob: await res.blob(), name: `${order.code}.pdf` });
    } catch (err) {
      setError(err instanceof TypeError ? 'common:account.needsNetwork' : failureOf(err, 'shop').error);
    }
  };

  return (
    <li className="card order-card">
      <details open={open}>
        <summary className="order-summary">
          <span className="order-code">{order.code}</span>
          <span className="field-hint">{new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.createdAt))}</span>
          <span className={`stage-chip order-state order-state-${order.state}`}>{t(refunded ? 'orders.state.refunded' : `orders.state.${order.state}`)}</span>
          <strong className="order-amount">{money(order.grossCents)}</strong>
        </summary>
        <div className="order-body">
          <OrderTotals lines={order.items.map((item, i) => ({ key: String(i), name: item.name, quantity: item.quantity, cents: item.unitCents * item.quantity }))} totals={order} money={money} />
          <p className="field-hint">
            {t('orders.orderedBy', { name: order.orderedBy })}
            {order.payment && ` · ${t('orders.payment', { state: t(`orders.paymentState.${order.payment.state}`) })}`}
          </p>
          {problem && <p className="field-error">{t(problem === 'failed' ? 'orders.failed' : 'orders.refundDue')}</p>}
          {refunded && <p className="field-hint">{t('orders.refunded')}</p>}
          {isPayable(order.state) && !paymentsSetUp && <p className="field-hint">{t('orders.notSetUp')}</p>}
          {error && (
            <p className="field-error" role="alert">
              {t(error)}
            </p>
          )}
          <div className="button-row">
            {payable && (
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void pay()}>
                {t('orders.pay', { total: money(order.grossCents) })}
              </button>
            )}
            {cancellable && (
              <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => void cancel()}>
                {t('orders.cancel')}
              </button>
            )}
            {order.state === 'completed' && (
              <button type="button" className="button" onClick={() => void invoice()}>
                {t('orders.invoice')}
              </button>
            )}
          </div>
        </div>
      </details>
      <PrintPreview file={invoiceFile} title={t('orders.invoiceTitle', { code: order.code })} onClose={() => setInvoiceFile(null)} />
    </li>
  );
}
