import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Merchant, MerchantInput } from '../types';
import { adminKeys } from './keys';

export function createMerchant(input: MerchantInput): Promise<Merchant> {
  return api.post<Merchant>('services/admin/merchants/', input);
}

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.merchants() }),
  });
}
