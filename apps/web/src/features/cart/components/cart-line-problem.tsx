import type { MessageKey } from '@stayfront/core/i18n';
import { useI18n } from '@/lib/i18n';
import type { OrderProduct } from '../types';

/**
 * Why a cart line cannot be paid as it stands (the product left the store, its option was removed,
 * its price changed, or fewer are left), under the line, so the guest sees what to fix before paying.
 */
export function CartLineProblem({ line }: { line: OrderProduct }) {
  const { t } = useI18n();
  if (!line.cart_problem) return null;
  const left = line.stock_left ?? 0;
  const keys: Record<NonNullable<OrderProduct['cart_problem']>, MessageKey> = {
    unavailable: 'product.unavailable',
    option_unavailable: 'cart.optionUnavailable',
    price_changed: 'cart.priceChanged',
    short: left > 0 ? 'product.onlyLeft' : 'product.outOfStockMessage',
  };
  return <p className="sf-line__problem">{t(keys[line.cart_problem], { count: left })}</p>;
}
