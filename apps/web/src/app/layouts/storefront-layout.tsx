import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BRAND_FONT_FAMILY, type CartProductRules } from '@stayfront/core';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { LazyAntdFrame } from '@/components/lazy-antd-frame';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useAppConfig } from '@/lib/app-config';
import { useGuestLanguage, useI18n } from '@/lib/i18n';
import { useCart } from '@/features/cart/api/get-cart';
import { cartItemCount } from '@/features/cart/utils/cart-display';
import { useGuestStore } from '@/features/storefront/api/get-guest-store';
import { useStoreProducts } from '@/features/storefront/api/get-store-products';
import {
  preloadProductModal,
  ProductModalContainer,
} from '@/features/storefront/components/product-modal-container';
import { GuestButton } from '@/features/guest-ui';
import { StoreUnavailable } from '@/features/storefront/components/store-unavailable';
import {
  CART_BUTTON_ID,
  StorefrontHeader,
} from '@/features/storefront/components/storefront-header';
import { useRemoveFirstPaint } from '@/features/storefront/hooks/use-first-paint';
import {
  STOREFRONT_MAIN_ID,
  useFocusMainOnPageChange,
} from '@/features/storefront/hooks/use-focus-main-on-page-change';
import { useGuestSession } from '@/features/storefront/hooks/use-guest-session';
import { useHeaderVisibility } from '@/features/storefront/hooks/use-header-visibility';
import { useStoreParams } from '@/features/storefront/hooks/use-store-params';
import {
  StorefrontContext,
  type StorefrontContextValue,
} from '@/features/storefront/hooks/use-storefront';
import { cartRulesOf } from '@/features/storefront/utils/cart-rules';
import { storePaths } from '@/features/storefront/utils/store-paths';
import { isApiError } from '@/lib/api-client';
import { lazyWithRetry } from '@/utils/lazy-with-retry';
import { onFirstInteraction } from '@/utils/on-first-interaction';
import { ErrorBoundary } from '@/app/route-error-boundary';
import '@/features/storefront/storefront.css';

// The cart popup (a drawer) loads on the first open, not with the store page.
const loadCartPopup = () => import('@/features/cart/components/cart-popup');
const CartPopup = lazyWithRetry(() => loadCartPopup().then((m) => ({ default: m.CartPopup })));

// Only hosts and support users see these: guests never download them.
const SessionBanners = lazyWithRetry(() =>
  import('@/features/storefront/components/session-banners').then((m) => ({
    default: m.SessionBanners,
  })),
);
const ShopPreviewModal = lazyWithRetry(() =>
  import('@/features/storefront/components/shop-preview-modal').then((m) => ({
    default: m.ShopPreviewModal,
  })),
);

/**
 * Once the store shows, the modal's and the popup's code is fetched when the guest first points at
 * or touches the page, not while it sits untouched: a phone that only looks at the store stays
 * within the 5-second JavaScript budget.
 */
function usePreloadOnInteraction(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    return onFirstInteraction(() => {
      preloadProductModal();
      void loadCartPopup();
    });
  }, [ready]);
}

