// The guest store: its own small chunk, with nothing from the host area.
import { Navigate, useLocation, useParams } from 'react-router';
import { StorefrontLayout } from '@/app/layouts/storefront-layout';
import { usePageTitle } from '@/features/app-config/hooks/use-page-title';
import { CartDetails } from '@/features/cart/components/cart-details';
import { StoreHomePage } from '@/features/storefront/components/store-home-page';
import { STORE_PARAMS, useStoreParams } from '@/features/storefront/hooks/use-store-params';
import { useStorefront } from '@/features/storefront/hooks/use-storefront';
import { storePaths } from '@/features/storefront/utils/store-paths';
import { SectionPage } from '../section-page';

export const StorefrontRoot = StorefrontLayout;

export const StoreHomeRoute = StoreHomePage;

/** /store/:storeId/:category/ is the store with that category chosen (kept in `?category=`). */
export function StoreCategoryRoute() {
  const { storeId = '', category = '' } = useParams();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(STORE_PARAMS.category, category);
  return <Navigate to={{ pathname: storePaths.home(storeId), search: `?${params}` }} replace />;
}

export function CartRoute() {
  const { storeId, store, isPreview, productRules, openShopPreview } = useStorefront();
  const { openProduct } = useStoreParams();
  usePageTitle(`Cart - ${store.storeName}`);
  return (
    <CartDetails
      storeId={storeId}
      storeHref={storePaths.home(storeId)}
      isPreview={isPreview}
      productRules={productRules}
      checkoutHref={(orderId, customerId) => storePaths.checkout(storeId, orderId, customerId)}
      onEditLine={(line) => openProduct(line.product_id, line.id)}
      onPreviewBlocked={openShopPreview}
    />
  );
}

export const CheckoutRoute = () => <SectionPage title="Checkout" />;
export const CheckoutDetailsRoute = () => <SectionPage title="Order details" />;
