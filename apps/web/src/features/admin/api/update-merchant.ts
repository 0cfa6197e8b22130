import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Merchant, MerchantInput } from '../types';
import { adminKeys } from './keys';

export function updateMerchant({
  id,
  ...input
}: MerchantInput & { id: string }): Promise<Merchant> {
  return api.put<Merchant>(`services/admin/merchants/${encodeURIComponent(id)}/`, input);
}

/** Switching a merchant off withdraws its tiles from every store (stores served change). */
export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.merchants() }),
  });
}
