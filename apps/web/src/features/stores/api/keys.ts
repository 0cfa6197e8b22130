/** Query keys of the stores feature (owner detail included: it carries the owner's stores). */
export const storeKeys = {
  all: ['stores'] as const,
  detail: (storeId: string) => ['stores', 'detail', storeId] as const,
  ownerLists: (ownerId: string) => ['stores', 'owner-list', ownerId] as const,
  ownerList: (ownerId: string, page: number, pageSize: number) =>
    ['stores', 'owner-list', ownerId, { page, pageSize }] as const,
  ownerDetail: (ownerId: string) => ['stores', 'owner-detail', ownerId] as const,
  bySubdomain: (subdomain: string) => ['stores', 'by-subdomain', subdomain] as const,
};
