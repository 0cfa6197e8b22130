import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProductQueries } from './refresh';

/** Removes the product from its store. */
export function deleteProduct(productId: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(
    `services/product/${encodeURIComponent(productId)}/delete/`,
    {},
    {
      handleSessionExpiry: false,
    },
  );
}

export function useDeleteProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
  });
}
