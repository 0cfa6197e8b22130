import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductUpdated } from '@stayfront/core/contract';
import { api, isApiError } from '@/lib/api-client';
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

/** The save's answer when the product no longer exists. */
export const isProductGone = (error: unknown) => isApiError(error) && error.status === 404;

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
    // Deleted meanwhile (another tab, a co-host): the list reads again, so its card goes.
    onError: (error) => {
      if (isProductGone(error)) void refreshProductQueries(queryClient, storeId);
    },
  });
}
