import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductTemplateList } from '@stayfront/core/contract';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

export type ProductTemplateList = TProductTemplateList;

/** The built-in product templates the wizard starts from. */
export function getProductTemplates(): Promise<ProductTemplateList> {
  return api.get<ProductTemplateList>('services/product/templates/');
}

export function getProductTemplatesQueryOptions() {
  return queryOptions({
    queryKey: productKeys.templates(),
    queryFn: getProductTemplates,
    staleTime: Infinity,
  });
}

export function useProductTemplates() {
  return useQuery(getProductTemplatesQueryOptions());
}
