import type { QueryClient } from '@tanstack/react-query';
import { getSessionQueryOptions } from '@/lib/session';
import { getGuestStoreQueryOptions } from './get-guest-store';
import { getStoreProductsQueryOptions } from './get-store-products';

const STORE_PATH = /^\/store\/([^/]+)/;

/**
 * On a store address, asks for the store, its products and the session as the app starts, while
 * the storefront's code is still downloading: the page (and its hero image, the largest thing
 * on it) then shows one round trip sooner. Anywhere else it does nothing.
 */
export function prefetchStorefront(queryClient: QueryClient, pathname: string): void {
  const match = STORE_PATH.exec(pathname);
  if (!match) return;
  const storeId = decodeURIComponent(match[1]!);
  void queryClient.prefetchQuery(getGuestStoreQueryOptions(storeId));
  void queryClient.prefetchQuery(getStoreProductsQueryOptions(storeId));
  void queryClient.prefetchQuery(getSessionQueryOptions());
}
