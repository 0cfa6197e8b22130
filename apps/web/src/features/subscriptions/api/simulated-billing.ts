import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from '@/features/stores';
import type { SimulatedCheckoutSession } from '../types';
import { subscriptionKeys } from './keys';

export function getCheckoutSession(sessionId: string): Promise<SimulatedCheckoutSession> {
  return api.get<SimulatedCheckoutSession>(
    `services/payments/simulated/subscription/session/${encodeURIComponent(sessionId)}/`,
  );
}

export function getCheckoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.checkoutSession(sessionId),
    queryFn: () => getCheckoutSession(sessionId),
  });
}

export function useCheckoutSession(sessionId: string) {
  return useQuery(getCheckoutSessionQueryOptions(sessionId));
}

export interface ConfirmSubscriptionInput {
  session_id: string;
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export function confirmSubscription(
  input: ConfirmSubscriptionInput,
): Promise<{ status: 'open' | 'complete'; error: string | null }> {
  return api.post('services/payments/simulated/subscription/confirm/', input);
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}

export type PortalAction = { action: 'cancel' } | { action: 'switch'; plan_id: string };

export function changeSubscription(input: PortalAction): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('services/payments/simulated/subscription/portal/', input);
}

/** The plan changes by the provider's event: the plan-carrying queries are read again. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] }),
      ]),
  });
}
