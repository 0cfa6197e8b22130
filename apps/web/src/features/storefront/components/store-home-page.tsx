import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useI18n } from '@/lib/i18n';
import type { ProductSearchFilters } from '../api/keys';
import { useSearchStoreProducts } from '../api/search-store-products';
import { useStoreProducts } from '../api/get-store-products';
import { useOpenProductLink } from '../hooks/use-open-product-link';
import { useStoreParams } from '../hooks/use-store-params';
import { useStorefront } from '../hooks/use-storefront';
import type { GuestProduct } from '../types';
import {
  categoryLabel,
  filterByCategory,
  resolveCategory,
  storeSubcategories,
  type CategorySelection,
} from '../utils/categories';
import { CategoryBar } from './category-bar';
import { GuestButton } from '@/features/guest-ui';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import { StoreHero } from './store-hero';

function searchFilters(query: string, selection: CategorySelection): ProductSearchFilters {
  if (selection.kind === 'subcategory') return { query, subcategories: [selection.subcategory] };
  if (selection.kind === 'category') return { query, categories: [selection.code] };
  return { query };
}

function GridSkeleton() {
  return (
    <ul className="sf-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="sf-card sf-card--skeleton">
          <div className="sf-card__media sf-skeleton" />
          <div className="sf-card__body">
            <div className="sf-skeleton sf-skeleton--line" />
            <div className="sf-skeleton sf-skeleton--line sf-skeleton--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The store page: header, categories, search and the product grid (spec: Storefront). */
export function StoreHomePage() {
  const { storeId, store } = useStorefront();
  const params = useStoreParams();
  const { search } = useLocation();
  const i18n = useI18n();
  const { t } = i18n;
  usePageTitle(store.storeName);

  const productsQuery = useStoreProducts(storeId);
  const allProducts = productsQuery.data?.results ?? [];
  const subcategories = storeSubcategories(allProducts);
  const selection = resolveCategory(params.category, subcategories);
  const query = params.query.trim();
  const searching = query !== '';
  const searchQuery = useSearchStoreProducts(storeId, searchFilters(query, selection), {
    enabled: searching && selection.kind !== 'unknown',
  });
  const openLink = useOpenProductLink();
  const { openProduct } = params;
  // Stable, so the memoised product tiles skip the page's later renders.
  const openProductOf = useCallback(
    (product: GuestProduct) => openProduct(product.id),
    [openProduct],
  );

  const products: GuestProduct[] = searching
    ? selection.kind === 'unknown'
      ? []
      : (searchQuery.data?.results ?? [])
    : filterByCategory(allProducts, selection);
  const isLoading =
    productsQuery.isPending || (searching && selection.kind !== 'unknown' && searchQuery.isPending);
  const failed = productsQuery.isError || (searching && searchQuery.isError);

  const productHref = (product: GuestProduct) => {
    const next = new URLSearchParams(search);
    next.set('product', product.id);
    next.delete('cartItem');
    return `?${next.toString()}`;
  };

  const selectedTab =
    selection.kind === 'all' ? null : categoryLabel(selection, t('store.allProducts'));

  return (
    <>
      <StoreHero store={store} />
      <div className="sf-toolbar">
        <CategoryBar tabs={subcategories} selected={selectedTab} onSelect={params.setCategory} />
        <ProductSearch value={params.query} onSearch={params.setQuery} />
      </div>
      {failed ? (
        <div className="sf-empty" role="alert">
          <p>{t('common.somethingWentWrong')}</p>
          <GuestButton
            onClick={() => {
              void productsQuery.refetch();
              if (searching) void searchQuery.refetch();
            }}
          >
            {t('common.tryAgain')}
          </GuestButton>
        </div>
      ) : isLoading ? (
        <GridSkeleton />
      ) : products.length === 0 ? (
        <p className="sf-empty">
          {searching ? t('store.noSearchResults') : t('store.noProductsInCategory')}
        </p>
      ) : (
        <ProductGrid
          products={products}
          currency={store.currency}
          productHref={productHref}
          onOpen={openProductOf}
          onOpenLink={openLink}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {isLoading || failed ? '' : t('store.productCount', { count: products.length })}
      </p>
    </>
  );
}
