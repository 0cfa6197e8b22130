import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

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
export async function removeStaleAnonymousGuests(app: FastifyInstance): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await app.db.transaction(async (tx) => {
      // Locked so a second run (another process) skips them, and a checkout starting meanwhile
      // waits for the guest's row or sees it gone.
      const stale = await tx.execute<{ id: string }>(sql`
        SELECT u.id FROM users u
        WHERE u.is_anonymous AND u.role = 'GUEST'
          AND u.date_joined < now() - make_interval(days => ${STALE_GUEST_DAYS})
          AND NOT EXISTS (
            SELECT 1 FROM orders o
            WHERE o.guest_user_id = u.id
              AND (o.status <> 'PEND' OR o.customer_id IS NOT NULL OR o.placed_at IS NOT NULL
                OR EXISTS (SELECT 1 FROM purchases p WHERE p.order_id = o.id)))
          AND NOT EXISTS (SELECT 1 FROM affiliate_clicks c WHERE c.guest_user_id = u.id)
          AND NOT EXISTS (
            SELECT 1 FROM sessions s
            WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())
        ORDER BY u.date_joined
        LIMIT ${BATCH}
        FOR UPDATE OF u SKIP LOCKED`);
      const ids = stale.rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`DELETE FROM orders WHERE guest_user_id IN (${list})`);
      await tx.execute(sql`DELETE FROM users WHERE id IN (${list})`);
      return ids.length;
    });
    removed += count;
    if (count < BATCH) return removed;
  }
}
