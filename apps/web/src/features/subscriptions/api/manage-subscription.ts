import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The provider's portal address, where the owner switches or cancels the plan. */
export function manageSubscription(): Promise<{ url: string }> {
  return api.post<{ url: string }>('services/stripe/subscription/manage/', {});
}

export function useManageSubscription() {
  return useMutation({ mutationFn: manageSubscription });
}
