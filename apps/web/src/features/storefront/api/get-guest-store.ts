import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuestStore } from '../types';
import { storefrontKeys } from './keys';

/** A store as guests see it; 404 when it is archived, inactive or unknown. */
export function getGuestStore(storeId: string): Promise<GuestStore> {
  return api.get<GuestStore>(`services/guest/store/${encodeURIComponent(storeId)}/`);
}

export function getGuestStoreQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storefrontKeys.store(storeId),
    queryFn: () => getGuestStore(storeId),
    staleTime: 5 * 60_000,
  });
}

export function useGuestStore(storeId: string) {
  return useQuery(getGuestStoreQueryOptions(storeId));
}
