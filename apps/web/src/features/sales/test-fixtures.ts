import type { SaleDetail, SaleLine } from './types';

export function buildSaleLine(overrides: Partial<SaleLine> = {}): SaleLine {
  return {
    id: 'line-1',
    product_name: 'Firewood',
    option: '',
    quantity: 2,
    price: 20,
    amount: 40,
    convenience_fee: 3.2,
    is_off_platform: false,
    guest_amount: 43.2,
    owner_profit: 35.64,
    amount_refunded: 0,
    paid_off_platform: 0,
    delivery_date: null,
    note: 'Stack it by the door',
    extra_field_values: [],
    is_refunded: false,
    status: 'completed',
    ...overrides,
  };
}

export function buildSale(overrides: Partial<SaleDetail> = {}): SaleDetail {
  return {
    id: 'purchase-1',
    order_id: 'order-1',
    order_number: 1042,
    date_created: '2031-03-10T22:30:00.000Z',
    status: 'COMP',
    currency: 'USD',
    store: { id: 'store-1', store_name: 'Pine Cabin' },
    guest: {
      guest_name: 'Lina Park',
      guest_email: 'lina@example.com',
      guest_phone: '415 555 0100',
    },
    guest_email: 'lina@example.com',
    owner_purchase_uuid: 'owner-uuid-1',
    requires_approval: false,
    is_purchasable_off_platform: false,
    order_products: [
      buildSaleLine(),
      buildSaleLine({
        id: 'line-2',
        product_name: 'Bike Rental',
        option: 'Full day',
        quantity: 1,
        price: 25,
        amount: 25,
        convenience_fee: 2,
        guest_amount: 27,
        owner_profit: 22.04,
        delivery_date: '2031-06-01',
        note: '',
      }),
    ],
    amount: 65,
    convenience_fee: 5.2,
    tax: 0,
    grand_total: 70.2,
    owner_profit: 57.68,
    amount_refunded: 0,
    paid_off_platform: 0,
    has_receipt: true,
    other_purchases: [],
    ...overrides,
  };
}
