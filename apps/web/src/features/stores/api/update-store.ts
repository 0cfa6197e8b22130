import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EnterpriseInfo, HostStore, StoreFormValues } from '../types';
import { refreshStoreQueries } from './invalidate';

export interface StorePatch extends Partial<StoreFormValues> {
  hasSharedStore?: boolean;
  hasClosedShareTutorial?: boolean;
  hasClosedTutorial?: boolean;
  /** Archiving; only support can reactivate an archived store. */
  isActive?: false;
  /** Enterprise branding (Enterprise plan only). */
  enterpriseInfo?: Partial<EnterpriseInfo>;
}

export interface UpdateStoreInput {
  storeId: string;
  patch: StorePatch;
}

export function updateStore({ storeId, patch }: UpdateStoreInput): Promise<HostStore> {
  return api.patch<HostStore>(`services/store/${encodeURIComponent(storeId)}/`, patch);
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: (store) => refreshStoreQueries(queryClient, store),
  });
}
