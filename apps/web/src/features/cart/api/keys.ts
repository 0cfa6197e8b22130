/** Query keys of the cart feature. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (storeId: string) => ['cart', 'detail', storeId] as const,
  recommendations: (orderId: string) => ['cart', 'recommendations', orderId] as const,
};
