import type { ProductTab } from '../types/product';

/** Query keys of the catalogue feature. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  storeProducts: (storeId: string) => ['catalogue', 'products', storeId] as const,
  productList: (storeId: string, tab: ProductTab) =>
    ['catalogue', 'products', storeId, tab] as const,
  templates: () => ['catalogue', 'templates'] as const,
};
