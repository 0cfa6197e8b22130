import type { CalendarList, CalendarRow } from './types';

export function buildCalendarRow(overrides: Partial<CalendarRow> = {}): CalendarRow {
  return {
    id: 'line-1',
    order_id: 'order-1',
    order_number: 1042,
    purchase_id: 'purchase-1',
    owner_purchase_uuid: 'owner-uuid-1',
    product_name: 'Kayak tour',
    option: 'Half day',
    quantity: 2,
    service_date: '2031-03-15',
    delivery_date: '2031-03-15',
    date_created: '2031-03-10T22:30:00.000Z',
    store_id: 'store-1',
    store_name: 'Pine Cabin',
    guest: {
      guest_name: 'Lina Park',
      guest_email: 'lina@example.com',
      guest_phone: '+1 415 555 0100',
    },
    note: 'Leave the paddles by the door',
    extra_field_values: [{ label: 'Arrival time', value: '9am' }],
    status: 'completed',
    amount: 50,
    guest_amount: 54,
    currency: 'USD',
    is_purchasable_off_platform: false,
    ...overrides,
  };
}

export function buildCalendarList(
  results: CalendarRow[],
  overrides: Partial<CalendarList> = {},
): CalendarList {
  return {
    count: results.length,
    limit: 10,
    offset: 0,
    start: '2031-03-01',
    end: '2031-03-31',
    date_filter: 'date_of_service',
    results,
    ...overrides,
  };
}
