import type { PriceType } from '@stayfront/core';
import type { TCartLine, TOrderDetail } from '@stayfront/core/contract';

export type OrderProduct = TCartLine;

/** The guest's cart in one store; `id` is null until the first add creates the order. */
export type Order = TOrderDetail;

/** The body of the add and update calls, as the cart always sends it. */
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
