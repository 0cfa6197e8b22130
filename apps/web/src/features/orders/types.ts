import type {
  ExtraFieldAnswer,
  OrderDateFilter,
  OrderProductStatus,
  OrderStatusFilter,
} from '@stayfront/core';

/** A line of an order as the host sees it (spec section 3, order product). */
export interface OrderProduct {
  id: string;
  product_name: string;
  /** The price option the guest chose (its name or time), or ''. */
  option: string;
  /** The guest's answers to the product's extra questions. */
  extra_field_values: ExtraFieldAnswer[];
  quantity: number;
  price: number;
  amount_to_refund: number;
  convenience_fee: number;
  delivery_date: string | null;
  is_refunded: boolean;
  status: OrderProductStatus;
  cancel_reason: string | null;
  can_approve: boolean;
  is_refundable: boolean;
  non_refundable_reason: string | null;
  owner_purchase_uuid: string;
  category: string;
  store_name: string;
  guest_amount: number;
  owner_profit: number;
  order_number: number;
}

export interface OrderPurchase {
  id: string;
  guest_amount: number;
  owner_profit: number;
  convenience_fee: number;
  status: string;
  order_products: OrderProduct[];
}

/** An order of the recent-orders list and the sales report (spec section 3, order). */
export interface Order {
  id: string;
  order_number: number;
  date_created: string;
  grand_total: number;
  currency: string;
  status: OrderProductStatus;
  is_refundable: boolean;
  non_refundable_reason: string | null;
  owner_order_uuid: string;
  is_purchasable_off_platform: boolean;
  guest: { guest_name: string; guest_email: string; guest_phone: string };
  store: { id: string; store_name: string };
  purchases: OrderPurchase[];
}

export interface OrderList {
  count: number;
  limit: number;
  results: Order[];
}

/** The list's filters, as the query parameters of the list and the exports name them. */
export interface OrderFilters {
  store_id?: string;
  status?: OrderStatusFilter;
  start_date?: string;
  end_date?: string;
  date_filter?: OrderDateFilter;
}
