export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => ['subscriptions', 'plans'] as const,
  state: () => ['subscriptions', 'state'] as const,
  checkoutSession: (sessionId: string) => ['subscriptions', 'checkout', sessionId] as const,
};
