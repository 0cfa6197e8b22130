export const payoutKeys = {
  all: ['payouts'] as const,
  owner: (ownerId: string) => ['payouts', 'owner', ownerId] as const,
  stores: () => ['payouts', 'stores'] as const,
  list: (start: string, end: string) => ['payouts', 'list', { start, end }] as const,
  details: (storeId: string, start: string, end: string) =>
    ['payouts', 'details', { storeId, start, end }] as const,
};
