import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { stockReservations } from '../../../db/schema/index';

/** Units a line wants off the shelf of its product. */
export interface StockNeed {
  lineId: string;
  productId: string;
  quantity: number;
}

/** A product that fell short of what the lines want, with what is left on its shelf. */
export interface StockShortfall {
  productId: string;
  left: number;
}

/**
 * Takes the units of every line off the shelf and holds them, or takes nothing and answers the
 * products that fell short. The check, the decrements and the holds are one statement, so two
 * checkouts cannot both take the last unit, no unit leaves the shelf unheld, and the rows are
 * locked once, in product id order (two checkouts of the same products queue, never deadlock).
 * The locks last until the caller's transaction ends: run it last. They are FOR UPDATE locks:
 * with FOR NO KEY UPDATE, PostgreSQL found deadlocks between two or three checkouts of the same
 * products, all in this statement, under the journey bench.
 */
export async function holdStock(
  db: DbOrTx,
  needs: readonly StockNeed[],
  expiresAt: Date,
): Promise<StockShortfall[]> {
  if (needs.length === 0) return [];
  const wanted = sql.join(
    needs.map((n) => sql`(${n.lineId}::uuid, ${n.productId}::uuid, ${n.quantity}::int)`),
    sql`, `,
  );
  // `shelf` locks and reads the latest quantities; `short` reads all of it, so nothing is taken
  // or held unless every product has enough.
  const short = await db.execute<{ product_id: string; on_shelf: number }>(sql`
    WITH wanted (line_id, product_id, quantity) AS (VALUES ${wanted}),
    needed AS (
      SELECT product_id, sum(quantity)::int AS quantity FROM wanted GROUP BY product_id
    ),
    shelf AS MATERIALIZED (
      SELECT id, quantity FROM products
      WHERE id IN (SELECT product_id FROM needed) AND has_quantity
      ORDER BY id
      FOR UPDATE
    ),
    short AS MATERIALIZED (
      SELECT needed.product_id, greatest(coalesce(shelf.quantity, 0), 0) AS on_shelf
      FROM needed LEFT JOIN shelf ON shelf.id = needed.product_id
      WHERE shelf.quantity IS NULL OR shelf.quantity < needed.quantity
    ),
    taken AS (
      UPDATE products SET quantity = products.quantity - needed.quantity
      FROM needed JOIN shelf ON shelf.id = needed.product_id
      WHERE products.id = needed.product_id AND NOT EXISTS (SELECT 1 FROM short)
    ),
    held AS (
      INSERT INTO stock_reservations (order_product_id, product_id, quantity, expires_at)
      SELECT line_id, product_id, quantity, ${expiresAt.toISOString()}::timestamptz FROM wanted
      WHERE NOT EXISTS (SELECT 1 FROM short)
    )
    SELECT product_id, on_shelf FROM short`);
  return short.rows.map((r) => ({ productId: r.product_id, left: Number(r.on_shelf) }));
}

/**
 * Releases the holds `which` selects that are still open (and confirmed ones too when
 * `includeConfirmed`: a sale that stood) and puts their units back on the shelf, in one
 * statement, the product rows locked in id order like `holdStock`.
 */
async function release(db: DbOrTx, which: SQL, includeConfirmed = false) {
  const result = await db.execute<{ units: number }>(sql`
    WITH released AS (
      UPDATE stock_reservations SET released_at = ${new Date().toISOString()}::timestamptz
      WHERE ${which} AND released_at IS NULL
        ${includeConfirmed ? sql`` : sql`AND confirmed_at IS NULL`}
      RETURNING product_id, quantity
    ),
    returned AS (
      SELECT product_id, sum(quantity)::int AS quantity FROM released GROUP BY product_id
    ),
    shelf AS MATERIALIZED (
      SELECT id FROM products WHERE id IN (SELECT product_id FROM returned) ORDER BY id
      FOR UPDATE
    ),
    restocked AS (
      UPDATE products SET quantity = products.quantity + returned.quantity
      FROM returned JOIN shelf ON shelf.id = returned.product_id
      WHERE products.id = returned.product_id
    )
    SELECT coalesce(sum(quantity), 0)::int AS units FROM returned`);
  return Number(result.rows[0]?.units ?? 0);
}

const ofLines = (lineIds: string[]) =>
  sql`order_product_id IN (${sql.join(
    lineIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

export async function releaseLineReservations(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await release(db, ofLines(lineIds));
}

/**
 * A request that ends without a sale (denied, cancelled, its charge declined) gives back the
 * units it held, although they were confirmed when the order settled with the request on hold.
 */
export async function returnStockOfLines(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await release(db, ofLines(lineIds), true);
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

/** Units held by checkouts that were never paid go back on the shelf; answers how many. */
export function releaseExpiredReservations(db: DbOrTx) {
  return release(db, sql`expires_at < ${new Date().toISOString()}::timestamptz`);
}

/**
 * Confirms the holds these lines still have (not released) for a sale, and answers the lines
 * they belong to. The update locks the holds as it confirms them, so the expiry sweep, which
 * releases only unconfirmed holds, skips them from then on.
 */
export async function confirmLiveHolds(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  const rows = await liveHoldsConfirmed(db).execute({ lineIds });
  return rows.map((r) => r.lineId);
}

// The lines as one array parameter: one statement, whatever their number.
const liveHoldsConfirmed = preparedOnce((db) =>
  db
    .update(stockReservations)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        sql`${stockReservations.orderProductId} = any(${sql.placeholder('lineIds')}::uuid[])`,
        isNull(stockReservations.releasedAt),
      ),
    )
    .returning({ lineId: stockReservations.orderProductId })
    .prepare('live_holds_confirmed'),
);
