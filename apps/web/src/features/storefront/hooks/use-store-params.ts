import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const STORE_PARAMS = {
  category: 'category',
  query: 'query',
  product: 'product',
  cartItem: 'cartItem',
} as const;

interface OpenedProductState {
  openedProduct?: boolean;
}

/**
 * The storefront's state lives in the address (spec: category, query, product, cartItem), so
 * every state can be shared and the back button walks through them.
 */
export function useStoreParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const update = useCallback(
    (
      changes: Partial<Record<keyof typeof STORE_PARAMS, string | null>>,
      options?: { replace?: boolean; state?: unknown },
    ) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }, options);
    },
    [setSearchParams],
  );

  const openedInApp = Boolean((location.state as OpenedProductState | null)?.openedProduct);

  return {
    category: searchParams.get(STORE_PARAMS.category),
    query: searchParams.get(STORE_PARAMS.query) ?? '',
    productId: searchParams.get(STORE_PARAMS.product),
    cartItemId: searchParams.get(STORE_PARAMS.cartItem),
    setCategory: useCallback((category: string | null) => update({ category }), [update]),
    // Typing replaces the entry: one history step per search, not per keystroke.
    setQuery: useCallback((query: string) => update({ query }, { replace: true }), [update]),
    openProduct: useCallback(
      (productId: string, cartItemId?: string | null) =>
        update(
          { product: productId, cartItem: cartItemId ?? null },
          { state: { openedProduct: true } satisfies OpenedProductState },
        ),
      [update],
    ),
    /** Back to the page under the modal: a history step back when the modal was opened here. */
    closeProduct: useCallback(() => {
      if (openedInApp) void navigate(-1);
      else update({ product: null, cartItem: null }, { replace: true });
    }, [openedInApp, navigate, update]),
  };
}
