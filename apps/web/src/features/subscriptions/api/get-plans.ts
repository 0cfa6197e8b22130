import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanOffer } from '../types';
import { subscriptionKeys } from './keys';

export function getPlans(): Promise<{ results: PlanOffer[] }> {
  return api.get<{ results: PlanOffer[] }>('services/stripe/plans/');
}

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: getPlans,
    select: (data) => data.results,
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
