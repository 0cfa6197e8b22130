import type { QueryClient } from '@tanstack/react-query';
import type { HostStore } from '../types';
import { storeKeys } from './keys';

/** After any store change: keep the changed store, refetch the lists that show it. */
export async function refreshStoreQueries(queryClient: QueryClient, store?: HostStore) {
  if (store) queryClient.setQueryData(storeKeys.detail(store.id), store);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-list'] }),
    queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] }),
  ]);
}
