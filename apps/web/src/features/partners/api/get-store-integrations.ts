import { useQuery } from '@tanstack/react-query';
import type { Partner } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { partnerKeys } from './partner-keys';

export interface StoreIntegration {
  platform: Partner;
  platform_id: string;
  is_imported_source: boolean;
  date_created: string;
}

export function useStoreIntegrations(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.storeIntegrations(storeId),
    queryFn: () =>
      api.get<StoreIntegration[]>(`services/store/${encodeURIComponent(storeId)}/integrations/`),
    enabled,
  });
}
