import type {
  OrderProductStatus,
  OrderStatusFilter,
  ServicesCalendarDateFilter,
} from '@stayfront/core';

/** One paid line as the services calendar shows it. */
export interface CalendarRow {
  id: string;
  order_id: string;
  order_number: number;
  purchase_id: string;
  owner_purchase_uuid: string;
  product_name: string;
  option: string;
  quantity: number;
  /** The delivery date, else the day the order was placed. */
  service_date: string;
  delivery_date: string | null;
  date_created: string;
  store_id: string;
  store_name: string;
  guest: { guest_name: string; guest_email: string; guest_phone: string };
  note: string;
  extra_field_values: { label: string; value: string }[];
  status: OrderProductStatus;
  amount: number;
  guest_amount: number;
  currency: string;
  is_purchasable_off_platform: boolean;
}

export interface CalendarList {
  count: number;
  limit: number;
  offset: number;
  start: string;
  end: string;
  date_filter: ServicesCalendarDateFilter;
  results: CalendarRow[];
}

export interface CalendarFilters {
  storeId?: string;
  status?: OrderStatusFilter;
  dateFilter: ServicesCalendarDateFilter;
  start: string;
  end: string;
}
