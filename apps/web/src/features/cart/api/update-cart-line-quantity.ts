import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { storeCartInCache } from './cache';

export interface UpdateCartLineQuantityInput {
  orderProductId: string;
  /** 0 removes the line. */
  count: number;
}

export function updateCartLineQuantity({
  orderProductId,
  count,
}: UpdateCartLineQuantityInput): Promise<Order> {
  return api.patch<Order>(
    `services/orderproduct/${encodeURIComponent(orderProductId)}/update-quantity/`,
    { count },
  );
}

export function useUpdateCartLineQuantity(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLineQuantity,
    onSuccess: (order) => storeCartInCache(queryClient, storeId, order),
  });
}
