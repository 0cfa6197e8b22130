import { paths } from '@/config/paths';

/** The result page of a checkout: /store/:storeId/:orderId/checkout-details/. */
export function checkoutDetailsPath(storeId: string, orderId: string): string {
  return `${paths.store.home(storeId)}${encodeURIComponent(orderId)}/checkout-details/`;
}
