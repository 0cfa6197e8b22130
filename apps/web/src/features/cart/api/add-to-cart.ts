import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CartLinePayload, Order } from '../types';
import { storeCartInCache } from './cache';

/**
 * Adds a line (the first add creates the order). A 403 comes back to the caller instead of ending
 * the session (spec section 8: order add).
 */
export function addToCart(payload: CartLinePayload): Promise<Order> {
  return api.patch<Order>('services/order/add/', payload, { handleSessionExpiry: false });
}

export function useAddToCart(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (order) => storeCartInCache(queryClient, storeId, order),
  });
}
