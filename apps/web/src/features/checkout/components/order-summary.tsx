import type { ReactNode } from 'react';
import type { Order } from '@/features/cart';
import { useI18n } from '@/lib/i18n';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`sf-summary__row${strong ? ' sf-summary__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Subtotal, the convenience fee on its own line, tax at zero and the grand total, which is the
 * guest total (spec section 9). Items the guest pays on Airbnb show apart.
 */
export function OrderSummary({ order, children }: { order: Order; children?: ReactNode }) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = (amount: number) => i18n.money(amount, order.currency);
  return (
    <section className="sf-summary" aria-labelledby="sf-summary-title">
      <h2 id="sf-summary-title" className="sf-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="sf-summary__rows">
        <Row label={t('summary.subtotal')} value={money(order.total_amount)} />
        <Row label={t('summary.fee')} value={money(order.total_convenience_fees)} />
        <Row label={t('summary.tax')} value={money(0)} />
        <Row label={t('summary.total')} value={money(order.guest_total)} strong />
        {order.is_purchasable_off_platform && order.off_platform_total > 0 ? (
          <Row label={t('summary.airbnb')} value={money(order.off_platform_total)} />
        ) : null}
      </dl>
      {children}
    </section>
  );
}
