import { isSingleQuantity, type CartProductRules } from '@stayfront/core';
import type { Order, OrderProduct } from '../types';

/** "1 item" / "3 items": the number of units in the cart. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export function cartItemCount(order: Pick<Order, 'order_product_quantity'> | undefined): number {
  return order?.order_product_quantity ?? 0;
}

/** YYYY-MM-DD as the forms show dates: MM/DD/YYYY. */
export function formatDisplayDate(isoDate: string | null): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** The option a line was bought with: its label, or its check-in/check-out time. */
export function lineOptionText(line: OrderProduct): string | null {
  const option = line.product_price;
  if (!option) return null;
  return option.label || option.time_label.slice(0, 5) || null;
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

export const EMPTY_CART_TEXT = 'Nothing has been added to your cart yet!';
