import type { Partner } from '@stayfront/core';

export const partnerKeys = {
  all: ['partners'] as const,
  properties: (partner: Partner) => ['partners', 'properties', partner] as const,
  storesByPlatform: (partner: Partner) => ['partners', 'stores-by-platform', partner] as const,
  storeIntegrations: (storeId: string) => ['partners', 'store-integrations', storeId] as const,
};
