import { useQuery } from '@tanstack/react-query';
import { partnerListingsPath, type ImportPartner, type PartnerListing } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

export interface ImportListing extends PartnerListing {
  existingImportSource: { storeId: string } | null;
}

export function getPartnerProperties(partner: ImportPartner) {
  return api.get<ImportListing[]>(partnerListingsPath(partner));
}

export function usePartnerProperties(partner: ImportPartner) {
  return useQuery({
    queryKey: partnerKeys.properties(partner),
    queryFn: () => getPartnerProperties(partner),
    // Missing or refused credentials (409) are asked for again, not retried.
    retry: false,
    staleTime: 60_000,
  });
}

export interface LinkableStore {
  id: string;
  storeName: string;
  image: string | null;
  linkedPlatformId: string | null;
}

export function useStoresByPlatform(partner: ImportPartner) {
  return useQuery({
    queryKey: partnerKeys.storesByPlatform(partner),
    queryFn: () => api.get<LinkableStore[]>(`services/store/by-platform/${partner}/`),
  });
}
