import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CartProductRules } from '@stayfront/core';
import { GuestButton } from '@/features/guest-ui';
import type { OrderProduct } from '../types';
import { useI18n } from '@/lib/i18n';
import { isLineAtMaximum, lineOptionText } from '../utils/cart-display';
import { CartLineProblem } from './cart-line-problem';
import { QuantityStepper } from './quantity-stepper';
import '../cart.css';

interface CartLineItemProps {
  line: OrderProduct;
  currency: string;
  rules: CartProductRules | undefined;
  busy: boolean;
  /** The guest said they booked on Airbnb and the product is paid there: not by card. */
  paidOnAirbnb: boolean;
  onIncrement: (line: OrderProduct) => void;
  onDecrement: (line: OrderProduct) => void;
  /** The cart page also offers Edit and Remove. */
  onEdit?: (line: OrderProduct) => void;
  onRemove?: (line: OrderProduct) => void;
}

/** One cart line: image, name, option, date, quantity stepper and amount. */
export function CartLineItem({
  line,
  currency,
  rules,
  busy,
  paidOnAirbnb,
  onIncrement,
  onDecrement,
  onEdit,
  onRemove,
}: CartLineItemProps) {
  const name = line.product_info.product_name || line.product_name;
  const i18n = useI18n();
  const { t } = i18n;
  const option = lineOptionText(line, i18n);
  const date = i18n.date(line.delivery_date);
  return (
    <li className="sf-line">
      {line.product_info.image ? (
        <img src={line.product_info.image} alt="" className="sf-line__image" />
      ) : (
        <div className="sf-line__image sf-card__image--empty" aria-hidden="true" />
      )}
      <div className="sf-line__body">
        <p className="sf-line__name">{name}</p>
        {option ? <p className="sf-line__meta">{option}</p> : null}
        {date ? <p className="sf-line__meta">{t('cart.lineDate', { date })}</p> : null}
        {line.extra_field_values.map((field) =>
          field.value ? (
            <p key={field.product_field_id} className="sf-line__meta">
              {field.label}: {field.value}
            </p>
          ) : null,
        )}
        {paidOnAirbnb ? <p className="sf-line__airbnb">{t('cart.lineAirbnb')}</p> : null}
        <CartLineProblem line={line} />
        <div className="sf-line__controls">
          <QuantityStepper
            value={line.quantity}
            label={t('cart.quantityOf', { name })}
            busy={busy}
            plusDisabled={isLineAtMaximum(line, rules)}
            onDecrement={() => onDecrement(line)}
            onIncrement={() => onIncrement(line)}
          />
          <span className="sf-line__amount">{i18n.money(line.amount, currency)}</span>
        </div>
        {onEdit || onRemove ? (
          <div className="sf-line__actions">
            {onEdit ? (
              <GuestButton
                variant="link"
                size="small"
                icon={<EditOutlined aria-hidden="true" />}
                aria-label={t('cart.editLabel', { name })}
                onClick={() => onEdit(line)}
              >
                {t('cart.edit')}
              </GuestButton>
            ) : null}
            {onRemove ? (
              <GuestButton
                variant="danger-link"
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('cart.removeLabel', { name })}
                onClick={() => onRemove(line)}
              >
                {t('cart.remove')}
              </GuestButton>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
