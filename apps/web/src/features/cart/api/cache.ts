import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../types';
import { cartKeys } from './keys';

/** Every cart call answers the whole order: it becomes the cached cart at once. */
export function storeCartInCache(queryClient: QueryClient, storeId: string, order: Order): void {
  queryClient.setQueryData(cartKeys.detail(storeId), order);
  void queryClient.invalidateQueries({ queryKey: ['cart', 'recommendations'] });
}
