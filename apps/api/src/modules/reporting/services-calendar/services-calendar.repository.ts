import {
  lineStatusSql,
  type OrderStatusFilter,
  type PurchaseStatus,
  type ServicesCalendarDateFilter,
} from '@stayfront/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { stores } from '../../../db/schema/index';

export interface CalendarQuery {
  ownerId: string;
  storeId?: string;
  status?: OrderStatusFilter;
  dateFilter: ServicesCalendarDateFilter;
  /** YYYY-MM-DD, both days included. */
  start: string;
  end: string;
}

/**
 * Where the next page starts. Rows are ordered by their date (the service date, or the order
 * day when filtering by date of order), then order number, then line id.
 */
export interface CalendarCursor {
  sortDate: string;
  orderNumber: number;
  id: string;
}

export type CalendarLineRow = {
  id: string;
  order_id: string;
  order_number: string | number;
  purchase_id: string;
  owner_uuid: string;
  product_name: string;
  option: string;
  quantity: number;
  sort_date: string;
  service_date: string;
  delivery_date: string | null;
  placed_at: string;
  store_id: string;
  store_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_email: string | null;
  user_email: string | null;
  user_is_anonymous: boolean | null;
  note: string;
  extra_field_values: { label: string; value: string }[] | string;
  purchase_status: PurchaseStatus;
  is_refunded: boolean;
  amount_cents: number;
  convenience_fee_cents: number;
  currency: string;
  is_off_platform: boolean;
  total: number | string;
};

/**
 * The line statuses the filter picks, as order lists show them: a refunded line of a completed
 * purchase counts as refunded, not completed. Without a filter: every paid line (no carts, no
 * payments in flight or failed).
 */
function statusCondition(status: OrderStatusFilter | undefined): SQL {
  return sql.raw(
    lineStatusSql(status, { purchaseStatus: 'p.status', isRefunded: 'op.is_refunded' }),
  );
}

/** The UTC day an order was placed (dates on the wire are UTC days, DESIGN: API conventions). */
const PLACED_DAY = sql`(o.placed_at AT TIME ZONE 'UTC')::date`;

const BRANCH_COLUMNS = sql`op.id, op.order_id, op.purchase_id, op.product_id, op.product_price_id,
  op.product_name, op.quantity, op.note, op.extra_field_values, op.is_refunded, op.amount_cents,
  op.convenience_fee_cents, op.delivery_date, o.order_number, o.placed_at, o.currency,
  o.customer_id, o.guest_user_id, o.store_id, p.status AS purchase_status, p.owner_uuid,
  p.is_off_platform`;

/**
 * The owner's paid lines in range, with their service date (the delivery date, else the day the
 * order was placed: DESIGN, payouts) and the date they sort by. By date of service the two kinds
 * of line are read separately, each through its own index (delivery date; store and placed
 * time), since no index serves one OR across both tables.
 */
function linesInRange(query: CalendarQuery): SQL {
  const ownerStores = query.storeId
    ? sql`(SELECT id FROM stores WHERE owner_id = ${query.ownerId} AND id = ${query.storeId})`
    : sql`(SELECT id FROM stores WHERE owner_id = ${query.ownerId})`;
  const dayAfterEnd = new Date(`${query.end}T00:00:00.000Z`);
  dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
  const placedInRange = sql`o.placed_at >= ${`${query.start}T00:00:00.000Z`}::timestamptz
    AND o.placed_at < ${dayAfterEnd.toISOString()}::timestamptz`;
  const status = statusCondition(query.status);
  if (query.dateFilter === 'date_of_order') {
    return sql`
      SELECT ${BRANCH_COLUMNS}, ${PLACED_DAY} AS sort_date,
        coalesce(op.delivery_date, ${PLACED_DAY}) AS service_date
      FROM orders o
      JOIN order_products op ON op.order_id = o.id
      JOIN purchases p ON p.id = op.purchase_id
      WHERE o.store_id IN ${ownerStores} AND ${placedInRange} AND ${status}`;
  }
  return sql`
    SELECT ${BRANCH_COLUMNS}, op.delivery_date AS sort_date, op.delivery_date AS service_date
    FROM order_products op
    JOIN orders o ON o.id = op.order_id
    JOIN purchases p ON p.id = op.purchase_id
    WHERE op.delivery_date BETWEEN ${query.start}::date AND ${query.end}::date
      AND o.store_id IN ${ownerStores} AND ${status}
    UNION ALL
    SELECT ${BRANCH_COLUMNS}, ${PLACED_DAY}, ${PLACED_DAY}
    FROM orders o
    JOIN order_products op ON op.order_id = o.id
    JOIN purchases p ON p.id = op.purchase_id
    WHERE op.delivery_date IS NULL AND o.store_id IN ${ownerStores} AND ${placedInRange}
      AND ${status}`;
}

export async function countCalendarLines(db: DbOrTx, query: CalendarQuery): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${linesInRange(query)}) l`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * One page of lines, by offset (the list) or after a cursor (the export's keyset pages), with
 * the number of lines in range as `total`. Only the page's rows are joined to their details.
 */
export async function listCalendarLines(
  db: DbOrTx,
  query: CalendarQuery,
  page: { limit: number; offset?: number; after?: CalendarCursor | null },
): Promise<CalendarLineRow[]> {
  const after = page.after
    ? sql`WHERE (l.sort_date, l.order_number, l.id) >
        (${page.after.sortDate}::date, ${page.after.orderNumber}::bigint, ${page.after.id}::uuid)`
    : sql``;
  const result = await db.execute<CalendarLineRow>(sql`
    SELECT l.id, l.order_id, l.order_number, l.purchase_id, l.owner_uuid,
      coalesce(l.product_name, pr.product_name) AS product_name, coalesce(nullif(pp.label, ''), left(pp.time_label, 5), '') AS option,
      l.quantity, l.sort_date::text AS sort_date, l.service_date::text AS service_date,
      l.delivery_date::text AS delivery_date,
      to_char(l.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS placed_at,
      s.id AS store_id, s.store_name,
      c.first_name, c.last_name, c.phone, c.email AS customer_email,
      u.email AS user_email, u.is_anonymous AS user_is_anonymous,
      l.note, l.extra_field_values, l.purchase_status, l.is_refunded,
      l.amount_cents, l.convenience_fee_cents, l.currency, l.is_off_platform, l.total
    FROM (
      SELECT l.*, count(*) OVER () AS total
      FROM (${linesInRange(query)}) l
      ${after}
      ORDER BY l.sort_date, l.order_number, l.id
      LIMIT ${page.limit} OFFSET ${page.offset ?? 0}
    ) l
    JOIN stores s ON s.id = l.store_id
    JOIN products pr ON pr.id = l.product_id
    LEFT JOIN product_prices pp ON pp.id = l.product_price_id
    LEFT JOIN customers c ON c.id = l.customer_id
    LEFT JOIN users u ON u.id = l.guest_user_id
    ORDER BY l.sort_date, l.order_number, l.id`);
  return result.rows;
}

export async function isOwnerStore(db: DbOrTx, ownerId: string, storeId: string): Promise<boolean> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.ownerId, ownerId)));
  return store != null;
}
