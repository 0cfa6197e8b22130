import type { PendingRequest, PendingRequestList } from './types';

export function buildRequest(overrides: Partial<PendingRequest> = {}): PendingRequest {
  return {
    id: 'line-1',
    order_id: 'order-1',
    order_number: 1042,
    purchase_id: 'purchase-1',
    product_name: 'Early Check-In',
    quantity: 1,
    delivery_date: '2031-07-04',
    owner_purchase_uuid: 'owner-uuid-1',
    store_id: 'store-1',
    store_name: 'Pine Cabin',
    guest: {
      guest_name: 'Lina Park',
      guest_email: 'lina@example.com',
      guest_phone: '415 555 0100',
    },
    guest_amount: 81,
    owner_profit: 67.09,
    currency: 'USD',
    is_purchasable_off_platform: false,
    can_approve: true,
    date_created: '2031-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildRequestList(
  results: PendingRequest[],
  overrides: Partial<PendingRequestList> = {},
): PendingRequestList {
  return { count: results.length, limit: 10, offset: 0, results, ...overrides };
}
