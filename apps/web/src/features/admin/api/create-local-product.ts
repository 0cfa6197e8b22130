import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LocalProduct, LocalProductInput } from '../types';
import { adminKeys } from './keys';

/** Offers the product to every store in its area (the answer says how many). */
export function createLocalProduct({
  merchantId,
  ...input
}: LocalProductInput & { merchantId: string }): Promise<LocalProduct> {
  return api.post<LocalProduct>(
    `services/admin/merchants/${encodeURIComponent(merchantId)}/local-products/`,
    input,
  );
}

export function useCreateLocalProduct(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocalProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.localProducts(merchantId) }),
  });
}
