import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Signage } from '../types';

export const signageKeys = {
  list: (storeId: string) => ['signage', 'list', storeId] as const,
};

export function getSignages(storeId: string): Promise<Signage[]> {
  return api.get<Signage[]>(`services/store/${encodeURIComponent(storeId)}/signages/`);
}

export function getSignagesQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: signageKeys.list(storeId),
    queryFn: () => getSignages(storeId),
  });
}

export function useSignages(storeId: string) {
  return useQuery({ ...getSignagesQueryOptions(storeId), enabled: Boolean(storeId) });
}
