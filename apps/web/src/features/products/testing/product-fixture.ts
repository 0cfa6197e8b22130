import type { Product } from '../types/product';

let counter = 0;

/** A host's own product as the API answers it; override what a test is about. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    store: 'store-1',
    product_name: `Product ${counter}`,
    description: 'A fine product.',
    price: 20,
    price_type: 'static',
    image: '/template-images/firewood.svg',
    category: 'IH',
    subcategory: 'Goods and essentials',
    custom_subcategory: '',
    instructions: '',
    quantity: null,
    has_quantity: false,
    preorder_by: 0,
    alert_threshold: null,
    requires_approval: false,
    external_link: '',
    affiliate_link: '',
    is_early_checkin: false,
    is_late_checkout: false,
    show_delivery_date: false,
    is_purchasable_off_platform: false,
    instructions_off_platform: '',
    is_active: true,
    store_arrangement: counter,
    product_group_id: null,
    is_local: false,
    is_request: false,
    is_preorder: false,
    is_external_link: false,
    is_out_of_stock: false,
    owner_local_product_commission: null,
    owner_local_product_amount: null,
    product_prices: [],
    extra_fields: [],
    product_delegates: [],
    edit_version: '1795900000000-',
    ...overrides,
  };
}

/** A local vendor item (the API marks it is_local, with the host's share). */
export function buildLocalProduct(overrides: Partial<Product> = {}): Product {
  return buildProduct({
    category: 'LP',
    is_local: true,
    owner_local_product_commission: 0.15,
    owner_local_product_amount: 13.5,
    price: 90,
    ...overrides,
  });
}
