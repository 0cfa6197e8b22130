import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product, ProductList } from '../types/product';
import { productKeys } from './keys';

export interface ReorderProductsInput {
  storeId: string;
  /** The store's products in their new order. */
  products: Product[];
}

export function reorderProducts({
  storeId,
  products,
}: ReorderProductsInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('services/product/reorder/', {
    storeId,
    productsPositions: products.map((product, position) => ({ id: product.id, position })),
  });
}

/** Spec section 4: the new order shows at once and the old one comes back if saving fails. */
export function useReorderProducts(storeId: string) {
  const queryClient = useQueryClient();
  const allKey = productKeys.productList(storeId, 'all');
  return useMutation({
    mutationFn: reorderProducts,
    onMutate: async ({ products }) => {
      await queryClient.cancelQueries({ queryKey: allKey });
      const previous = queryClient.getQueryData<ProductList>(allKey);
      queryClient.setQueryData<ProductList>(allKey, (list) =>
        list
          ? {
              ...list,
              results: products.map((product, position) => ({
                ...product,
                store_arrangement: position,
              })),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(allKey, context.previous);
    },
    onSuccess: () =>
      // The other tabs show the same tiles in the same order.
      queryClient.invalidateQueries({
        queryKey: productKeys.storeProducts(storeId),
        predicate: (query) => query.queryKey[3] !== 'all',
      }),
  });
}