/**
 * A store page that broke (its code did not arrive while offline, or it failed to render): the
 * message and Try again in the page's place, with the header and the guest's language kept.
 */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => (
        <div className="sf-empty" role="alert">
          <p>{t('common.somethingWentWrong')}</p>
          <GuestButton onClick={retry}>{t('common.tryAgain')}</GuestButton>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function Frame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  return (
    // The brand font antd's theme gives the other areas: this page draws without antd.
    <div className="sf-root" style={{ fontFamily: BRAND_FONT_FAMILY }}>
      <a className="skip-link" href={`#${STOREFRONT_MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      {header}
      <main id={STOREFRONT_MAIN_ID} className="sf-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * The guest store frame (spec: Storefront): a guest session, the store, the header with the cart,
 * and the product modal, cart popup and shop-preview modal that every store page shares.
 */
export function StorefrontLayout() {
  const { storeId = '' } = useParams();
  const { brandName } = useAppConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openProduct, productId } = useStoreParams();
  const { t } = useI18n();
  const language = useGuestLanguage();
  const storeQuery = useGuestStore(storeId);
  const session = useGuestSession({ enabled: storeQuery.isSuccess });
  const products = useStoreProducts(storeId);
  const headerVisible = useHeaderVisibility();
  const [cartOpen, setCartOpen] = useState(false);
  // The popup opened by itself after an add to the cart (not from the cart button).
  const [cartOpenedAfterAdd, setCartOpenedAfterAdd] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewLoaded, setPreviewLoaded] = useState(false);

  const store = storeQuery.data;
  const user = session.user;
  const ready = Boolean(store && user);
  const cart = useCart(storeId, { enabled: ready });
  usePreloadOnInteraction(ready);
  useFocusMainOnPageChange();
  // The product modal, the cart popup and the shop preview hand over to one another: focus goes
  // back to what opened the first of them once the last one closes. When that is not known (a
  // tap or a click that does not focus a button, as in Safari, or a product opened from a link),
  // a popup that opened by itself after an add returns focus to the cart button, its own control.
  useFocusReturn(
    Boolean(productId) || cartOpen || previewOpen,
    cartOpenedAfterAdd ? CART_BUTTON_ID : STOREFRONT_MAIN_ID,
  );
  useRemoveFirstPaint(storeQuery.isError || session.isError || Boolean(store && session.isKnown));

  const productList = products.data?.results;
  const productRules = useMemo(
    () =>
      new Map<string, CartProductRules>(
        (productList ?? []).map((product) => [product.id, cartRulesOf(product)]),
      ),
    [productList],
  );

  const openCart = useCallback(() => {
    setCartLoaded(true);
    setCartOpen(true);
    setCartOpenedAfterAdd(false);
  }, []);
  const openShopPreview = useCallback(() => {
    setPreviewLoaded(true);
    setPreviewOpen(true);
  }, []);
  // One value while the store and the session stay the same: the page under the frame (the
  // product grid...) then skips the frame's renders for the cart's count or the header's place.
  const context = useMemo<StorefrontContextValue | null>(
    () =>
      store
        ? {
            storeId,
            store,
            user,
            isPreview: user != null && user.role !== 'GUEST',
            productRules,
            openCart,
            openShopPreview,
          }
        : null,
    [storeId, store, user, productRules, openCart, openShopPreview],
  );

  const header = (
    <StorefrontHeader
      storeId={storeId}
      store={store}
      brandName={brandName}
      hidden={!headerVisible}
      cartCount={ready ? cartItemCount(cart.data) : null}
      onOpenCart={openCart}
    />
  );

  if (storeQuery.isError) {
    const unavailable = isApiError(storeQuery.error) && storeQuery.error.status === 404;
    return (
      <Frame header={header}>
        {unavailable ? (
          <StoreUnavailable />
        ) : (
          <div className="sf-empty" role="alert">
            <p>{t('common.somethingWentWrong')}</p>
            <GuestButton onClick={() => void storeQuery.refetch()}>
              {t('common.tryAgain')}
            </GuestButton>
          </div>
        )}
      </Frame>
    );
  }

  if (session.isError) {
    return (
      <Frame header={header}>
        <div className="sf-empty" role="alert">
          <p>{t('common.somethingWentWrong')}</p>
          <GuestButton onClick={session.retry}>{t('common.tryAgain')}</GuestButton>
        </div>
      </Frame>
    );
  }

  // The store shows as soon as it and the session are known; a new visitor's guest session
  // (two calls and a password hash on the server) is made meanwhile, off the first paint.
  // A guest reading another language waits for its catalogue rather than seeing English first.
  if (!context || !session.isKnown || !language.ready) {
    return (
      <Frame header={header}>
        <PageLoader fullScreen={false} />
      </Frame>
    );
  }

  const storeHref = storePaths.home(storeId);

  return (
    <StorefrontContext.Provider value={context}>
      <Frame
        header={
          <>
            {header}
            {!user || user.role === 'GUEST' ? null : (
              <LazyAntdFrame>
                <SessionBanners user={user} storeHref={storeHref} />
              </LazyAntdFrame>
            )}
          </>
        }
      >
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </Frame>
      {/* The product modal and the cart act as the guest: they wait for the session. */}
      {user ? (
        <ProductModalContainer
          onSaved={() => {
            // The cart page already shows the cart; elsewhere the popup opens (spec section 4).
            if (pathname === storePaths.cart(storeId)) return;
            openCart();
            setCartOpenedAfterAdd(true);
          }}
        />
      ) : null}
      {cartLoaded && user ? (
        <CartPopup
          storeId={storeId}
          open={cartOpen}
          productRules={productRules}
          onClose={() => setCartOpen(false)}
          onCheckout={() => {
            setCartOpen(false);
            void navigate(storePaths.cart(storeId));
          }}
          onSelectProduct={(productId) => {
            setCartOpen(false);
            openProduct(productId);
          }}
        />
      ) : null}
      {previewLoaded ? (
        <LazyAntdFrame>
          <ShopPreviewModal
            open={previewOpen}
            storeHref={storeHref}
            onClose={() => setPreviewOpen(false)}
          />
        </LazyAntdFrame>
      ) : null}
    </StorefrontContext.Provider>
  );
}
