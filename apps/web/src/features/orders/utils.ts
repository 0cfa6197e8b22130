import type { Order, OrderFilters, OrderProduct } from './types';

export const linesOf = (order: Order): OrderProduct[] =>
  order.purchases.flatMap((purchase) => purchase.order_products);

/** An order whose only sold lines were paid through Airbnb reads so, not "Completed". */
export const isPaidThroughAirbnb = (order: Order) => {
  const sold = linesOf(order).filter((line) => line.status === 'completed');
  return sold.length > 0 && sold.every((line) => line.is_off_platform);
};

/** The filters as query parameters, without the empty ones. */
export function filterQuery(filters: OrderFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export const ORDERS_CSV = { path: 'services/order/export-orders/', label: 'Orders CSV' } as const;
export const PRODUCTS_CSV = {
  path: 'services/order/export-orderproducts/',
  label: 'Products CSV',
} as const;

/** Address of a CSV export with the current filters; the browser downloads it as it streams. */
export function exportHref(path: string, filters: OrderFilters): string {
  const search = new URLSearchParams(filterQuery(filters)).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}
