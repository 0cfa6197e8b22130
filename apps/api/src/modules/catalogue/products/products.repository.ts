import { and, asc, eq, exists, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  orderProducts,
  productDelegates,
  productExtraFields,
  productPrices,
  products,
  stores,
} from '../../../db/schema/index';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

export interface ProductChildren {
  prices: Omit<typeof productPrices.$inferInsert, 'productId'>[];
  extraFields: Omit<typeof productExtraFields.$inferInsert, 'productId'>[];
  delegates: Omit<typeof productDelegates.$inferInsert, 'productId'>[];
}

export interface ProductWithChildren {
  product: ProductRow;
  prices: (typeof productPrices.$inferSelect)[];
  extraFields: (typeof productExtraFields.$inferSelect)[];
  delegates: (typeof productDelegates.$inferSelect)[];
}

const liveProduct = isNull(products.deletedAt);

/** A live product in a live store of `ownerId`: the owner filter is part of the query. */
export async function findOwnerProduct(db: DbOrTx, ownerId: string, productId: string) {
  const [row] = await db
    .select({ product: products })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(products.id, productId),
        liveProduct,
        eq(stores.ownerId, ownerId),
        eq(stores.isActive, true),
      ),
    );
  return row?.product;
}

export async function listStoreProducts(
  db: DbOrTx,
  storeId: string,
  categories?: readonly string[],
) {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        liveProduct,
        categories ? inArray(products.category, [...categories]) : undefined,
      ),
    )
    .orderBy(asc(products.storeArrangement), asc(products.createdAt), asc(products.id));
  return withChildren(db, rows);
}

export async function withChildren(db: DbOrTx, rows: ProductRow[]): Promise<ProductWithChildren[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [prices, fields, delegates] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(and(inArray(productPrices.productId, ids), isNull(productPrices.retiredAt)))
      .orderBy(asc(productPrices.arrangement)),
    db
      .select()
      .from(productExtraFields)
      .where(inArray(productExtraFields.productId, ids))
      .orderBy(asc(productExtraFields.arrangement)),
    db.select().from(productDelegates).where(inArray(productDelegates.productId, ids)),
  ]);
  return rows.map((product) => ({
    product,
    prices: prices.filter((p) => p.productId === product.id),
    extraFields: fields.filter((f) => f.productId === product.id),
    delegates: delegates.filter((d) => d.productId === product.id),
  }));
}

export async function nextArrangement(db: DbOrTx, storeId: string) {
  const [row] = await db
    .select({ value: max(products.storeArrangement) })
    .from(products)
    .where(and(eq(products.storeId, storeId), liveProduct));
  return (row?.value ?? -1) + 1;
}

const NO_CHILDREN: ProductChildren = { prices: [], extraFields: [], delegates: [] };

async function insertChildren(db: DbOrTx, productId: string, children: ProductChildren) {
  if (children.prices.length) {
    // An id the host's list names belongs to another row (replacePrices): a new row has its own.
    await db
      .insert(productPrices)
      .values(children.prices.map(({ id: _named, ...p }) => ({ ...p, productId })));
  }
  if (children.extraFields.length) {
    await db
      .insert(productExtraFields)
      .values(children.extraFields.map(({ id: _named, ...f }) => ({ ...f, productId })));
  }
  if (children.delegates.length) {
    await db.insert(productDelegates).values(children.delegates.map((d) => ({ ...d, productId })));
  }
}

export async function insertProduct(db: DbOrTx, values: NewProduct, children: ProductChildren) {
  const [product] = await db.insert(products).values(values).returning();
  await insertChildren(db, product!.id, children);
  return product!;
}

/** Locks a live product's row for an edit: what its edit version is made of, if it is live. */
export async function lockProduct(tx: DbOrTx, productId: string) {
  const [row] = await tx
    .select({ updatedAt: products.updatedAt, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct))
    .for('update');
  return row;
}

/** Replaces the product's fields and its prices, extra fields and contacts. */
export async function replaceProduct(
  db: DbOrTx,
  productId: string,
  values: Partial<NewProduct>,
  children: ProductChildren,
) {
  const [product] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  await replacePrices(db, productId, children.prices);
  await replaceExtraFields(db, productId, children.extraFields);
  await db.delete(productDelegates).where(eq(productDelegates.productId, productId));
  await insertChildren(db, productId, { ...NO_CHILDREN, delegates: children.delegates });
  return product!;
}

type PriceChild = ProductChildren['prices'][number];
type ExtraFieldChild = ProductChildren['extraFields'][number];

/**
 * Pairs each row of the host's list with the product's row it names by id, else with one that
 * has the same `key` (the copies of a product in other stores have rows of their own, with other
 * ids); `rest` is the product's rows the list did not take.
 */
