import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SaleDetail } from '../types';

export const saleKeys = {
  detail: (purchaseId: string) => ['sales', 'detail', purchaseId] as const,
};

export function getSaleDetail(purchaseId: string): Promise<SaleDetail> {
  return api.get<SaleDetail>(`services/purchase/${encodeURIComponent(purchaseId)}/detail/`);
}

export function getSaleDetailQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: saleKeys.detail(purchaseId),
    queryFn: () => getSaleDetail(purchaseId),
  });
}

export function useSaleDetail(purchaseId: string) {
  return useQuery(getSaleDetailQueryOptions(purchaseId));
}
