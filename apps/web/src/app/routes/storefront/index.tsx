// The guest store: its own small chunk, with nothing from the host area. Its pages draw without
// antd (features/guest-ui), through the cart, checkout and thank-you page.
import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { useAppConfig } from '@/lib/app-config';
import { StorefrontLayout } from '@/app/layouts/storefront-layout';
import { usePageTitle } from '@/hooks/use-page-title';
import { checkoutDetailsPath } from '@/features/checkout/utils/checkout-paths';
import { StoreHomePage } from '@/features/storefront/components/store-home-page';
import { STORE_PARAMS, useStoreParams } from '@/features/storefront/hooks/use-store-params';
import { useStorefront } from '@/features/storefront/hooks/use-storefront';
import { storePaths } from '@/features/storefront/utils/store-paths';
import { lazyWithRetry } from '@/utils/lazy-with-retry';

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

// The cart page (lines, quantity steppers, the off-platform question) loads when it is opened.
const CartDetails = lazyWithRetry(() =>
  import('@/features/cart/components/cart-details').then((m) => ({ default: m.CartDetails })),
);

export function CartRoute() {
  const { storeId, store, user, isPreview, productRules, openShopPreview } = useStorefront();
  const { openProduct } = useStoreParams();
  usePageTitle(`Cart - ${store.storeName}`);
  // The cart is the guest's: it waits for a new visitor's session.
  if (!user) return <PageLoader fullScreen={false} />;
  return (
    <Suspense fallback={<PageLoader fullScreen={false} />}>
      <CartDetails
        storeId={storeId}
        storeHref={storePaths.home(storeId)}
        isPreview={isPreview}
        productRules={productRules}
        checkoutHref={(orderId, customerId) => storePaths.checkout(storeId, orderId, customerId)}
        onEditLine={(line) => openProduct(line.product_id, line.id)}
        onPreviewBlocked={openShopPreview}
      />
    </Suspense>
  );
}

// The checkout and its result load on their own, when the guest pays (no card code before).
const CheckoutPage = lazyWithRetry(() =>
  import('@/features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const CheckoutDetailsPage = lazyWithRetry(() =>
  import('@/features/checkout/components/checkout-details-page').then((m) => ({
    default: m.CheckoutDetailsPage,
  })),
);

export function CheckoutRoute() {
  const { storeId, store, user } = useStorefront();
  const { orderId = '', customerId = '' } = useParams();
  const { marketingUrl } = useAppConfig();
  usePageTitle(`Checkout - ${store.storeName}`);
  if (!user) return <PageLoader fullScreen={false} />;
  return (
    <Suspense fallback={<PageLoader fullScreen={false} />}>
      <CheckoutPage
        storeId={storeId}
        orderId={orderId}
        customerId={customerId}
        cartHref={storePaths.cart(storeId)}
        detailsHref={checkoutDetailsPath(storeId, orderId)}
        termsHref={`${marketingUrl}/terms-of-service/`}
      />
    </Suspense>
  );
}

export function CheckoutDetailsRoute() {
  const { storeId, store, user } = useStorefront();
  const { orderId = '' } = useParams();
  const { supportEmail } = useAppConfig();
  usePageTitle(`Order details - ${store.storeName}`);
  if (!user) return <PageLoader fullScreen={false} />;
  return (
    <Suspense fallback={<PageLoader fullScreen={false} />}>
      <CheckoutDetailsPage
        storeId={storeId}
        orderId={orderId}
        storeHref={storePaths.home(storeId)}
        cartHref={storePaths.cart(storeId)}
        supportEmail={supportEmail}
      />
    </Suspense>
  );
}
