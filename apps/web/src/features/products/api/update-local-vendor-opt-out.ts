import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocalVendorOptOut } from '@stayfront/core/contract';
import { storeKeys, type OwnerDetail } from '@/features/stores';
import { api } from '@/lib/api-client';

export type LocalVendorOptOutAnswer = TLocalVendorOptOut;

/** "Start new local vendors as default inactive": true makes new vendor tiles start off. */
export function updateLocalVendorOptOut(
  isLocalProductOptedOut: boolean,
): Promise<LocalVendorOptOutAnswer> {
  return api.post<LocalVendorOptOutAnswer>('services/owner/local-vendor-opt-out/', {
    isLocalProductOptedOut,
  });
}

export function useUpdateLocalVendorOptOut(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocalVendorOptOut,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<OwnerDetail>(storeKeys.ownerDetail(ownerId), (owner) =>
        owner ? { ...owner, isLocalProductOptedOut: data.isLocalProductOptedOut } : owner,
      );
    },
  });
}
