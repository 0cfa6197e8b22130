import type { Order, OrderList, OrderProduct } from './types';

export function buildLine(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    id: 'line-1',
    product_name: 'Firewood',
    option: '',
    extra_field_values: [],
    quantity: 2,
    price: 20,
    amount_to_refund: 43.2,
    convenience_fee: 3.2,
    delivery_date: null,
    is_refunded: false,
    status: 'completed',
    cancel_reason: null,
    can_approve: false,
    is_refundable: true,
    non_refundable_reason: null,
    owner_purchase_uuid: 'owner-uuid-1',
    category: 'IH',
    store_name: 'Lake House',
    is_off_platform: false,
    guest_amount: 43.2,
    amount_refunded: 0,
    paid_off_platform: 0,
    owner_profit: 35.64,
    order_number: 1001,
    ...overrides,
  };
}

export function buildOrder(
  overrides: Partial<Order> = {},
  lines: OrderProduct[] = [buildLine()],
): Order {
  return {
    id: 'order-1',
    order_number: 1001,
    date_created: '2026-03-01T15:00:00.000Z',
    grand_total: lines.reduce((sum, l) => sum + l.guest_amount, 0),
    amount_refunded: lines.reduce((sum, l) => sum + l.amount_refunded, 0),
    paid_off_platform: lines.reduce((sum, l) => sum + l.paid_off_platform, 0),
    owner_profit: lines.reduce((sum, l) => sum + l.owner_profit, 0),
    currency: 'USD',
    status: 'completed',
    is_refundable: true,
    non_refundable_reason: null,
    owner_order_uuid: lines[0]?.owner_purchase_uuid ?? 'owner-uuid-1',
    is_purchasable_off_platform: false,
    guest: {
      guest_name: 'Lina Park',
      guest_email: 'lina@example.com',
      guest_phone: '+1 415 555 0100',
    },
    store: { id: 'store-1', store_name: 'Lake House' },
    purchases: [
      {
        id: 'purchase-1',
        guest_amount: 0,
        amount_refunded: 0,
        paid_off_platform: 0,
        owner_profit: 0,
        convenience_fee: 0,
        status: 'COMP',
        order_products: lines,
      },
    ],
    ...overrides,
  };
}

export const buildOrderList = (results: Order[], count = results.length): OrderList => ({
  count,
  limit: 10,
  results,
});
