import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProductQueries } from './refresh';

/** Adds the tile to every other store of the owner; answers how many stores got it. */
export function propagateProduct(
  productId: string,
): Promise<{ ok: true; added_to_stores: number }> {
  return api.post<{ ok: true; added_to_stores: number }>(
    `services/product/${encodeURIComponent(productId)}/propagate/`,
    {},
    { handleSessionExpiry: false },
  );
}

export function usePropagateProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: propagateProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
  });
}
