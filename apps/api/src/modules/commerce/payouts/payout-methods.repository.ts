import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payoutMethods, stores } from '../../../db/schema';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

export function listActiveMethods(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.ownerId, ownerId), eq(payoutMethods.isActive, true)))
    .orderBy(asc(payoutMethods.createdAt), asc(payoutMethods.id));
}

export function listActiveMethodsOfOwners(db: DbOrTx, ownerIds: string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payoutMethods)
    .where(and(inArray(payoutMethods.ownerId, ownerIds), eq(payoutMethods.isActive, true)))
    .orderBy(asc(payoutMethods.createdAt), asc(payoutMethods.id));
}

/** The owner's active method by id; another owner's or a deleted one is not found. */
export async function findActiveMethod(db: DbOrTx, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.id, id),
        eq(payoutMethods.ownerId, ownerId),
        eq(payoutMethods.isActive, true),
      ),
    );
  return row ?? null;
}

export async function findActiveMethodByAccount(db: DbOrTx, ownerId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.accountId, accountId),
        eq(payoutMethods.ownerId, ownerId),
        eq(payoutMethods.isActive, true),
      ),
    );
  return row ?? null;
}

/** Serialises method changes of one owner (default flag, reassignment). */
export async function lockOwnerMethods(tx: DbOrTx, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout-methods:${ownerId}`}))`);
}

export async function insertMethod(db: DbOrTx, values: typeof payoutMethods.$inferInsert) {
  const [row] = await db.insert(payoutMethods).values(values).returning();
  return row!;
}

export async function updateMethod(
  db: DbOrTx,
  id: string,
  values: Partial<typeof payoutMethods.$inferInsert>,
) {
  const [row] = await db
    .update(payoutMethods)
    .set(values)
    .where(eq(payoutMethods.id, id))
    .returning();
  return row!;
}

export async function clearDefault(db: DbOrTx, ownerId: string) {
  await db
    .update(payoutMethods)
    .set({ isDefault: false })
    .where(and(eq(payoutMethods.ownerId, ownerId), eq(payoutMethods.isDefault, true)));
}

export async function setMethodStatusByAccount(db: DbOrTx, accountId: string, status: string) {
  await db
    .update(payoutMethods)
    .set({ status })
    .where(and(eq(payoutMethods.accountId, accountId), eq(payoutMethods.type, 'STRP')));
}

/** Moves the stores of a deleted method to another one (or to the owner's default: null). */
export async function reassignStores(
  db: DbOrTx,
  ownerId: string,
  fromId: string,
  toId: string | null,
) {
  await db
    .update(stores)
    .set({ payoutMethodId: toId })
    .where(and(eq(stores.ownerId, ownerId), eq(stores.payoutMethodId, fromId)));
}

export async function findOwnerStoreIds(db: DbOrTx, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), inArray(stores.id, ids), eq(stores.isActive, true)));
  return rows.map((row) => row.id);
}

export async function setStorePayoutMethod(db: DbOrTx, storeId: string, methodId: string | null) {
  await db.update(stores).set({ payoutMethodId: methodId }).where(eq(stores.id, storeId));
}

export async function setSplit(
  db: DbOrTx,
  ownerId: string,
  storeId: string | null,
  percentage: number,
) {
  const where = storeId
    ? and(eq(stores.ownerId, ownerId), eq(stores.id, storeId))
    : and(eq(stores.ownerId, ownerId), eq(stores.isActive, true));
  await db
    .update(stores)
    .set({ ownerProfitPercentage: percentage.toFixed(2) })
    .where(where);
}

export function listStorePayoutAssignments(db: DbOrTx, ownerId: string) {
  return db
    .select({
      id: stores.id,
      storeName: stores.storeName,
      payoutMethodId: stores.payoutMethodId,
      ownerProfitPercentage: stores.ownerProfitPercentage,
    })
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), eq(stores.isActive, true)))
    .orderBy(asc(stores.storeName), asc(stores.id));
}
