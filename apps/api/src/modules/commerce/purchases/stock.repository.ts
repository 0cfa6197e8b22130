import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderProducts, products, stockReservations } from '../../../db/schema/index';

/**
 * Takes units off the shelf for one line and holds them, or answers false when there are not
 * enough: the check, the decrement and the hold are one statement (one round trip per line), so
 * concurrent checkouts cannot both take the last unit, and no unit leaves the shelf unheld.
 */
export async function reserveStock(
  db: DbOrTx,
  orderProductId: string,
  productId: string,
  quantity: number,
  expiresAt: Date,
) {
  const held = await db.execute<{ id: string }>(sql`
    WITH taken AS (
      UPDATE products SET quantity = quantity - ${quantity}::int
      WHERE id = ${productId}::uuid AND has_quantity AND quantity >= ${quantity}::int
      RETURNING id
    )
    INSERT INTO stock_reservations (order_product_id, product_id, quantity, expires_at)
    SELECT ${orderProductId}::uuid, id, ${quantity}::int, ${expiresAt.toISOString()}::timestamptz
    FROM taken
    RETURNING id`);
  return held.rows.length > 0;
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
