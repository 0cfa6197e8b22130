import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductList, ProductTab } from '../types/product';
import { productKeys } from './keys';

/** A store's products for its host, in tile order (spec: sorted by store_arrangement). */
export function getStoreProducts(storeId: string, tab: ProductTab): Promise<ProductList> {
  return api.get<ProductList>(`services/store/${encodeURIComponent(storeId)}/products/`, {
    query: { category: tab },
  });
}

export function getStoreProductsQueryOptions(storeId: string, tab: ProductTab) {
  return queryOptions({
    queryKey: productKeys.productList(storeId, tab),
    queryFn: () => getStoreProducts(storeId, tab),
  });
}

export function useStoreProducts(storeId: string, tab: ProductTab) {
  return useQuery(getStoreProductsQueryOptions(storeId, tab));
}
