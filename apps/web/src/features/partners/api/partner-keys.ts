import type { Partner } from '@stayfront/core';

export const partnerKeys = {
  all: ['partners'] as const,
  credentials: (partner: Partner) => ['partners', 'credentials', partner] as const,
  properties: (partner: Partner) => ['partners', 'properties', partner] as const,
  storesByPlatform: (partner: Partner) => ['partners', 'stores-by-platform', partner] as const,
  massImport: (id: string) => ['partners', 'mass-import', id] as const,
  storeIntegrations: (storeId: string) => ['partners', 'store-integrations', storeId] as const,
};
