import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface SubscribeResponse {
  session: { id: string; url: string };
}

/** Starts the provider's checkout for a plan and period; the caller goes to `session.url`. */
export function subscribe(planId: string): Promise<SubscribeResponse> {
  return api.post<SubscribeResponse>(
    `services/stripe/subscribe/${encodeURIComponent(planId)}/`,
    {},
  );
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
