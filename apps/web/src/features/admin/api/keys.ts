/** Query keys of the support area. */
export const adminKeys = {
  all: ['admin'] as const,
  owners: (search: string, page: number) => ['admin', 'owners', { search, page }] as const,
  merchants: () => ['admin', 'merchants'] as const,
  localProducts: (merchantId: string) => ['admin', 'merchants', merchantId, 'products'] as const,
};
