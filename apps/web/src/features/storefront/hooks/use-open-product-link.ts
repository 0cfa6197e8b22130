import { useCallback } from 'react';
import { useRecordAffiliateClick } from '../api/record-affiliate-click';
import type { GuestProduct } from '../types';
import { useStorefront } from './use-storefront';

/** Records a link product being opened; only guests' clicks count (spec section 4). */
export function useOpenProductLink() {
  const { user } = useStorefront();
  const { mutate } = useRecordAffiliateClick();
  // No session yet is a new visitor, whose guest session is on its way.
  const isGuest = !user || user.role === 'GUEST';
  return useCallback(
    (product: GuestProduct, url: string) => {
      if (isGuest) mutate({ affiliateLink: url, product: product.id });
    },
    [isGuest, mutate],
  );
}
