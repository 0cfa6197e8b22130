import { isSingleQuantity, type CartProductRules } from '@stayfront/core';
import type { I18n } from '@/lib/i18n';
import type { Order, OrderProduct } from '../types';

/** "1 item" / "3 items": the number of units in the cart. */
export function itemCountText({ t }: Pick<I18n, 't'>, count: number): string {
  return t('cart.itemCount', { count });
}

export function cartItemCount(order: Pick<Order, 'order_product_quantity'> | undefined): number {
  return order?.order_product_quantity ?? 0;
}

/** The option a line was bought with: its label, or its check-in/check-out time ("2:00 PM"). */
export function lineOptionText(
  line: { product_price: { label: string; time_label: string } | null },
  { time }: Pick<I18n, 'time'>,
): string | null {
  const option = line.product_price;
  if (!option) return null;
  return option.label || time(option.time_label);
}

/**
 * Whether the plus control of a line is disabled: early check-in / late check-out options are
 * bought one at a time, and tracked stock caps the quantity. Without the product's rules (not in
 * the loaded list) a timed option is recognised by its time label.
 */
export function isLineAtMaximum(line: OrderProduct, rules: CartProductRules | undefined): boolean {
  if (!rules)
    return line.product_info.price_type === 'multiple' && Boolean(line.product_price?.time_label);
  if (isSingleQuantity(rules)) return true;
  return rules.has_quantity && line.quantity >= (rules.quantity ?? 0);
}
