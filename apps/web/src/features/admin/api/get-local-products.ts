import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LocalProduct, Paged } from '../types';
import { adminKeys } from './keys';

export function getLocalProducts(merchantId: string): Promise<Paged<LocalProduct>> {
  return api.get<Paged<LocalProduct>>(
    `services/admin/merchants/${encodeURIComponent(merchantId)}/local-products/`,
  );
}

export function getLocalProductsQueryOptions(merchantId: string) {
  return queryOptions({
    queryKey: adminKeys.localProducts(merchantId),
    queryFn: () => getLocalProducts(merchantId),
  });
}

export function useLocalProducts(merchantId: string) {
  return useQuery(getLocalProductsQueryOptions(merchantId));
}
