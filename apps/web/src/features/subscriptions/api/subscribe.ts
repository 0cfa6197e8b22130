import { useMutation } from '@tanstack/react-query';
import type { TSubscribeAnswer } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';

/** Starts the provider's checkout for a plan and period; the caller goes to `session.url`. */
export function subscribe(planId: string): Promise<TSubscribeAnswer> {
  return api.post<TSubscribeAnswer>(`services/stripe/subscribe/${encodeURIComponent(planId)}/`, {});
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
