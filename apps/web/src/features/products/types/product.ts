import type { Category, PriceType } from '@stayfront/core';

/** One price option of a product with several prices (money in dollars). */
export interface ProductPrice {
  id: string;
  label: string;
  time_label: string;
  price: number;
  arrangement: number;
  is_variable_price: boolean;
}

export interface ProductExtraField {
  id: string;
  label: string;
}

/** A product contact: who is notified of sales and requests. */
export interface ProductDelegate {
  id: string;
  email: string;
  phone_number: string;
  is_sales_sms_enabled: boolean;
  is_request_sms_enabled: boolean;
  is_show_price: boolean;
}

/** A store's product as `GET /api/services/store/:id/products/` answers it. */
export interface Product {
  id: string;
  store: string;
  product_name: string;
  description: string;
  price: number;
  price_type: PriceType;
  image: string | null;
  category: Category;
  subcategory: string;
  custom_subcategory: string;
  instructions: string;
  quantity: number | null;
  has_quantity: boolean;
  preorder_by: number | null;
  alert_threshold: number | null;
  requires_approval: boolean;
  external_link: string;
  affiliate_link: string;
  is_early_checkin: boolean;
  is_late_checkout: boolean;
  show_delivery_date: boolean;
  is_purchasable_off_platform: boolean;
  instructions_off_platform: string;
  is_active: boolean;
  store_arrangement: number;
  product_group_id: string | null;
  is_local: boolean;
  is_request: boolean;
  is_preorder: boolean;
  is_external_link: boolean;
  is_out_of_stock: boolean;
  owner_local_product_commission: number | null;
  owner_local_product_amount: number | null;
  product_prices: ProductPrice[];
  extra_fields: ProductExtraField[];
  product_delegates: ProductDelegate[];
}

export interface ProductList {
  count: number;
  limit: number;
  results: Product[];
}

/** The dashboard tabs, as the route's category segment. */
export type ProductTab = 'all' | 'in-home' | 'local-products';

/** The product fields the create and update calls take (money in dollars). */
export interface ProductPayload {
  product_name: string;
  category: Category;
  subcategory: string;
  description: string;
  instructions: string;
  image: string;
  price: number | string;
  price_type: PriceType;
  product_prices: {
    id?: string;
    label: string;
    time_label: string;
    price: number | string;
    arrangement: number;
    is_variable_price: boolean;
  }[];
  is_early_checkin: boolean;
  is_late_checkout: boolean;
  has_quantity: boolean;
  quantity: number | null;
  preorder_by: number | null;
  alert_threshold: number | null;
  requires_approval: boolean;
  external_link: string;
  product_delegates: (Omit<ProductDelegate, 'id'> & { id?: string })[];
  extra_fields: { id?: string; label: string }[];
  show_delivery_date: boolean;
  is_purchasable_off_platform: boolean;
  instructions_off_platform: string;
}
