import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product, ProductList } from '../types/product';
import { productKeys } from './keys';

export interface UpdateProductActiveInput {
  productId: string;
  isActive: boolean;
}

export function updateProductActive({
  productId,
  isActive,
}: UpdateProductActiveInput): Promise<Product> {
  return api.post<Product>(`services/product/${encodeURIComponent(productId)}/update-active/`, {
    is_active: isActive,
  });
}

/** Spec section 4: the switch flips at once and flips back when the call fails. */
export function useUpdateProductActive(storeId: string) {
  const queryClient = useQueryClient();
  const listsKey = productKeys.storeProducts(storeId);
  return useMutation({
    mutationFn: updateProductActive,
    onMutate: async ({ productId, isActive }) => {
      await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = queryClient.getQueriesData<ProductList>({ queryKey: listsKey });
      queryClient.setQueriesData<ProductList>({ queryKey: listsKey }, (list) =>
        list
          ? {
              ...list,
              results: list.results.map((product) =>
                product.id === productId ? { ...product, is_active: isActive } : product,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
