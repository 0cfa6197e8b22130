/** Query keys of the checkout feature. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  order: (storeId: string, orderId: string) => ['checkout', 'order', storeId, orderId] as const,
  readiness: (orderId: string) => ['checkout', 'readiness', orderId] as const,
};
