import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubscriptionState } from '../types';
import { subscriptionKeys } from './keys';

export function getSubscription(): Promise<SubscriptionState> {
  return api.get<SubscriptionState>('services/stripe/subscription/');
}

export function getSubscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.state(), queryFn: getSubscription });
}

/**
 * `waitForChange`: right after a checkout or a portal visit the provider's event may not have
 * arrived yet, so the state is read again every second until `isSettled` says it has.
 */
export function useSubscription(
  options: { enabled?: boolean; isSettled?: (state: SubscriptionState) => boolean } = {},
) {
  const { enabled = true, isSettled } = options;
  return useQuery({
    ...getSubscriptionQueryOptions(),
    enabled,
    refetchInterval: (query) =>
      isSettled && query.state.data && !isSettled(query.state.data) ? 1000 : false,
  });
}
