import { useCallback } from 'react';
import { useRecordAffiliateClick } from '../api/record-affiliate-click';
import type { GuestProduct } from '../types';
import { useStorefront } from './use-storefront';

/** Records a link product being opened; only guests' clicks count (spec section 4). */
export function useOpenProductLink() {
  const { user } = useStorefront();
  const { mutate } = useRecordAffiliateClick();
  const isGuest = user.role === 'GUEST';
  return useCallback(
    (product: GuestProduct, url: string) => {
      if (isGuest) mutate({ affiliateLink: url, product: product.id });
    },
    [isGuest, mutate],
  );
}
