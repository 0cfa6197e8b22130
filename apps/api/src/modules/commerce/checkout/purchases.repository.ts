import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  orderProducts,
  orders,
  products,
  purchases,
  stockReservations,
} from '../../../db/schema/index';

export type PurchaseRow = typeof purchases.$inferSelect;

export const FINAL_PURCHASE_STATUSES = ['COMP', 'HOLD', 'FAIL', 'CNCL', 'RFND'];

/**
 * Locks the order for a change of its payment: the checkout and the settling of its payments
 * each take this lock before any stock or purchase row, so they queue instead of deadlocking.
 * NO KEY UPDATE leaves the key-share locks of rows referencing the order free.
 */
export async function lockOrderForPayment(tx: DbOrTx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  return order;
}

export function listOrderPurchases(db: DbOrTx, orderId: string) {
  return db.select().from(purchases).where(eq(purchases.orderId, orderId));
}

/**
 * The purchase an event is about, locked. An event can arrive before the intent id was stored
 * (Stripe's webhooks race the API's own write), so the purchase id in the metadata also finds it.
 */
export async function findPurchaseForIntent(
  db: DbOrTx,
  paymentIntentId: string,
  purchaseId: string | undefined,
) {
  const [byIntent] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.paymentIntentId, paymentIntentId))
    .for('update');
  if (byIntent || !purchaseId || !/^[0-9a-f-]{36}$/i.test(purchaseId)) return byIntent;
  // Locked by id only: if the API is storing this very intent id meanwhile, the lock waits for
  // it and the row read afterwards already carries it.
  const [byId] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!byId) return undefined;
  if (byId.paymentIntentId === paymentIntentId) return byId;
  if (byId.paymentIntentId) return undefined;
  const [attached] = await db
    .update(purchases)
    .set({ paymentIntentId })
    .where(eq(purchases.id, byId.id))
    .returning();
  return attached;
}

export async function updatePurchase(
  db: DbOrTx,
  id: string,
  values: Partial<typeof purchases.$inferInsert>,
) {
  const [row] = await db
    .update(purchases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  return row!;
}

/**
 * Takes units off the shelf for one line, or answers false when there are not enough: the check
 * and the decrement are one statement, so concurrent checkouts cannot both take the last unit.
 */
export async function reserveStock(
  db: DbOrTx,
  orderProductId: string,
  productId: string,
  quantity: number,
  expiresAt: Date,
) {
  const taken = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.hasQuantity, true),
        sql`${products.quantity} >= ${quantity}`,
      ),
    )
    .returning({ id: products.id });
  if (taken.length === 0) return false;
  await db.insert(stockReservations).values({ orderProductId, productId, quantity, expiresAt });
  return true;
}

/** Puts reserved units back; confirmed ones (a sale that stood) only when `includeConfirmed`. */
async function release(db: DbOrTx, reservationIds: string[], includeConfirmed = false) {
  if (reservationIds.length === 0) return;
  const released = await db
    .update(stockReservations)
    .set({ releasedAt: new Date() })
    .where(
      and(
        inArray(stockReservations.id, reservationIds),
        isNull(stockReservations.releasedAt),
        includeConfirmed ? undefined : isNull(stockReservations.confirmedAt),
      ),
    )
    .returning();
  for (const reservation of released) {
    await db
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${reservation.quantity}` })
      .where(eq(products.id, reservation.productId));
  }
}

async function openReservationsOfLines(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.orderProductId, lineIds),
        isNull(stockReservations.releasedAt),
        isNull(stockReservations.confirmedAt),
      ),
    );
}

export async function releaseLineReservations(db: DbOrTx, lineIds: string[]) {
  await release(
    db,
    (await openReservationsOfLines(db, lineIds)).map((r) => r.id),
  );
}

/**
 * A request that ends without a sale (denied, cancelled, its charge declined) gives back the
 * units it held, although they were confirmed when the order settled with the request on hold.
 */
export async function returnStockOfLines(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  const held = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(inArray(stockReservations.orderProductId, lineIds), isNull(stockReservations.releasedAt)),
    );
  await release(
    db,
    held.map((r) => r.id),
    true,
  );
}

export async function confirmLineReservations(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await db
    .update(stockReservations)
    .set({ confirmedAt: new Date() })
    .where(
      and(inArray(stockReservations.orderProductId, lineIds), isNull(stockReservations.releasedAt)),
    );
}

/** Units held by checkouts that were never paid go back on the shelf. */
export async function releaseExpiredReservations(db: DbOrTx) {
  const expired = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(
        lt(stockReservations.expiresAt, new Date()),
        isNull(stockReservations.releasedAt),
        isNull(stockReservations.confirmedAt),
      ),
    );
  await release(
    db,
    expired.map((r) => r.id),
  );
}

export function linesOfPurchases(db: DbOrTx, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderProducts).where(inArray(orderProducts.purchaseId, purchaseIds));
}
