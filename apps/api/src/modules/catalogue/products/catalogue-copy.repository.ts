import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  productDelegates,
  productExtraFields,
  productPrices,
  products,
} from '../../../db/schema/index';

/**
 * Copies a store's own products (with prices, extra fields and contacts) into another store.
 * Local vendor tiles are not copied: they appear in every matching store by themselves.
 */
export async function copyCatalogue(tx: DbOrTx, fromStoreId: string, toStoreId: string) {
  const source = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, fromStoreId),
        isNull(products.deletedAt),
        isNull(products.localProductId),
      ),
    )
    .orderBy(asc(products.storeArrangement));
  if (source.length === 0) return;
  const ids = source.map((p) => p.id);
  // One after the other: a transaction is one connection, which runs one query at a time (pg
  // deprecates queuing a query on a client still running one).
  const prices = await tx
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, ids), isNull(productPrices.retiredAt)));
  const fields = await tx
    .select()
    .from(productExtraFields)
    .where(inArray(productExtraFields.productId, ids));
  const delegates = await tx
    .select()
    .from(productDelegates)
    .where(inArray(productDelegates.productId, ids));
  for (const product of source) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...values } = product;
    const [copy] = await tx
      .insert(products)
      .values({ ...values, storeId: toStoreId })
      .returning({ id: products.id });
    const copyId = copy!.id;
    const ownPrices = prices.filter((p) => p.productId === product.id);
    const ownFields = fields.filter((f) => f.productId === product.id);
    const ownDelegates = delegates.filter((d) => d.productId === product.id);
    if (ownPrices.length) {
      await tx
        .insert(productPrices)
        .values(ownPrices.map(({ id: _i, ...p }) => ({ ...p, productId: copyId })));
    }
    if (ownFields.length) {
      await tx
        .insert(productExtraFields)
        .values(ownFields.map(({ id: _i, ...f }) => ({ ...f, productId: copyId })));
    }
    if (ownDelegates.length) {
      await tx
        .insert(productDelegates)
        .values(ownDelegates.map(({ id: _i, ...d }) => ({ ...d, productId: copyId })));
    }
  }
}
