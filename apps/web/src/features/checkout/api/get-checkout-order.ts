import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@/features/cart';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** The guest's own order in a store, as the checkout summary and the result page show it. */
export function getCheckoutOrder(storeId: string, orderId: string): Promise<Order> {
  return api.get<Order>(
    `services/guest/store-checkout-summary/${encodeURIComponent(storeId)}/order/${encodeURIComponent(orderId)}/detail/`,
  );
}

export function getCheckoutOrderQueryOptions(storeId: string, orderId: string) {
  return queryOptions({
    queryKey: checkoutKeys.order(storeId, orderId),
    queryFn: () => getCheckoutOrder(storeId, orderId),
  });
}

export function useCheckoutOrder(
  storeId: string,
  orderId: string,
  {
    enabled = true,
    fresh = false,
    watchCart = false,
  }: { enabled?: boolean; fresh?: boolean; watchCart?: boolean } = {},
) {
  return useQuery({
    ...getCheckoutOrderQueryOptions(storeId, orderId),
    enabled: enabled && Boolean(storeId && orderId),
    // The result page needs the order as the payment left it, not as the checkout saw it.
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    // The checkout shows the cart's total: back from another tab that changed the cart, the guest
    // sees the new one before paying (the payment is refused for a total they were not shown).
    ...(watchCart
      ? {
          refetchOnWindowFocus: (query: { state: { data?: Order } }) =>
            query.state.data?.status === 'PEND',
        }
      : {}),
  });
}
