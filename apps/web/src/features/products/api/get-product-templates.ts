import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductTemplate } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { productKeys } from './keys';

export interface ProductTemplateList {
  count: number;
  results: ProductTemplate[];
}

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
