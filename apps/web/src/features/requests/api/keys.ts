export const requestKeys = {
  all: ['pending-requests'] as const,
  page: (ownerId: string, page: number, pageSize: number) =>
    ['pending-requests', ownerId, 'page', { page, pageSize }] as const,
  flag: (ownerId: string) => ['pending-requests', ownerId, 'flag'] as const,
};
