import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOfferInput } from '@stayfront/core';
import { api } from '@/lib/api-client';
import type { Offer, OfferList } from '../types';

/** One page is the whole list: support keeps a handful of perks. */
const OFFERS_LIMIT = 100;

export const offerKeys = {
  all: ['offers'] as const,
  host: () => ['offers', 'host'] as const,
  admin: () => ['offers', 'admin'] as const,
};

function getOffers(path: string): Promise<OfferList> {
  return api.get<OfferList>(path, { query: { limit: OFFERS_LIMIT } });
}

export function getOffersQueryOptions() {
  return queryOptions({ queryKey: offerKeys.host(), queryFn: () => getOffers('services/offers/') });
}

export function useOffers() {
  return useQuery(getOffersQueryOptions());
}

export function useAdminOffers() {
  return useQuery({
    queryKey: offerKeys.admin(),
    queryFn: () => getOffers('services/admin/offers/'),
  });
}

function useInvalidatingMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useSaveOffer() {
  return useInvalidatingMutation(({ id, ...input }: TOfferInput & { id?: string }) =>
    id
      ? api.put<Offer>(`services/admin/offers/${encodeURIComponent(id)}/`, input)
      : api.post<Offer>('services/admin/offers/', input),
  );
}

export function useDeleteOffer() {
  return useInvalidatingMutation((id: string) =>
    api.delete<null>(`services/admin/offers/${encodeURIComponent(id)}/`),
  );
}
