import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminOwner, Paged } from '../types';
import { adminKeys } from './keys';

export const OWNERS_PAGE_SIZE = 20;

/** Owners, newest first; the search matches e-mail and first name. */
export function getOwners(search: string, page: number): Promise<Paged<AdminOwner>> {
  return api.get<Paged<AdminOwner>>('services/admin/owners/', {
    query: {
      search: search || undefined,
      limit: OWNERS_PAGE_SIZE,
      offset: (page - 1) * OWNERS_PAGE_SIZE,
    },
  });
}

export function getOwnersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.owners(search, page),
    queryFn: () => getOwners(search, page),
  });
}

export function useOwners(search: string, page: number) {
  return useQuery(getOwnersQueryOptions(search, page));
}
