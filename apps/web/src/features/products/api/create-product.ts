import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Product, ProductPayload } from '../types/product';
import { refreshProductQueries } from './refresh';

export interface CreateProductInput extends ProductPayload {
  store_id: string;
  /** Also add the tile to every other store of the owner. */
  mass_create: boolean;
}

/** Answers the product; `product_group_id` is null when the tile could not go to other stores. */
export function createProduct(input: CreateProductInput): Promise<Product> {
  return api.post<Product>('services/product/create/', input);
}

export function useCreateProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => refreshProductQueries(queryClient, storeId),
  });
}
