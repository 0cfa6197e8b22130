import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStoreVisibility } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import type { HostStore } from '../types';
import { storeKeys } from './keys';
import { refreshStoreQueries } from './invalidate';

export interface SetStoreVisibilityInput {
  storeId: string;
  isVisible: boolean;
}

/** Makes a store active (visible) or inactive for guests. */
export function setStoreVisibility({
  storeId,
  isVisible,
}: SetStoreVisibilityInput): Promise<TStoreVisibility> {
  return api.patch<TStoreVisibility>(
    `services/store/${encodeURIComponent(storeId)}/set-visibility/`,
    { is_visible: isVisible },
  );
}

export function useSetStoreVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreVisibility,
    onSuccess: async ({ is_visible }, { storeId }) => {
      queryClient.setQueryData<HostStore>(storeKeys.detail(storeId), (store) =>
        store ? { ...store, isVisible: is_visible } : store,
      );
      await refreshStoreQueries(queryClient);
    },
  });
}
