import type {
  TOrder,
  TOrderFilters,
  TOrderList,
  TOrderProduct,
  TPurchase,
} from '@stayfront/core/contract';

/** A line of an order as the host sees it (spec section 3, order product). */
export type OrderProduct = TOrderProduct;

export type OrderPurchase = TPurchase;

/** An order of the recent-orders list and the sales report (spec section 3, order). */
export type Order = TOrder;

export type OrderList = TOrderList;

/** The list's filters, as the query parameters of the list and the exports name them. */
export type OrderFilters = TOrderFilters;
