import { useQueryClient } from '@tanstack/react-query';
import { LazyAntdFrame } from '@/components/lazy-antd-frame';
import { lazyWithRetry } from '@/utils/lazy-with-retry';
import { useCart } from '@/features/cart';
import { storefrontKeys } from '../api/keys';
import { useStoreProducts } from '../api/get-store-products';
import { useOpenProductLink } from '../hooks/use-open-product-link';
import { useStoreParams } from '../hooks/use-store-params';
import { useStorefront } from '../hooks/use-storefront';

// The modal and its form load on the first open, not with the store page.
const loadProductModal = () => import('./product-modal');
const ProductModal = lazyWithRetry(() =>
  loadProductModal().then((m) => ({ default: m.ProductModal })),
);

/** Fetches the modal's code ahead of the first click (called at the first interaction). */
export function preloadProductModal(): void {
  void loadProductModal();
}

// Shown when the address names a product the store no longer has; rare, so loaded on demand.
const UnavailableProduct = lazyWithRetry(() =>
  import('./unavailable-product').then((m) => ({ default: m.UnavailableProduct })),
);

interface ProductModalContainerProps {
  /** After an add or edit: e.g. open the cart popup. */
  onSaved: () => void;
}

/** The product modal, open while the address carries `product` (spec section 4). */
export function ProductModalContainer({ onSaved }: ProductModalContainerProps) {
  const queryClient = useQueryClient();
  const { storeId, store, isPreview, openShopPreview } = useStorefront();
  const { productId, cartItemId, closeProduct } = useStoreParams();
  const products = useStoreProducts(storeId);
  const cart = useCart(storeId);
  const openLink = useOpenProductLink();

  if (!productId || products.isPending || (cartItemId && cart.isPending)) return null;
  const product = products.data?.results.find((item) => item.id === productId);
  if (!product) {
    return (
      <LazyAntdFrame>
        <UnavailableProduct onClose={closeProduct} />
      </LazyAntdFrame>
    );
  }
  const line =
    cart.data?.order_products.find(
      (item) => item.id === cartItemId && item.product_id === product.id,
    ) ?? null;

  return (
    <ProductModal
      key={`${product.id}:${line?.id ?? 'new'}`}
      storeId={storeId}
      product={product}
      line={line}
      order={cart.data}
      currency={store.currency}
      isPreview={isPreview}
      onClose={closeProduct}
      onPreviewBlocked={openShopPreview}
      onOpenLink={openLink}
      onSaved={() => {
        // Stock may have changed: the lists refresh too (spec section 4).
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.products(storeId) });
        closeProduct();
        onSaved();
      }}
    />
  );
}