function pairRows<Current extends { id: string }, Wanted extends { id?: string }>(
  current: Current[],
  wanted: Wanted[],
  key: (row: Current | Wanted) => string,
) {
  const free = new Map(current.map((row) => [row.id, row]));
  const pairs = wanted.map((row) => {
    const match =
      (row.id ? free.get(row.id) : undefined) ??
      [...free.values()].find((candidate) => key(candidate) === key(row));
    if (match) free.delete(match.id);
    return { row, match };
  });
  return { pairs, rest: [...free.values()] };
}

/**
 * Puts the host's list of options in place of the product's. Order lines point at options, so a
 * row is never deleted: one the list leaves out is retired (guests can no longer choose it; lines
 * keep their key and history). An option of the list keeps its row (pairRows), updated in place,
 * unless a placed order bought that row under another label or time: then the row is retired
 * with its history and the option gets a new one.
 */
async function replacePrices(db: DbOrTx, productId: string, wanted: PriceChild[]) {
  const current = await db
    .select({
      id: productPrices.id,
      label: productPrices.label,
      timeLabel: productPrices.timeLabel,
      bought: exists(
        db
          .select({ one: sql`1` })
          .from(orderProducts)
          .where(
            and(
              eq(orderProducts.productPriceId, productPrices.id),
              isNotNull(orderProducts.purchaseId),
            ),
          ),
      ),
    })
    .from(productPrices)
    .where(and(eq(productPrices.productId, productId), isNull(productPrices.retiredAt)));
  const { pairs, rest } = pairRows(current, wanted, (row) => `${row.label}\n${row.timeLabel}`);
  const fresh: Omit<PriceChild, 'id'>[] = [];
  const retired = rest.map((row) => row.id);
  for (const { row, match } of pairs) {
    const { id: _named, ...values } = row;
    const renamed = match && (match.label !== values.label || match.timeLabel !== values.timeLabel);
    if (!match || (match.bought && renamed)) {
      if (match) retired.push(match.id);
      fresh.push(values);
    } else {
      await db.update(productPrices).set(values).where(eq(productPrices.id, match.id));
    }
  }
  if (retired.length) {
    await db
      .update(productPrices)
      .set({ retiredAt: new Date() })
      .where(inArray(productPrices.id, retired));
  }
  if (fresh.length) await insertChildren(db, productId, { ...NO_CHILDREN, prices: fresh });
}

/**
 * Puts the host's list of extra fields in place of the product's. A field the list keeps keeps
 * its row and key (pairRows): a cart line's answers name the field by key, and would no longer
 * answer it after an edit that only changed the product's description.
 */
async function replaceExtraFields(db: DbOrTx, productId: string, wanted: ExtraFieldChild[]) {
  const current = await db
    .select({ id: productExtraFields.id, label: productExtraFields.label })
    .from(productExtraFields)
    .where(eq(productExtraFields.productId, productId));
  const { pairs, rest } = pairRows(current, wanted, (row) => row.label);
  const fresh: Omit<ExtraFieldChild, 'id'>[] = [];
  for (const { row, match } of pairs) {
    const { id: _named, ...values } = row;
    if (match) {
      await db.update(productExtraFields).set(values).where(eq(productExtraFields.id, match.id));
    } else {
      fresh.push(values);
    }
  }
  if (rest.length) {
    await db.delete(productExtraFields).where(
      inArray(
        productExtraFields.id,
        rest.map((row) => row.id),
      ),
    );
  }
  if (fresh.length) await insertChildren(db, productId, { ...NO_CHILDREN, extraFields: fresh });
}

export async function updateProductColumns(
  db: DbOrTx,
  productId: string,
  values: Partial<NewProduct>,
) {
  const [product] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  return product!;
}

export async function softDeleteProducts(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return;
  await db.update(products).set({ deletedAt: new Date() }).where(inArray(products.id, productIds));
}

/** Live products of a group in the owner's live stores. */
export async function findGroupProducts(db: DbOrTx, ownerId: string, groupId: string) {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(products.productGroupId, groupId),
        liveProduct,
        eq(stores.ownerId, ownerId),
        eq(stores.isActive, true),
      ),
    );
  return rows.map((row) => row.product);
}

/** The owner's live stores that hold no live product of `groupId`. */
export async function findStoresWithoutGroup(
  db: DbOrTx,
  ownerId: string,
  groupId: string,
  exceptStoreId: string,
) {
  return db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        eq(stores.ownerId, ownerId),
        eq(stores.isActive, true),
        ne(stores.id, exceptStoreId),
        sql`not exists (select 1 from ${products} where ${products.storeId} = ${stores.id} and ${products.productGroupId} = ${groupId} and ${products.deletedAt} is null)`,
      ),
    );
}

export async function setArrangements(
  db: DbOrTx,
  storeId: string,
  positions: { id: string; position: number }[],
) {
  for (const { id, position } of positions) {
    await db
      .update(products)
      .set({ storeArrangement: position })
      .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  }
}

export async function countLiveProductsIn(db: DbOrTx, storeId: string, ids: string[]) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), liveProduct, inArray(products.id, ids)));
  return rows.length;
}
