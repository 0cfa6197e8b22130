// Test data of the guest store (used by the storefront and cart tests only).
import type { Order, OrderProduct } from '@/features/cart';
import type { GuestProduct, GuestStore } from './types';

export const STORE_ID = '5f0c9d7e-1111-4aaa-8bbb-000000000001';

export function makeStore(overrides: Partial<GuestStore> = {}): GuestStore {
  return {
    id: STORE_ID,
    storeName: 'Seaside Loft',
    country: 'US',
    state: 'CA',
    city: 'Santa Cruz',
    street1: '12 Ocean View Ave',
    street2: '',
    postalCode: '95060',
    description: 'Extras for your stay. Rules: https://example.com/rules',
    image: null,
    isActive: true,
    isVisible: true,
    currency: 'USD',
    payoutMethod: null,
    ownerId: 'owner-1',
    owner_profit_percentage: 0,
    enterprise_info: {
      isEnabled: false,
      subdomain: null,
      isSubdomainEnabled: false,
      company_name: '',
      image: null,
      about: '',
    },
    shareLink: `https://stayfront.example/store/${STORE_ID}/`,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<GuestProduct> = {}): GuestProduct {
  return {
    id: 'prod-bike',
    product_name: 'Bike rental',
    description: 'A cruiser bike for the day.',
    price: 25,
    image: null,
    quantity: null,
    has_quantity: false,
    category: 'IH',
    subcategory: 'Rentals',
    external_link: '',
    affiliate_link: '',
    preorder_by: null,
    extra_fields: [],
    price_type: 'static',
    product_prices: [],
    is_request: false,
    is_preorder: false,
    is_local: false,
    is_external_link: false,
    is_early_checkin: false,
    is_late_checkout: false,
    show_delivery_date: false,
    requires_approval: false,
    is_purchasable_off_platform: false,
    ...overrides,
  };
}

export const variableProduct = makeProduct({
  id: 'prod-tip',
  product_name: 'Tip for the crew',
  subcategory: 'Guest services',
  price: 0,
  price_type: 'variable',
});

export const optionsProduct = makeProduct({
  id: 'prod-chairs',
  product_name: 'Beach chairs',
  price: 15,
  price_type: 'multiple',
  product_prices: [
    {
      id: 'price-2',
      label: 'Two chairs',
      hour_label: '',
      time_label: '',
      price: 15,
      arrangement: 0,
      is_variable_price: false,
    },
    {
      id: 'price-3',
      label: 'Chairs and umbrella',
      hour_label: '',
      time_label: '',
      price: 22,
      arrangement: 1,
      is_variable_price: false,
    },
  ],
});

export const preorderProduct = makeProduct({
  id: 'prod-basket',
  product_name: 'Welcome basket',
  category: 'PO',
  subcategory: 'Food and beverage',
  price: 40,
  preorder_by: 2,
  show_delivery_date: true,
  is_preorder: true,
  extra_fields: [{ id: 'field-allergies', label: 'Allergies' }],
});

export const linkProduct = makeProduct({
  id: 'prod-surf',
  product_name: 'Surf lessons',
  category: 'LINK',
  subcategory: 'External Link',
  price: 0,
  is_external_link: true,
  external_link: 'https://surf.example.com/book',
});

export function makeLine(overrides: Partial<OrderProduct> = {}): OrderProduct {
  return {
    id: 'line-bike',
    product_id: 'prod-bike',
    product_name: 'Bike rental',
    quantity: 1,
    amount: 25,
    price: 25,
    convenience_fee: 2,
    guest_amount: 27,
    delivery_date: null,
    is_preorder: false,
    note: '',
    approval_note: '',
    extra_field_values: [],
    is_purchasable_off_platform: false,
    purchase_status: null,
    purchase_failure_message: null,
    cart_problem: null,
    stock_left: null,
    product_info: {
      product_name: 'Bike rental',
      image: null,
      requires_approval: false,
      price_type: 'static',
    },
    product_price: null,
    ...overrides,
  };
}

export function makeOrder(lines: OrderProduct[] = [], overrides: Partial<Order> = {}): Order {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const fees = lines.reduce((sum, line) => sum + line.convenience_fee, 0);
  return {
    id: lines.length ? 'order-1' : null,
    order_number: lines.length ? 1001 : null,
    store: STORE_ID,
    currency: 'USD',
    status: 'PEND',
    total_amount: total,
    total_convenience_fees: fees,
    guest_total: total + fees,
    off_platform_total: 0,
    is_purchasable_off_platform: null,
    has_off_platform_products: false,
    order_products: lines,
    purchases: [],
    order_product_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    store_name: 'Seaside Loft',
    guest_name: '',
    guest_email: '',
    guest_phone: '',
    is_ready: false,
    has_error: false,
    ...overrides,
  };
}
