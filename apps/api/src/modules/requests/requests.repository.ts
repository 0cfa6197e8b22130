import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

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
 * Lines of the owner's purchases waiting for approval, in every store of the owner (an archived
 * store's request still needs an answer), as the pending-requests flag counts them. Oldest first:
 * their card authorisation lapses first. One pass gives the page and the total.
 *
 * Waiting purchases are few (a request is answered or lapses within days) while an owner can
 * have hundreds of thousands of orders, so the query starts from the waiting purchases (status
 * index) and looks each order up by key. `OFFSET 0` keeps that lookup: without it the planner may
 * prefer hashing the whole orders table.
 */
export async function listPendingRequestLines(
  db: DbOrTx,
  ownerId: string,
  limit: number,
  offset: number,
): Promise<PendingRequestRow[]> {
  const result = await db.execute<PendingRequestRow>(sql`
    SELECT page.*, pr.product_name, s.store_name,
      c.first_name, c.last_name, c.phone, c.email AS customer_email,
      u.email AS user_email, u.is_anonymous AS user_is_anonymous
    FROM (
      SELECT op.id, o.id AS order_id, o.order_number, op.product_id, op.quantity,
        op.delivery_date::text AS delivery_date, op.amount_cents, op.convenience_fee_cents,
        op.owner_profit_cents, p.id AS purchase_id, p.owner_uuid, p.merchant_id,
        p.is_off_platform, p.created_at,
        to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS requested_at,
        o.store_id, o.currency, o.customer_id, o.guest_user_id,
        count(*) OVER () AS total
      FROM purchases p
      CROSS JOIN LATERAL (SELECT * FROM orders o WHERE o.id = p.order_id OFFSET 0) o
      JOIN order_products op ON op.purchase_id = p.id
      WHERE p.status = 'HOLD'
        AND o.store_id IN (SELECT id FROM stores WHERE owner_id = ${ownerId})
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
    FROM purchases p
    CROSS JOIN LATERAL (SELECT * FROM orders o WHERE o.id = p.order_id OFFSET 0) o
    JOIN order_products op ON op.purchase_id = p.id
    WHERE p.status = 'HOLD'
      AND o.store_id IN (SELECT id FROM stores WHERE owner_id = ${ownerId})`);
  return Number(result.rows[0]?.n ?? 0);
}
