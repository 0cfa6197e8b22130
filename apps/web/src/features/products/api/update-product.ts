import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductUpdated } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import type { ProductPayload } from '../types/product';
import { refreshProductQueries } from './refresh';

export interface UpdateProductInput {
  productId: string;
  product: ProductPayload;
  /** Add the tile to every store that lacks it. */
  massCreate: boolean;
  /** Save the changes to every tile of the product's group. */
  massUpdate: boolean;
}

export type UpdatedProduct = TProductUpdated;

export function updateProduct({
  productId,
  product,
  massCreate,
  massUpdate,
}: UpdateProductInput): Promise<UpdatedProduct> {
  // A local vendor tile answers 403 here: it must come back to the form, not end the session.
  return api.post<UpdatedProduct>(
    `services/product/${encodeURIComponent(productId)}/update/`,
    { ...product, massCreate, massUpdate },
    { handleSessionExpiry: false },
  );
}

export function useUpdateProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
  });
}
