import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HostStore } from '../types';
import { storeKeys } from './keys';

export function getStore(storeId: string): Promise<HostStore> {
  return api.get<HostStore>(`services/store/${encodeURIComponent(storeId)}/`);
}

/**
 * Shared with the store dashboard: after adding a product, invalidate `storeKeys.detail(id)` so
 * the header and the Start selling checklist see `hasAddedProduct`.
 */
export function getStoreQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.detail(storeId),
    queryFn: () => getStore(storeId),
  });
}

export function useStore(storeId: string) {
  return useQuery({ ...getStoreQueryOptions(storeId), enabled: Boolean(storeId) });
}
