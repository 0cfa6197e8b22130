import type { OrderProductStatus, PurchaseStatus } from '@stayfront/core';

export interface SaleLine {
  id: string;
  product_name: string;
  option: string;
  quantity: number;
  price: number;
  amount: number;
  convenience_fee: number;
  guest_amount: number;
  owner_profit: number;
  amount_refunded: number;
  delivery_date: string | null;
  note: string;
  extra_field_values: { label: string; value: string }[];
  is_refunded: boolean;
  status: OrderProductStatus;
}

/** One purchase of an order, as the host's order detail shows it. */
export interface SaleDetail {
  id: string;
  order_id: string;
  order_number: number;
  date_created: string;
  status: PurchaseStatus;
  currency: string;
  store: { id: string; store_name: string };
  guest: { guest_name: string; guest_email: string; guest_phone: string };
  guest_email: string;
  owner_purchase_uuid: string;
  requires_approval: boolean;
  is_purchasable_off_platform: boolean;
  order_products: SaleLine[];
  amount: number;
  convenience_fee: number;
  tax: number;
  grand_total: number;
  owner_profit: number;
  amount_refunded: number;
  has_receipt: boolean;
}
