import type { QueryClient } from '@tanstack/react-query';
import { getAppConfigQueryOptions } from '@/lib/app-config';
import { getSessionQueryOptions } from '@/lib/session';
import { readStorefrontBootData } from './boot-data';
import { getGuestStoreQueryOptions } from './get-guest-store';
import { getStoreProductsQueryOptions } from './get-store-products';

const STORE_PATH = /^\/store\/([^/]+)/;

/**
 * On a store address, fills the cache with what the server wrote into the page, so the first
 * render is the store itself; without that, asks for the store and its products as the app
 * starts, while the storefront's code is still downloading. Anywhere else it does nothing.
 */
export function prefetchStorefront(queryClient: QueryClient, pathname: string): void {
  const match = STORE_PATH.exec(pathname);
  if (!match) return;
  const storeId = decodeURIComponent(match[1]!);
  const boot = readStorefrontBootData();
  const written = boot?.storeId === storeId ? boot : null;
  if (written) {
    if (written.appConfig) {
      queryClient.setQueryData(getAppConfigQueryOptions().queryKey, written.appConfig);
    }
    queryClient.setQueryData(getGuestStoreQueryOptions(storeId).queryKey, written.store);
    queryClient.setQueryData(getStoreProductsQueryOptions(storeId).queryKey, written.products);
  } else {
    void queryClient.prefetchQuery(getGuestStoreQueryOptions(storeId));
    void queryClient.prefetchQuery(getStoreProductsQueryOptions(storeId));
  }
  if (written?.user !== undefined) {
    queryClient.setQueryData(getSessionQueryOptions().queryKey, written.user);
  }
}
