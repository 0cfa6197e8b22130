import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderReadiness } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** Checkout readiness polling interval (spec section 9). */
export const READINESS_POLL_MS = 3000;
/**
 * How long each check lets the server hold its answer while the payment is settling: the
 * thank-you page shows the moment it has, instead of at the next poll.
 */
export const READINESS_WAIT_SECONDS = 3;

export type OrderReadiness = TOrderReadiness;

/** When each answer was asked for, to start the next check 3 seconds after the last one began. */
const askedAt = new WeakMap<OrderReadiness, number>();

export async function getOrderReadiness(orderId: string): Promise<OrderReadiness> {
  const started = Date.now();
  const answer = await api.get<OrderReadiness>(
    `services/order/${encodeURIComponent(orderId)}/is-ready/?wait=${READINESS_WAIT_SECONDS}`,
  );
  askedAt.set(answer, started);
  return answer;
}

export function getOrderReadinessQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: checkoutKeys.readiness(orderId),
    queryFn: () => getOrderReadiness(orderId),
    // Asked every 3 seconds until the payment has settled (spec section 4): a check that waited
    // its 3 seconds is followed at once, one answered sooner 3 seconds after it began.
    refetchInterval: (query) => {
      const { data, dataUpdatedAt } = query.state;
      // Settled, or still a cart (nothing is being paid): there is nothing to wait for.
      if (data?.is_ready || data?.is_cart) return false;
      const took = data ? dataUpdatedAt - (askedAt.get(data) ?? dataUpdatedAt) : 0;
      return Math.max(100, READINESS_POLL_MS - took);
    },
    refetchIntervalInBackground: true,
    // Each answer is its own object, so the time it was asked for stays with it.
    structuralSharing: false,
    staleTime: 0,
  });
}

export function useOrderReadiness(orderId: string) {
  return useQuery({ ...getOrderReadinessQueryOptions(orderId), enabled: Boolean(orderId) });
}
