import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { stockReservations } from '../../../db/schema/index';

/**
 * Confirms the holds these lines still have (not released) for a sale, and answers the lines
 * they belong to. The update locks the holds as it confirms them, so the expiry sweep, which
 * releases only unconfirmed holds, skips them from then on.
 */
export async function confirmLiveHolds(db: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  const rows = await db
    .update(stockReservations)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(inArray(stockReservations.orderProductId, lineIds), isNull(stockReservations.releasedAt)),
    )
    .returning({ lineId: stockReservations.orderProductId });
  return rows.map((r) => r.lineId);
}
