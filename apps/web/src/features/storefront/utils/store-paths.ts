import { paths } from '@/config/paths';

/** Addresses of the guest store, with the trailing slash the router enforces. */
export const storePaths = {
  home: (storeId: string) => paths.store.home(storeId),
  cart: (storeId: string) => `${paths.store.home(storeId)}cart/`,
  checkout: (storeId: string, orderId: string, customerId: string) =>
    `${paths.store.home(storeId)}checkout/${encodeURIComponent(orderId)}/${encodeURIComponent(customerId)}/`,
};
