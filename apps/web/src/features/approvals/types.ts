import type { ApprovalActorType, ApprovalAction } from '@stayfront/core';

export type { ApprovalActorType, ApprovalAction };

export interface RequestLine {
  id: string;
  product_name: string;
  image: string | null;
  quantity: number;
  price: number;
  amount: number;
  guest_amount: number;
  delivery_date: string | null;
  note: string;
  extra_field_values: { product_field_id: string; label: string; value: string }[];
  product_price: { label: string; time_label: string } | null;
  owner_profit: number | null;
  merchant_amount: number | null;
}

/** The spec's Purchase (approval view), as GET services/purchase/:actorType/:uuid/ answers it. */
export interface PurchaseRequest {
  order_number: number;
  store_name: string;
  guest: string;
  guest_email: string;
  guest_phone: string;
  guest_amount: number;
  owner_profit: number | null;
  merchant_amount: number | null;
  currency: string;
  status: string;
  owner_plan: string;
  approval_note: string;
  can_approve: boolean;
  merchant_name: string | null;
  decided_by: string | null;
  decided_at: string | null;
  failure_message: string | null;
  order_products: RequestLine[];
}
