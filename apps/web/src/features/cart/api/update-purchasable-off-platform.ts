import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from '../types';
import { storeCartInCache } from './cache';

export interface UpdatePurchasableOffPlatformInput {
  orderId: string;
  /** The guest's answer to "Was your reservation made on the Airbnb platform?" */
  isPurchasableOffPlatform: boolean;
}

export function updatePurchasableOffPlatform({
  orderId,
  isPurchasableOffPlatform,
}: UpdatePurchasableOffPlatformInput): Promise<Order> {
  return api.post<Order>(
    `services/order/${encodeURIComponent(orderId)}/update-purchasable-off-platform/`,
    { is_purchasable_off_platform: isPurchasableOffPlatform },
  );
}

export function useUpdatePurchasableOffPlatform(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePurchasableOffPlatform,
    onSuccess: (order) => storeCartInCache(queryClient, storeId, order),
  });
}
