import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CartLinePayload, Order } from '../types';
import { storeCartInCache } from './cache';

export interface UpdateCartLineInput {
  orderProductId: string;
  payload: CartLinePayload;
}

/** Changes a cart line (date, amount, option, quantity, extra fields, note). */
export function updateCartLine({ orderProductId, payload }: UpdateCartLineInput): Promise<Order> {
  return api.patch<Order>(
    `services/orderproduct/${encodeURIComponent(orderProductId)}/update/`,
    payload,
    { handleSessionExpiry: false },
  );
}

export function useUpdateCartLine(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSuccess: (order) => storeCartInCache(queryClient, storeId, order),
  });
}
