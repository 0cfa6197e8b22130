import type { Db } from '../../../db/client';
import { notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { findLiveProduct, insertAffiliateClick } from './affiliate-clicks.repository';

/**
 * Only guests' clicks count (spec): a host previewing the store records nothing. A guest counts
 * once per product however often the link is opened or the call replayed (a unique index).
 */
export async function recordAffiliateClick(
  db: Db,
  auth: AuthContext,
  productId: string,
  affiliateLink: string,
): Promise<boolean> {
  const product = await findLiveProduct(db, productId);
  if (!product) throw notFound();
  if (auth.user.role !== 'GUEST') return false;
  await insertAffiliateClick(db, {
    productId,
    guestUserId: auth.user.id,
    affiliateLink: product.affiliateLink || affiliateLink,
  });
  return true;
}
