import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StoreList } from '../types';
import { storeKeys } from './keys';

export const STORES_PAGE_SIZE = 10;

/** The owner's stores, active first then by name (archived stores are not listed). */
export function getOwnerStores(
  ownerId: string,
  page: number,
  pageSize: number,
): Promise<StoreList> {
  return api.get<StoreList>(`services/owner/${encodeURIComponent(ownerId)}/stores/`, {
    query: { limit: pageSize, offset: (page - 1) * pageSize },
  });
}

export function getOwnerStoresQueryOptions(ownerId: string, page = 1, pageSize = STORES_PAGE_SIZE) {
  return queryOptions({
    queryKey: storeKeys.ownerList(ownerId, page, pageSize),
    queryFn: () => getOwnerStores(ownerId, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useOwnerStores(ownerId: string, page = 1, pageSize = STORES_PAGE_SIZE) {
  return useQuery(getOwnerStoresQueryOptions(ownerId, page, pageSize));
}
