import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PendingRequestList } from '../types';
import { requestKeys } from './keys';

/** Spec section 9: tables page by 10. */
export const REQUESTS_PAGE_SIZE = 10;

export function getPendingRequests(
  ownerId: string,
  page: number,
  pageSize: number,
): Promise<PendingRequestList> {
  return api.get<PendingRequestList>(
    `services/orderproduct/owner/${encodeURIComponent(ownerId)}/need-approval/`,
    { query: { limit: pageSize, offset: (page - 1) * pageSize } },
  );
}

export function getPendingRequestsQueryOptions(
  ownerId: string,
  page = 1,
  pageSize = REQUESTS_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: requestKeys.page(ownerId, page, pageSize),
    queryFn: () => getPendingRequests(ownerId, page, pageSize),
    placeholderData: keepPreviousData,
    // Requests are answered elsewhere (the approval page, e-mail links, the merchant): always
    // read the list afresh when it is shown or the window regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function usePendingRequests(ownerId: string, page: number) {
  return useQuery(getPendingRequestsQueryOptions(ownerId, page));
}

/**
 * Whether the owner has any request waiting, for the banner: one row is enough to know, so the
 * call stays cheap enough to repeat on every page change and window focus.
 */
export function useHasPendingRequests(ownerId: string | null) {
  return useQuery({
    queryKey: requestKeys.flag(ownerId ?? ''),
    queryFn: async () => (await getPendingRequests(ownerId ?? '', 1, 1)).count > 0,
    enabled: Boolean(ownerId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
