/**
 * An order's lines and totals as a definition list: each line with its amount, the net sum, the
 * VAT per rate and the gross total. The shop's cart and the orders show the same.
 */
import { useTranslation } from 'react-i18next';
import type { OrderTotals as Totals } from '../../domain/orders';

export function OrderTotals({ lines, totals, money }: { lines: Array<{ key: string; name: string; quantity: number; cents: number }>; totals: Pick<Totals, 'netCents' | 'vatByRate' | 'grossCents'>; money: (cents: number) => string }) {
  const { t } = useTranslation('shop');
  return (
    <dl className="order-totals">
      {lines.map((l) => (
        <div key={l.key}>
          <dt>{t('orders.line', { quantity: l.quantity, name: l.name })}</dt>
          <dd>{money(l.cents)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('orders.net')}</dt>
        <dd>{money(totals.netCents)}</dd>
      </div>
      {totals.vatByRate.map((r) => (
        <div key={r.rateBp}>
          <dt>{t('orders.vat', { rate: r.rateBp / 100 })}</dt>
          <dd>{money(r.vatCents)}</dd>
        </div>
      ))}
      <div className="order-total">
        <dt>{t('orders.gross')}</dt>
        <dd>{money(totals.grossCents)}</dd>
      </div>
    </dl>
  );
}
