import type { QueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/features/stores';
import { productKeys } from './keys';

/**
 * After products change: every tab of every store (a tile may have been added to or removed from
 * other stores), the store itself (hasAddedProduct, the onboarding checklist) and the store lists
 * (product counts).
 */
export async function refreshProductQueries(queryClient: QueryClient, storeId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'products'] }),
    queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) }),
    queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-list'] }),
  ]);
}
