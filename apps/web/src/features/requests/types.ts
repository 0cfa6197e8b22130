/** A pending request: one line of a purchase waiting for the owner's approval. */
export interface PendingRequest {
  id: string;
  order_id: string;
  order_number: number;
  purchase_id: string;
  product_name: string;
  quantity: number;
  delivery_date: string | null;
  owner_purchase_uuid: string;
  store_id: string;
  store_name: string;
  guest: { guest_name: string; guest_email: string; guest_phone: string };
  guest_amount: number;
  owner_profit: number;
  currency: string;
  is_purchasable_off_platform: boolean;
  can_approve: boolean;
  date_created: string;
}

export interface PendingRequestList {
  count: number;
  limit: number;
  offset: number;
  results: PendingRequest[];
}
