import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderReadiness } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** Checkout readiness polling interval (spec section 9). */
export const READINESS_POLL_MS = 3000;

export type OrderReadiness = TOrderReadiness;

export function getOrderReadiness(orderId: string): Promise<OrderReadiness> {
  return api.get<OrderReadiness>(`services/order/${encodeURIComponent(orderId)}/is-ready/`);
}

export function getOrderReadinessQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: checkoutKeys.readiness(orderId),
    queryFn: () => getOrderReadiness(orderId),
    // Asked again every 3 seconds until the payment has settled (spec section 4).
    refetchInterval: (query) => (query.state.data?.is_ready ? false : READINESS_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useOrderReadiness(orderId: string) {
  return useQuery({ ...getOrderReadinessQueryOptions(orderId), enabled: Boolean(orderId) });
}
