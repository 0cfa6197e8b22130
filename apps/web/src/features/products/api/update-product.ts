import { productMessages } from '@stayfront/core';
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
  /** The product's version the form was opened on: a save over a newer one is refused. */
  editVersion: string;
}

export type UpdatedProduct = TProductUpdated;

/** The save's answer when the product no longer exists. */
export const isProductGone = (error: unknown) => isApiError(error) && error.status === 404;

/** The save's answer when the form was opened on an older version of the product. */
const isProductChanged = (error: unknown) =>
  isApiError(error) && error.nonFieldErrors.includes(productMessages.changedMeanwhile);

export function updateProduct({
  productId,
  product,
  massCreate,
  massUpdate,
  editVersion,
}: UpdateProductInput): Promise<UpdatedProduct> {
  // A local vendor tile answers 403 here: it must come back to the form, not end the session.
  return api.post<UpdatedProduct>(
    `services/product/${encodeURIComponent(productId)}/update/`,
    { ...product, massCreate, massUpdate, edit_version: editVersion },
    { handleSessionExpiry: false },
  );
}

export function useUpdateProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
    // Deleted or changed meanwhile (another tab, a co-host, a sale): the list reads again, so
    // its card goes or shows the latest version.
    onError: (error) => {
      if (isProductGone(error) || isProductChanged(error)) {
        void refreshProductQueries(queryClient, storeId);
      }
    },
  });
}
