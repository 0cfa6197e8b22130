import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnerDetail } from '../types';
import { storeKeys } from './keys';

/** Spec section 8: a 403 on owner detail comes back to the caller, without ending the session. */
export function getOwnerDetail(ownerId: string): Promise<OwnerDetail> {
  return api.get<OwnerDetail>(`services/owner/${encodeURIComponent(ownerId)}/detail/`, {
    handleSessionExpiry: false,
  });
}

export function getOwnerDetailQueryOptions(ownerId: string) {
  return queryOptions({
    queryKey: storeKeys.ownerDetail(ownerId),
    queryFn: () => getOwnerDetail(ownerId),
  });
}

export function useOwnerDetail(ownerId: string | null | undefined) {
  return useQuery({ ...getOwnerDetailQueryOptions(ownerId ?? ''), enabled: Boolean(ownerId) });
}
