import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, purchases } from '../../../db/schema/index';

/** Purchases still waiting for their card payment, checked out before `cutoff`, oldest first. */
export function listProcessingPurchases(db: DbOrTx, cutoff: Date, limit: number) {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'PROC'),
        isNotNull(purchases.paymentIntentId),
        lt(purchases.createdAt, cutoff),
      ),
    )
    .orderBy(asc(purchases.createdAt))
    .limit(limit);
}

/**
 * Orders placed before `cutoff` and not settled although every purchase has answered: the
 * process stopped between a purchase's last move and the settling of its order.
 */
export async function listUnsettledAnsweredOrders(db: DbOrTx, cutoff: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PROC'),
        eq(orders.isReady, false),
        lt(orders.placedAt, cutoff),
        sql`EXISTS (SELECT 1 FROM ${purchases} p WHERE p.order_id = ${orders.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${purchases} p WHERE p.order_id = ${orders.id}
          AND p.status IN ('PEND', 'PROC'))`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
