import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { cartKeys } from './keys';

/** The signed-in guest's cart in a store (an empty order with id null before the first add). */
export function getCart(storeId: string): Promise<Order> {
  return api.get<Order>(`services/guest/store-cart/${encodeURIComponent(storeId)}/detail/`);
}

export function getCartQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: cartKeys.detail(storeId),
    queryFn: () => getCart(storeId),
  });
}

export function useCart(storeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartQueryOptions(storeId), enabled: enabled && Boolean(storeId) });
}
