import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProductQueries } from './refresh';

/** Removes the tile from every store of the owner that has it. */
export function massDeleteProduct(productId: string): Promise<{ ok: true; deleted: number }> {
  return api.post<{ ok: true; deleted: number }>(
    `services/product/${encodeURIComponent(productId)}/mass-delete/`,
    {},
    { handleSessionExpiry: false },
  );
}

export function useMassDeleteProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: massDeleteProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
  });
}
