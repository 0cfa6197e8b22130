import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutMethod, PayoutOwner, StorePayoutAssignment } from '../types';
import { payoutKeys } from './keys';

export function getPayoutOwner(ownerId: string): Promise<PayoutOwner> {
  return api.get<PayoutOwner>(`services/owner/${encodeURIComponent(ownerId)}/`);
}

/** The owner with its methods and payout phone; co-hosts never ask (the API refuses them). */
export function usePayoutOwner(ownerId: string, enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.owner(ownerId),
    queryFn: () => getPayoutOwner(ownerId),
    enabled,
  });
}

function useInvalidatePayouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payoutKeys.all });
}

export interface PaypalMethodInput {
  nickname: string;
  accountId: string;
  country: string;
}

export function useCreatePaypalMethod() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (input: PaypalMethodInput) =>
      api.post<PayoutMethod>('services/payoutmethod/', { ...input, type: 'PAYP' }),
    onSuccess: invalidate,
  });
}

/** A Stripe method: the answer is the onboarding page to send the host to. */
export function useCreateStripeMethod() {
  return useMutation({
    mutationFn: (input: { nickname: string; country: string }) =>
      api.post<{ url: string }>('services/stripe/create-v2/', input),
  });
}

export interface PayoutMethodUpdate {
  id: string;
  owner: string;
  nickname?: string;
  accountId?: string;
  isDefault?: boolean;
}

export function useUpdatePayoutMethod() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: ({ id, ...body }: PayoutMethodUpdate) =>
      api.patch<PayoutMethod>(`services/payoutmethod/${encodeURIComponent(id)}/`, body),
    onSuccess: invalidate,
  });
}

export function useDeletePayoutMethod() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ ok: true; reassignedTo: string | null; remaining: number }>(
        `services/payoutmethod/${encodeURIComponent(id)}/`,
      ),
    onSuccess: invalidate,
  });
}

export function getStripeDashboardLink(id: string) {
  return api.get<{ data: { url: string } }>(`services/stripe/login/${encodeURIComponent(id)}/`);
}

/** Where Stripe onboarding resumes: the API answers with a redirect to a fresh link. */
export function stripeRefreshHref(id: string) {
  return `/api/services/stripe/refresh/${encodeURIComponent(id)}/`;
}

export function useSavePayoutPhone(ownerId: string) {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (phone: string) =>
      api.post<{ ok: true; data: { phone: string } }>(
        `services/owner/${encodeURIComponent(ownerId)}/payout-phone/`,
        { phone },
      ),
    onSuccess: invalidate,
  });
}

export function useStorePayoutAssignments(enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.stores(),
    queryFn: () => api.get<StorePayoutAssignment[]>('services/store/payout-methods/'),
    enabled,
  });
}

export function useBulkUpdateStores() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (items: { id: string; payoutMethod: string | null }[]) =>
      api.put<StorePayoutAssignment[]>('services/store/bulk-update/', items),
    onSuccess: invalidate,
  });
}

export function useSaveSplit() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (input: {
      storeId: string;
      ownerProfitPercentage: number;
      saveToAllStores: boolean;
    }) =>
      api.post<{ ok: true }>(`services/store/${encodeURIComponent(input.storeId)}/split/`, input),
    onSuccess: invalidate,
  });
}

export function useCompleteSimulatedOnboarding() {
  return useMutation({
    mutationFn: (account: string) =>
      api.post<{ ok: true }>('services/payments/simulated/connect/complete/', { account }),
  });
}
