import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  localProducts,
  merchants,
  owners,
  products,
  stores,
  users,
  vendorRequests,
} from '../../../db/schema/index';
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

/** How many live store tiles offer this local product. */
export async function countStoresServing(db: DbOrTx, localProductId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products where local_product_id = ${localProductId} and deleted_at is null`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

export function listMerchantRows(db: DbOrTx) {
  return db.select().from(merchants).orderBy(asc(merchants.businessName));
}

export async function insertMerchant(db: DbOrTx, values: typeof merchants.$inferInsert) {
  const [row] = await db.insert(merchants).values(values).returning();
  return row!;
}

export async function updateMerchantRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof merchants.$inferInsert>,
) {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, id)).returning();
  return row!;
}

/** A merchant's live local products, newest first. */
export function listMerchantLocalProducts(db: DbOrTx, merchantId: string) {
  return db
    .select()
    .from(localProducts)
    .where(and(eq(localProducts.merchantId, merchantId), isNull(localProducts.deletedAt)))
    .orderBy(desc(localProducts.createdAt));
}

export async function insertLocalProduct(db: DbOrTx, values: typeof localProducts.$inferInsert) {
  const [row] = await db.insert(localProducts).values(values).returning();
  return row!;
}

export async function updateLocalProductRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof localProducts.$inferInsert>,
) {
  const [row] = await db
    .update(localProducts)
    .set(values)
    .where(eq(localProducts.id, id))
    .returning();
  return row!;
}

/** Owners for support's picker, newest first, matched on e-mail or first name. */
export async function listOwnerSummaries(
  db: DbOrTx,
  search: string,
  limit: number,
  offset: number,
) {
  const where = search
    ? or(ilike(users.email, `%${search}%`), ilike(users.firstName, `%${search}%`))
    : undefined;
  const storeCount = sql<number>`(select count(*)::int from ${stores} where ${stores.ownerId} = ${owners.id} and ${stores.isActive})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: owners.id,
        email: users.email,
        firstName: users.firstName,
        plan: owners.plan,
        dateJoined: users.dateJoined,
        storeCount,
      })
      .from(owners)
      .innerJoin(users, eq(users.id, owners.userId))
      .where(where)
      .orderBy(desc(users.dateJoined))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(owners)
      .innerJoin(users, eq(users.id, owners.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertVendorRequest(db: DbOrTx, values: typeof vendorRequests.$inferInsert) {
  await db.insert(vendorRequests).values(values);
}
