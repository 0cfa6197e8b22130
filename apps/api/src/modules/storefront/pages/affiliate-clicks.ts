import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { affiliateClicks, products } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';

/**
 * Only guests' clicks count (spec): a host previewing the store records nothing. A guest counts
 * once per product however often the link is opened or the call replayed (a unique index).
 */
export async function recordAffiliateClick(
  app: FastifyInstance,
  auth: AuthContext,
  productId: string,
  affiliateLink: string,
): Promise<boolean> {
  const product = await app.db.query.products.findFirst({
    where: and(eq(products.id, productId), isNull(products.deletedAt)),
  });
  if (!product) throw notFound();
  if (auth.user.role !== 'GUEST') return false;
  await app.db
    .insert(affiliateClicks)
    .values({
      productId,
      guestUserId: auth.user.id,
      affiliateLink: product.affiliateLink || affiliateLink,
    })
    .onConflictDoNothing({ target: [affiliateClicks.productId, affiliateClicks.guestUserId] });
  return true;
}
