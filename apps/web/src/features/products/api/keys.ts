import type { ProductTab } from '../types/product';

/** Query keys of the products feature. */
export const productKeys = {
  all: ['products'] as const,
  storeProducts: (storeId: string) => ['products', 'products', storeId] as const,
  productList: (storeId: string, tab: ProductTab) =>
    ['products', 'products', storeId, tab] as const,
  templates: () => ['products', 'templates'] as const,
};
