import { CartLineProblem, lineOptionText, type Order } from '@/features/cart';
import { useI18n } from '@/lib/i18n';
import { PaymentStatus } from './payment-status';

interface OrderLinesProps {
  order: Order;
  /** The result page shows each line's payment status and failure message. */
  showStatus?: boolean;
  label?: string;
}

/** The order's products, read only: image, name, option, date, quantity and amount. */
export function OrderLines({ order, showStatus = false, label }: OrderLinesProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <ul className="sf-lines ck-lines" aria-label={label ?? t('summary.items')}>
      {order.order_products.map((line) => {
        const name = line.product_info.product_name || line.product_name;
        const option = lineOptionText(line, i18n);
        const date = i18n.date(line.delivery_date);
        return (
          <li key={line.id} className="sf-line">
            {line.product_info.image ? (
              <img src={line.product_info.image} alt="" className="sf-line__image ck-line__image" />
            ) : (
              <div className="sf-line__image ck-line__image" aria-hidden="true" />
            )}
            <div className="sf-line__body">
              <div className="ck-line__top">
                <p className="sf-line__name">{name}</p>
                <span className="sf-line__amount">{i18n.money(line.amount, order.currency)}</span>
              </div>
              {option ? <p className="sf-line__meta">{option}</p> : null}
              {date ? <p className="sf-line__meta">{t('cart.lineDate', { date })}</p> : null}
              <p className="sf-line__meta">
                {t('summary.lineQuantity', { quantity: line.quantity })}
              </p>
              <CartLineProblem line={line} />
              {showStatus ? (
                <div className="ck-line__status">
                  <PaymentStatus status={line.purchase_status} />
                  {line.purchase_failure_message ? (
                    <p className="ck-line__failure">
                      {i18n.message(line.purchase_failure_message)}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
