import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { enterpriseInfos, products, stores } from '../../../db/schema/index';
import { countListedOrdersByStore } from '../../commerce/orders/orders.repository';
import { payoutThisMonthByStore } from '../../commerce/payouts/payouts.repository';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type EnterpriseInfoRow = typeof enterpriseInfos.$inferSelect;

export interface StoreWithEnterprise {
  store: StoreRow;
  enterprise: EnterpriseInfoRow | null;
}

function selectStoresWithEnterprise(db: DbOrTx) {
  return db
    .select({ store: stores, enterprise: enterpriseInfos })
    .from(stores)
    .leftJoin(enterpriseInfos, eq(enterpriseInfos.storeId, stores.id));
}

/** A live (not archived) store of one owner; the owner filter sits in the WHERE clause. */
export async function findOwnerStore(
  db: DbOrTx,
  ownerId: string,
  storeId: string,
): Promise<StoreWithEnterprise | undefined> {
  const [row] = await selectStoresWithEnterprise(db).where(
    and(eq(stores.id, storeId), eq(stores.ownerId, ownerId), eq(stores.isActive, true)),
  );
  return row;
}

export async function findStore(
  db: DbOrTx,
  storeId: string,
): Promise<StoreWithEnterprise | undefined> {
  const [row] = await selectStoresWithEnterprise(db).where(eq(stores.id, storeId));
  return row;
}

export async function findStoreIdBySubdomain(db: DbOrTx, subdomain: string) {
  const [row] = await db
    .select({ id: stores.id })
    .from(enterpriseInfos)
    .innerJoin(stores, eq(stores.id, enterpriseInfos.storeId))
    .where(
      and(
        sql`lower(${enterpriseInfos.subdomain}) = ${subdomain.toLowerCase()}`,
        eq(enterpriseInfos.isEnabled, true),
        eq(enterpriseInfos.isSubdomainEnabled, true),
        eq(stores.isActive, true),
      ),
    );
  return row?.id;
}

/** The owner's live stores: active (visible) first, then by name. */
export async function listOwnerStores(db: DbOrTx, ownerId: string, limit: number, offset: number) {
  const where = and(eq(stores.ownerId, ownerId), eq(stores.isActive, true));
  const [rows, [total]] = await Promise.all([
    selectStoresWithEnterprise(db)
      .where(where)
      .orderBy(desc(stores.isVisible), asc(sql`lower(${stores.storeName})`), asc(stores.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export interface StoreProductCounts {
  numProducts: number;
  numOwnProducts: number;
}

/** Products per store, not counting deleted ones; own products exclude local vendor tiles. */
export async function countProductsByStore(
  db: DbOrTx,
  storeIds: string[],
): Promise<Map<string, StoreProductCounts>> {
  const result = new Map<string, StoreProductCounts>();
  if (storeIds.length === 0) return result;
  const rows = await db
    .select({
      storeId: products.storeId,
      numProducts: count(),
      numOwnProducts: sql<number>`count(*) filter (where ${products.localProductId} is null)`,
    })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), isNull(products.deletedAt)))
    .groupBy(products.storeId);
  for (const row of rows) {
    result.set(row.storeId, {
      numProducts: Number(row.numProducts),
      numOwnProducts: Number(row.numOwnProducts),
    });
  }
  return result;
}

export async function insertStore(db: DbOrTx, values: NewStore) {
  const [store] = await db.insert(stores).values(values).returning();
  return store!;
}

export async function updateStore(db: DbOrTx, storeId: string, values: Partial<NewStore>) {
  const [store] = await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning();
  return store!;
}

export async function upsertEnterpriseInfo(
  db: DbOrTx,
  storeId: string,
  values: Partial<typeof enterpriseInfos.$inferInsert>,
) {
  const [row] = await db
    .insert(enterpriseInfos)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: enterpriseInfos.storeId, set: values })
    .returning();
  return row!;
}

export interface StoreSalesStats {
  numCompletedOrders: number;
  payoutCurrentMonthCents: number;
}

/**
 * Orders of all time with a completed line (the orders page's count under its completed filter),
 * and this month's payout as the payouts page shows it (paid lines served this month plus open
 * balances), per store.
 */
export async function salesStatsByStore(
  db: DbOrTx,
  storeIds: string[],
  payoutTimezone = 'UTC',
): Promise<Map<string, StoreSalesStats>> {
  const stats = new Map<string, StoreSalesStats>();
  if (storeIds.length === 0) return stats;
  const [completedOrders, payoutCents] = await Promise.all([
    countListedOrdersByStore(db, storeIds, 'completed'),
    payoutThisMonthByStore(db, storeIds, payoutTimezone),
  ]);
  for (const id of storeIds) {
    stats.set(id, { numCompletedOrders: completedOrders.get(id) ?? 0, payoutCurrentMonthCents: 0 });
  }
  for (const [storeId, cents] of payoutCents) stats.get(storeId)!.payoutCurrentMonthCents = cents;
  return stats;
}

/** Whether any purchase in the owner's stores waits for approval. */
export async function ownerHasRequests(db: DbOrTx, ownerId: string): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM purchases p JOIN orders o ON o.id = p.order_id JOIN stores s ON s.id = o.store_id
      WHERE s.owner_id = ${ownerId} AND p.status = 'HOLD'
    ) AS found`);
  return Boolean(result.rows[0]?.found);
}
