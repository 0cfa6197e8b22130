import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { localProducts, merchants, owners, products, stores } from '../../../db/schema/index';
import type { LocalTerms } from '../products/products.serializers';

export type LocalProductRow = typeof localProducts.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export async function localTermsFor(
  db: DbOrTx,
  localProductIds: string[],
): Promise<Map<string, LocalTerms>> {
  if (localProductIds.length === 0) return new Map();
  const rows = await db
    .select({ id: localProducts.id, bps: localProducts.ownerCommissionBps })
    .from(localProducts)
    .where(inArray(localProducts.id, [...new Set(localProductIds)]));
  return new Map(rows.map((row) => [row.id, { ownerCommissionBps: row.bps }]));
}

export function findLocalProduct(db: DbOrTx, id: string) {
  return db.query.localProducts.findFirst({
    where: and(eq(localProducts.id, id), isNull(localProducts.deletedAt)),
  });
}

export function findMerchant(db: DbOrTx, id: string) {
  return db.query.merchants.findFirst({ where: eq(merchants.id, id) });
}

/** Live local products of active merchants, the candidates for a store's local vendor tiles. */
export async function listOfferedLocalProducts(db: DbOrTx) {
  const rows = await db
    .select({ product: localProducts })
    .from(localProducts)
    .innerJoin(merchants, eq(merchants.id, localProducts.merchantId))
    .where(
      and(
        isNull(localProducts.deletedAt),
        eq(localProducts.isActive, true),
        eq(merchants.isActive, true),
      ),
    );
  return rows.map((row) => row.product);
}

/** Live stores with their owner's "new local vendors start inactive" choice. */
export async function listLiveStoresWithOptOut(db: DbOrTx, storeIds?: string[]) {
  return db
    .select({
      id: stores.id,
      country: stores.country,
      state: stores.state,
      city: stores.city,
      postalCode: stores.postalCode,
      optedOut: owners.isLocalProductOptedOut,
    })
    .from(stores)
    .innerJoin(owners, eq(owners.id, stores.ownerId))
    .where(and(eq(stores.isActive, true), storeIds ? inArray(stores.id, storeIds) : undefined));
}

export async function listLocalTiles(
  db: DbOrTx,
  where: { localProductId?: string; storeId?: string },
) {
  return db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        where.localProductId ? eq(products.localProductId, where.localProductId) : undefined,
        where.storeId ? eq(products.storeId, where.storeId) : undefined,
        where.storeId && !where.localProductId ? isNotNull(products.localProductId) : undefined,
      ),
    );
}
