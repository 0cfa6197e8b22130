export interface ProductSearchFilters {
  query?: string;
  categories?: string[];
  subcategories?: string[];
}

/** Query keys of the storefront feature. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  store: (storeId: string) => ['storefront', 'store', storeId] as const,
  products: (storeId: string) => ['storefront', 'products', storeId] as const,
  search: (storeId: string, filters: ProductSearchFilters) =>
    ['storefront', 'products', storeId, 'search', filters] as const,
};
