import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { affiliateClicks, products } from '../../../db/schema/index';

export function findLiveProduct(db: DbOrTx, productId: string) {
  return db.query.products.findFirst({
    where: and(eq(products.id, productId), isNull(products.deletedAt)),
  });
}

/** A repeated click of the same guest on the same product is kept once (a unique index). */
export async function insertAffiliateClick(
  db: DbOrTx,
  click: { productId: string; guestUserId: string; affiliateLink: string },
): Promise<void> {
  await db
    .insert(affiliateClicks)
    .values(click)
    .onConflictDoNothing({ target: [affiliateClicks.productId, affiliateClicks.guestUserId] });
}
