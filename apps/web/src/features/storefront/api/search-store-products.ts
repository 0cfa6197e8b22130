import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuestProductList } from '../types';
import { storefrontKeys, type ProductSearchFilters } from './keys';

/** The store's products matching a text and, optionally, categories or subcategories. */
export function searchStoreProducts(
  storeId: string,
  filters: ProductSearchFilters,
  signal?: AbortSignal,
): Promise<GuestProductList> {
  return api.post<GuestProductList>(
    'services/product/search/',
    { storeId, ...filters },
    { signal },
  );
}

export function getSearchStoreProductsQueryOptions(storeId: string, filters: ProductSearchFilters) {
  return queryOptions({
    queryKey: storefrontKeys.search(storeId, filters),
    queryFn: ({ signal }) => searchStoreProducts(storeId, filters, signal),
  });
}

export function useSearchStoreProducts(
  storeId: string,
  filters: ProductSearchFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getSearchStoreProductsQueryOptions(storeId, filters), enabled });
}
