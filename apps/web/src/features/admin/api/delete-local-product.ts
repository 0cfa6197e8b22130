import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Withdraws the product from every store. */
export function deleteLocalProduct(id: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`services/admin/local-products/${encodeURIComponent(id)}/delete/`);
}

export function useDeleteLocalProduct(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocalProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.localProducts(merchantId) }),
  });
}
