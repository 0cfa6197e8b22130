import type { Db } from '../../../db/client';
import { deleteGuestsWithCarts, lockStaleAnonymousGuests } from './accounts.repository';

/** An anonymous guest with nothing bought is removed this long after it was made. */
export const STALE_GUEST_DAYS = 30;
const BATCH = 500;

/**
 * Removes anonymous guests older than STALE_GUEST_DAYS that have no live session and no order
 * that reached checkout (a customer, a purchase, a status past PEND or a placed date): such an
 * order is a host's sale record and keeps its guest. Their carts go with them (order lines,
 * reservations and the like cascade from the order). Guests with affiliate clicks are kept too,
 * as the clicks are the host's statistics. Returns how many accounts were removed.
 */
export async function removeStaleAnonymousGuests(db: Db): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const ids = await lockStaleAnonymousGuests(tx, STALE_GUEST_DAYS, BATCH);
      if (ids.length === 0) return 0;
      await deleteGuestsWithCarts(tx, ids);
      return ids.length;
    });
    removed += count;
    if (count < BATCH) return removed;
  }
}
