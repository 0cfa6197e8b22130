import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuestProductList } from '../types';
import { storefrontKeys } from './keys';

/** Every product guests may see in a store, in tile order. */
export function getStoreProducts(storeId: string): Promise<GuestProductList> {
  return api.get<GuestProductList>(`services/guest/store/${encodeURIComponent(storeId)}/products/`);
}

export function getStoreProductsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storefrontKeys.products(storeId),
    queryFn: () => getStoreProducts(storeId),
  });
}

export function useStoreProducts(storeId: string) {
  return useQuery(getStoreProductsQueryOptions(storeId));
}
