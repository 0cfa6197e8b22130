import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderProducts, products, stockReservations } from '../../../db/schema/index';

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

/** The lines of a purchase whose product counts its stock, with what they need to be held again. */
export function stockedLinesOfPurchase(db: DbOrTx, purchaseId: string) {
  return db
    .select({
      lineId: orderProducts.id,
      productId: products.id,
      productName: products.productName,
      quantity: orderProducts.quantity,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(and(eq(orderProducts.purchaseId, purchaseId), eq(products.hasQuantity, true)));
}

/** The lines among these that still hold their units (held or confirmed), their holds locked. */
export async function lockLiveHolds(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({ lineId: stockReservations.orderProductId })
    .from(stockReservations)
    .where(
      and(inArray(stockReservations.orderProductId, lineIds), isNull(stockReservations.releasedAt)),
    )
    .for('update');
  return rows.map((r) => r.lineId);
}
