import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { storeKeys } from './keys';

/** The store served at an enterprise subdomain, or null when no store uses it. */
export async function getStoreIdBySubdomain(subdomain: string): Promise<string | null> {
  try {
    const { id } = await api.get<{ id: string }>(
      `services/guest/store-by-subdomain/${encodeURIComponent(subdomain)}/`,
      { handleSessionExpiry: false },
    );
    return id;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getStoreBySubdomainQueryOptions(subdomain: string) {
  return queryOptions({
    queryKey: storeKeys.bySubdomain(subdomain),
    queryFn: () => getStoreIdBySubdomain(subdomain),
    staleTime: Infinity,
    retry: false,
  });
}

export function useStoreIdBySubdomain(subdomain: string | null) {
  return useQuery({ ...getStoreBySubdomainQueryOptions(subdomain ?? ''), enabled: !!subdomain });
}
