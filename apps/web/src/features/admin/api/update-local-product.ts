import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LocalProduct, LocalProductInput } from '../types';
import { adminKeys } from './keys';

export function updateLocalProduct({
  id,
  ...input
}: LocalProductInput & { id: string }): Promise<LocalProduct> {
  return api.put<LocalProduct>(`services/admin/local-products/${encodeURIComponent(id)}/`, input);
}

export function useUpdateLocalProduct(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocalProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.localProducts(merchantId) }),
  });
}
