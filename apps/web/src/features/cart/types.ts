import type { PriceType } from '@stayfront/core';

export interface OrderProduct {
  id: string;
  product_id: string;
  product_name: string;
  quantity: number;
  amount: number;
  price: number;
  convenience_fee: number;
  guest_amount: number;
  delivery_date: string | null;
  is_preorder: boolean;
  note: string;
  approval_note: string;
  extra_field_values: { product_field_id: string; value: string; label: string }[];
  is_purchasable_off_platform: boolean;
  purchase_status: string | null;
  purchase_failure_message: string | null;
  product_info: {
    product_name: string;
    image: string | null;
    requires_approval: boolean;
    price_type: PriceType;
  };
  product_price: {
    id: string;
    label: string;
    time_label: string;
    price: number;
    is_variable_price: boolean;
  } | null;
}

/** The guest's cart in one store; `id` is null until the first add creates the order. */
export interface Order {
  id: string | null;
  order_number: number | null;
  store: string;
  currency: string;
  status: string;
  total_amount: number;
  total_convenience_fees: number;
  guest_total: number;
  off_platform_total: number;
  /** null while the guest has not answered the Airbnb question. */
  is_purchasable_off_platform: boolean | null;
  has_off_platform_products: boolean;
  order_products: OrderProduct[];
  order_product_quantity: number;
  store_name: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  is_ready: boolean;
  has_error: boolean;
}

/** The body of the add and update calls. */
export interface CartLinePayload {
  product_id: string;
  quantity: number;
  /** YYYY-MM-DD */
  delivery_date: string | null;
  note: string;
  /** The guest's amount for variable-price items, in dollars; null otherwise. */
  price: number | null;
  price_type: PriceType;
  extra_fields: { product_field_id: string; value: string }[];
  product_price_id: string | null;
}
