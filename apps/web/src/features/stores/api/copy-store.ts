import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HostStore } from '../types';
import type { CreateStoreInput } from './create-store';
import { refreshStoreQueries } from './invalidate';

export interface CopyStoreInput extends CreateStoreInput {
  sourceStoreId: string;
}

/** Duplicates a store with its products, under the values of the store modal. */
export function copyStore({ sourceStoreId, ...input }: CopyStoreInput): Promise<HostStore> {
  return api.post<HostStore>(`services/store/copy/${encodeURIComponent(sourceStoreId)}/`, {
    ...input,
    isActive: true,
  });
}

export function useCopyStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyStore,
    onSuccess: (store) => refreshStoreQueries(queryClient, store),
  });
}
