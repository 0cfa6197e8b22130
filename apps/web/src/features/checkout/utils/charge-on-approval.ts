import { isChargedOnApproval } from '@stayfront/core';
import type { Order } from '@/features/cart';

/**
 * Whether the order holds a request delivered too far ahead for a card authorisation: its card
 * is saved and charged when approved, which the guest agrees to at checkout. Days count in UTC,
 * as the API decides.
 */
export function hasRequestChargedOnApproval(order: Order, now = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  return order.order_products.some(
    (line) => line.product_info.requires_approval && isChargedOnApproval(line.delivery_date, today),
  );
}
