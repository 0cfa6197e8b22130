import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

export type PendingRequestRow = {
  id: string;
  order_id: string;
  order_number: string | number;
  product_name: string;
  quantity: number;
  delivery_date: string | null;
  amount_cents: number;
  convenience_fee_cents: number;
  owner_profit_cents: number;
  purchase_id: string;
  owner_uuid: string;
  merchant_id: string | null;
  is_off_platform: boolean;
  requested_at: string;
  store_id: string;
  store_name: string;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_email: string | null;
  user_email: string | null;
  user_is_anonymous: boolean | null;
  total: number | string;
};

/**
 * The lines on hold in the owner's stores: `o`, `p` and `op`. The 'hold' literal is written in
 * the SQL (not sent as a parameter) so the planner can use the partial index.
 */
const waitingLinesOf = (ownerId: string) => sql`FROM order_summaries w
  JOIN orders o ON o.id = w.id
  JOIN purchases p ON p.order_id = o.id AND p.status = 'HOLD'
  JOIN order_products op ON op.purchase_id = p.id
  WHERE 'hold' = ANY(w.line_statuses)
    AND w.store_id IN (SELECT id FROM stores WHERE owner_id = ${ownerId})`;

/**
 * Lines of the owner's purchases waiting for approval, in every store of the owner (an archived
 * store's request still needs an answer), as the pending-requests flag counts them. Oldest first:
 * their card authorisation lapses first. One pass gives the page and the total.
 *
 * The owner's orders with a purchase on hold are found by a partial index on the trigger-kept
 * `order_summaries.line_statuses` (only orders waiting for an answer are in it), store by
 * store, so the query reads the owner's waiting requests only: neither the owner's other orders
 * nor other owners' requests.
 */
export async function listPendingRequestLines(
  db: DbOrTx,
  ownerId: string,
  limit: number,
  offset: number,
): Promise<PendingRequestRow[]> {
  const result = await db.execute<PendingRequestRow>(sql`
    SELECT page.*, coalesce(page.bought_name, pr.product_name) AS product_name, s.store_name,
      c.first_name, c.last_name, c.phone, c.email AS customer_email,
      u.email AS user_email, u.is_anonymous AS user_is_anonymous
    FROM (
      SELECT op.id, o.id AS order_id, o.order_number, op.product_id,
        op.product_name AS bought_name, op.quantity,
        op.delivery_date::text AS delivery_date, op.amount_cents, op.convenience_fee_cents,
        op.owner_profit_cents, p.id AS purchase_id, p.owner_uuid, p.merchant_id,
        p.is_off_platform, p.created_at,
        to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS requested_at,
        o.store_id, o.currency, o.customer_id, o.guest_user_id,
        count(*) OVER () AS total
      ${waitingLinesOf(ownerId)}
      ORDER BY p.created_at, o.order_number, op.id
      LIMIT ${limit} OFFSET ${offset}
    ) page
    JOIN products pr ON pr.id = page.product_id
    JOIN stores s ON s.id = page.store_id
    LEFT JOIN customers c ON c.id = page.customer_id
    LEFT JOIN users u ON u.id = page.guest_user_id
    ORDER BY page.created_at, page.order_number, page.id`);
  return result.rows;
}

/** The total alone, for a page past the end (which has no row to carry it). */
export async function countPendingRequestLines(db: DbOrTx, ownerId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n
    ${waitingLinesOf(ownerId)}`);
  return Number(result.rows[0]?.n ?? 0);
}
