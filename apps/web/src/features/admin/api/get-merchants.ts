import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Merchant, Paged } from '../types';
import { adminKeys } from './keys';

export function getMerchants(): Promise<Paged<Merchant>> {
  return api.get<Paged<Merchant>>('services/admin/merchants/');
}

export function getMerchantsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.merchants(), queryFn: getMerchants });
}

export function useMerchants() {
  return useQuery(getMerchantsQueryOptions());
}
