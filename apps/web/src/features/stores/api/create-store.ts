import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { HostStore, StoreFormValues } from '../types';
import { refreshStoreQueries } from './invalidate';

export interface CreateStoreInput extends StoreFormValues {
  ownerId: string;
}

export function createStore(input: CreateStoreInput): Promise<HostStore> {
  return api.post<HostStore>('services/store/create/', { ...input, isActive: true });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: (store) => refreshStoreQueries(queryClient, store),
  });
}
