import { sql, type SQL } from 'drizzle-orm';
import {
  earnsProfitSql,
  lineFiguresSql,
  lineStatusSql,
  type ExtraFieldAnswer,
  type PurchaseStatus,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import type { TOrderFilters } from '@stayfront/core/contract';

/**
 * The orders the host sees: placed and settled (every payment answered). Carts and checkouts
 * still waiting for the card never show; an order whose card was declined shows with its failed
 * lines (spec: failed is one of the payment-status icons). `o` is orders, `s` its store.
 */
const placedAndSettled = sql`o.placed_at IS NOT NULL AND o.is_ready`;

function placedOrdersOf(ownerId: string): SQL {
  return sql`s.owner_id = ${ownerId} AND ${placedAndSettled}`;
}

/** The first and last instant (exclusive) of a YYYY-MM-DD range, in UTC. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'UTC'`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
const allOf = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

function placedWithin(column: SQL, start?: string, end?: string) {
  const parts: SQL[] = [];
  if (start) parts.push(sql`${column} >= ${dayStart(start)}`);
  if (end) parts.push(sql`${column} < ${dayAfter(end)}`);
  return parts;
}

function datedWithin(column: SQL, start?: string, end?: string) {
  const parts: SQL[] = [];
  if (start) parts.push(sql`${column} >= ${start}::date`);
  if (end) parts.push(sql`${column} <= ${end}::date`);
  return parts;
}

/**
 * The ids of the owner's orders with a line served in the range: a line's service date is its
 * delivery date, else the day the order was placed. Two index ranges per store of the owner
 * (lines by store and delivery date; orders by store and placed date, with the trigger-kept
 * `has_undated_line`), so neither the owner's orders nor other owners' lines are each visited.
 */
function servedOrderIds(ownerId: string, start?: string, end?: string): SQL {
  return sql`SELECT dl.order_id AS id FROM order_products dl
      WHERE dl.store_id IN (SELECT ds.id FROM stores ds WHERE ds.owner_id = ${ownerId})
        AND ${allOf(datedWithin(sql`dl.delivery_date`, start, end))}
    UNION
    SELECT uo.id FROM order_summaries uo JOIN stores us ON us.id = uo.store_id
      WHERE us.owner_id = ${ownerId} AND uo.is_ready AND uo.has_undated_line
        AND ${allOf(placedWithin(sql`uo.placed_at`, start, end))}`;
}

// A line's service date, for filters on one line at a time (`op` and its order `o`).
const lineServiceDate = sql`coalesce(op.delivery_date, (o.placed_at AT TIME ZONE 'UTC')::date)`;

/**
 * A line's status filter, without reading lines: `line_statuses` is kept by database triggers
 * from the order's purchases (a COMP purchase always has a completed line: lines are refunded
 * whole and a purchase whose lines are all refunded becomes RFND) and its refunds ledger (every
 * refund that went through has a COMP row there). It is in the summaries' index, so a
 * filtered count reads that index alone.
 */
function orderHasStatus(status: NonNullable<TOrderFilters['status']>): SQL {
  return sql`${status}::text = ANY(o.line_statuses)`;
}

/**
 * How many orders of each store the list shows under a status filter (the stores list's
 * "Orders (all time)" is the completed count), from the summaries' index alone.
 */
export async function countListedOrdersByStore(
  db: DbOrTx,
  storeIds: string[],
  status: NonNullable<TOrderFilters['status']>,
) {
  const counts = new Map<string, number>();
  if (storeIds.length === 0) return counts;
  const ids = sql.join(
    storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ store_id: string; n: number }>(sql`
    SELECT o.store_id, count(*)::int AS n FROM order_summaries o
    WHERE o.store_id IN (${ids}) AND ${placedAndSettled} AND ${orderHasStatus(status)}
    GROUP BY o.store_id`);
  for (const row of result.rows) counts.set(row.store_id, Number(row.n));
  return counts;
}

/** The same status on one line (`op` and its purchase `p`), for the products export. */
function lineHasStatus(status: NonNullable<TOrderFilters['status']>): SQL {
  return sql.raw(
    lineStatusSql(status, { purchaseStatus: 'p.status', isRefunded: 'op.is_refunded' }),
  );
}

/**
 * The filters on orders. `servedCheck` says how the date-of-service range is checked: by the
 * caller, which starts from the set of served orders (the list, which counts all the owner's
 * orders: see `listedOrders`), or per order (export pages, which read a few rows of one store at
 * a time and must not build the whole set again for each page).
 */
function orderFilters(
  ownerId: string,
  filters: TOrderFilters,
  servedCheck: 'by-caller' | 'per-order',
): SQL {
  const parts = [placedOrdersOf(ownerId)];
  if (filters.store_id) parts.push(sql`o.store_id = ${filters.store_id}`);
  if (filters.status) parts.push(orderHasStatus(filters.status));
  const { start_date: start, end_date: end } = filters;
  if (start || end) {
    if (filters.date_filter !== 'date_of_service') {
      parts.push(...placedWithin(sql`o.placed_at`, start, end));
    } else if (servedCheck === 'per-order') {
      parts.push(sql`EXISTS (SELECT 1 FROM order_products op
        WHERE op.order_id = o.id AND ${allOf(datedWithin(lineServiceDate, start, end))})`);
    }
  }
  return allOf(parts);
}

/** Line-level filters of the products export: each row is a line, so the line must match. */
function lineFilters(ownerId: string, filters: TOrderFilters): SQL {
  const parts = [placedOrdersOf(ownerId)];
  if (filters.store_id) parts.push(sql`o.store_id = ${filters.store_id}`);
  if (filters.status) parts.push(lineHasStatus(filters.status));
  const { start_date: start, end_date: end } = filters;
  if (filters.date_filter === 'date_of_service') {
    parts.push(...datedWithin(lineServiceDate, start, end));
  } else {
    parts.push(...placedWithin(sql`o.placed_at`, start, end));
  }
  return allOf(parts);
}

// Timestamps travel as text with microseconds: the keyset cursor must not lose precision, and
// drivers differ in how they parse timestamps.
const placedAtText = sql`to_char(o.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface OrderCursor {
  placedAt: string;
  id: string;
}

/**
 * Keyset condition after the last row of the previous page. The plain `placed_at <=` bound
 * repeats the row comparison so the (store_id, placed_at) index starts the scan at the cursor.
 */
const afterCursor = (after: OrderCursor | null, lineId?: string) => {
  if (!after) return sql``;
  const at = sql`${after.placedAt}::timestamptz`;
  return lineId
    ? sql`AND o.placed_at <= ${at} AND (o.placed_at, o.id, op.id) < (${at}, ${after.id}::uuid, ${lineId}::uuid)`
    : sql`AND o.placed_at <= ${at} AND (o.placed_at, o.id) < (${at}, ${after.id}::uuid)`;
};

export async function storeBelongsToOwner(db: DbOrTx, ownerId: string, storeId: string) {
  const result = await db.execute<{ found: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM stores WHERE id = ${storeId} AND owner_id = ${ownerId}) AS found`,
  );
  return Boolean(result.rows[0]?.found);
}

export type OrderRowData = {
  id: string;
  order_number: number;
  placed_at: string;
  currency: string;
  is_purchasable_off_platform: boolean | null;
  store_id: string;
  store_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_email: string | null;
  user_email: string | null;
  user_is_anonymous: boolean | null;
  refund_in_progress: boolean;
};

/**
 * The columns of a page of orders, read only for the rows of the page: `page` is a subquery that
 * picked the ids (orders and stores only), so the joins and subqueries here run once per row
 * shown, not once per row considered.
 */
function ordersOfPage(page: SQL, extraColumns = sql``, extraJoins = sql``) {
  return sql`SELECT o.id, o.order_number, ${placedAtText} AS placed_at, o.currency,
      o.is_purchasable_off_platform, o.store_id, s.store_name,
      c.first_name, c.last_name, c.phone, c.email AS customer_email,
      u.email AS user_email, u.is_anonymous AS user_is_anonymous,
      EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status = 'PEND')
        AS refund_in_progress
      ${extraColumns}
    FROM (${page}) page
    JOIN orders o ON o.id = page.id
    JOIN stores s ON s.id = o.store_id
    LEFT JOIN customers c ON c.id = o.customer_id
    LEFT JOIN users u ON u.id = o.guest_user_id
    ${extraJoins}
    ORDER BY o.placed_at DESC, o.id DESC`;
}

/**
 * The owner's orders matching `where`, read from their trigger-kept summaries (`o` has the
 * order's id, store, placing and line summaries: see `orderSummaries`); a page's other columns
 * come from the orders themselves (ordersOfPage).
 */
const ownerOrders = (where: SQL, source = sql`order_summaries o`) =>
  sql`FROM ${source} JOIN stores s ON s.id = o.store_id WHERE ${where}`;

/**
 * The owner's orders the list shows. A date-of-service range starts from the set of served
 * orders and looks each one up by key: cheaper than checking every order of the owner against
 * the set.
 */
function listedOrders(ownerId: string, filters: TOrderFilters) {
  const where = orderFilters(ownerId, filters, 'by-caller');
  const { start_date: start, end_date: end } = filters;
  if (filters.date_filter !== 'date_of_service' || !(start || end)) return ownerOrders(where);
  const served = sql`(${servedOrderIds(ownerId, start, end)}) served
    JOIN order_summaries o ON o.id = served.id`;
  return ownerOrders(where, served);
}

const newestFirst = sql`ORDER BY o.placed_at DESC, o.id DESC`;

/** One page of the owner's orders, newest first, and how many there are in all. */
export async function pageOwnerOrders(
  db: DbOrTx,
  ownerId: string,
  filters: TOrderFilters,
  limit: number,
  offset: number,
) {
  const from = listedOrders(ownerId, filters);
  const [page, total] = await Promise.all([
    db.execute<OrderRowData>(
      ordersOfPage(sql`SELECT o.id ${from} ${newestFirst} LIMIT ${limit} OFFSET ${offset}`),
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { rows: page.rows.map(normaliseOrderRow), count: Number(total.rows[0]?.n ?? 0) };
}

export type OrderExportRowData = OrderRowData & {
  status_codes: PurchaseStatus[] | null;
  items: number;
  paid_amount_cents: number;
  paid_fee_cents: number;
  refunded_cents: number;
  owner_profit_cents: number;
  off_platform_cents: number;
  any_refunded: boolean;
  has_card_sale: boolean;
};

/** The ledger's figures of a line (`op` and its purchase `p`), summed per order by the export. */
const figures = lineFiguresSql({
  purchaseStatus: 'p.status',
  isOffPlatform: 'p.is_off_platform',
  isRefunded: 'op.is_refunded',
  amountCents: 'op.amount_cents',
  convenienceFeeCents: 'op.convenience_fee_cents',
  ownerProfitCents: 'op.owner_profit_cents',
  amountRefundedCents: 'op.amount_refunded_cents',
});
const summed = (expression: string) => sql.raw(`coalesce(sum(${expression}), 0)::int`);
const cardSale = sql.raw(
  earnsProfitSql({
    purchaseStatus: 'p.status',
    isOffPlatform: 'p.is_off_platform',
    isRefunded: 'op.is_refunded',
  }),
);

/**
 * The stores an export walks through, by name: exports read one store at a time, each page an
 * index range of that store, so an owner's export reads every order once whatever its size.
 */
export async function listExportStores(db: DbOrTx, ownerId: string, storeId?: string) {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM stores
    WHERE owner_id = ${ownerId} ${storeId ? sql`AND id = ${storeId}` : sql``}
    ORDER BY lower(store_name), id`);
  return result.rows.map((row) => row.id);
}

/** The next page of one store's orders after `after` (keyset), with their totals, for the export. */
export async function readStoreOrdersAfter(
  db: DbOrTx,
  ownerId: string,
  storeId: string,
  filters: TOrderFilters,
  after: OrderCursor | null,
  limit: number,
) {
  const from = ownerOrders(orderFilters(ownerId, { ...filters, store_id: storeId }, 'per-order'));
  const result = await db.execute<OrderExportRowData>(
    ordersOfPage(
      sql`SELECT o.id ${from} ${afterCursor(after)} ${newestFirst} LIMIT ${limit}`,
      sql`, t.status_codes, t.items, t.paid_amount_cents, t.paid_fee_cents, t.refunded_cents,
        t.owner_profit_cents, t.off_platform_cents, t.any_refunded, t.has_card_sale`,
      sql`CROSS JOIN LATERAL (SELECT array_agg(DISTINCT p.status) AS status_codes,
          coalesce(sum(op.quantity), 0)::int AS items,
          ${summed(figures.paidAmountCents)} AS paid_amount_cents,
          ${summed(figures.paidFeeCents)} AS paid_fee_cents,
          ${summed(figures.refundedCents)} AS refunded_cents,
          ${summed(figures.ownerProfitCents)} AS owner_profit_cents,
          ${summed(figures.offPlatformCents)} AS off_platform_cents,
          coalesce(bool_or(op.is_refunded), false) AS any_refunded,
          coalesce(bool_or(${cardSale}), false) AS has_card_sale
        FROM order_products op JOIN purchases p ON p.id = op.purchase_id
        WHERE op.order_id = o.id) t`,
    ),
  );
  return result.rows.map(normaliseOrderRow);
}

function normaliseOrderRow<T extends OrderRowData>(row: T): T {
  return { ...row, order_number: Number(row.order_number) };
}

export type PurchaseRowData = {
  id: string;
  order_id: string;
  merchant_id: string | null;
  status: PurchaseStatus;
  is_off_platform: boolean;
  owner_uuid: string;
  decided_by: string | null;
};

/** The guest's chosen price option: its name, or its time for early check-in and late check-out. */
const optionColumn = sql.raw(
  `coalesce(nullif(pp.label, ''), left(pp.time_label, 5), '') AS option`,
);

/** jsonb arrives parsed from node-postgres and as text from PGlite's raw queries. */
export function extraAnswersOf(value: ExtraFieldAnswer[] | string): ExtraFieldAnswer[] {
  const answers = typeof value === 'string' ? (JSON.parse(value) as ExtraFieldAnswer[]) : value;
  return answers.map(({ label, value: answer }) => ({ label, value: answer }));
}

export type LineRowData = {
  id: string;
  order_id: string;
  purchase_id: string | null;
  product_name: string;
  option: string;
  extra_field_values: ExtraFieldAnswer[] | string;
  category: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  convenience_fee_cents: number;
  owner_profit_cents: number;
  amount_refunded_cents: number;
  is_refunded: boolean;
  delivery_date: string | null;
};

/** The purchases and lines of a page of orders: two queries whatever the page size. */
export async function loadOrderContents(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return { purchases: [], lines: [] };
  const ids = sql`ARRAY[${sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [purchaseRows, lineRows] = await Promise.all([
    db.execute<PurchaseRowData>(sql`SELECT id, order_id, merchant_id, status, is_off_platform,
        owner_uuid, decided_by
      FROM purchases WHERE order_id = ANY(${ids}) ORDER BY created_at, id`),
    db.execute<LineRowData>(sql`SELECT op.id, op.order_id, op.purchase_id,
        coalesce(op.product_name, pr.product_name) AS product_name,
        ${optionColumn}, op.extra_field_values, pr.category, op.quantity, op.unit_price_cents, op.amount_cents, op.convenience_fee_cents,
        op.owner_profit_cents, op.amount_refunded_cents, op.is_refunded,
        op.delivery_date::text AS delivery_date
      FROM order_products op JOIN products pr ON pr.id = op.product_id
      LEFT JOIN product_prices pp ON pp.id = op.product_price_id
      WHERE op.order_id = ANY(${ids}) ORDER BY op.created_at, op.id`),
  ]);
  return { purchases: purchaseRows.rows, lines: lineRows.rows };
}

export type ProductSaleRowData = {
  id: string;
  order_id: string;
  order_number: number;
  placed_at: string;
  delivery_date: string | null;
  store_name: string;
  currency: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_email: string | null;
  user_email: string | null;
  user_is_anonymous: boolean | null;
  product_name: string;
  option: string;
  extra_field_values: ExtraFieldAnswer[] | string;
  category: string;
  purchase_status: PurchaseStatus;
  is_refunded: boolean;
  is_off_platform: boolean;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  convenience_fee_cents: number;
  amount_refunded_cents: number;
  owner_profit_cents: number;
};

export interface LineCursor extends OrderCursor {
  lineId: string;
}

/** The next page of one store's sold lines after `after` (keyset), for the products export. */
export async function readStoreLinesAfter(
  db: DbOrTx,
  ownerId: string,
  storeId: string,
  filters: TOrderFilters,
  after: LineCursor | null,
  limit: number,
) {
  const cursor = afterCursor(after, after?.lineId);
  const result = await db.execute<ProductSaleRowData>(sql`SELECT op.id, o.id AS order_id,
      o.order_number, ${placedAtText} AS placed_at, op.delivery_date::text AS delivery_date,
      s.store_name, o.currency, c.first_name, c.last_name, c.phone, c.email AS customer_email,
      u.email AS user_email, u.is_anonymous AS user_is_anonymous,
      coalesce(op.product_name, pr.product_name) AS product_name, ${optionColumn},
      op.extra_field_values, pr.category, p.status AS purchase_status, op.is_refunded, p.is_off_platform, op.quantity, op.unit_price_cents, op.amount_cents,
      op.convenience_fee_cents, op.amount_refunded_cents, op.owner_profit_cents
    FROM order_products op
    JOIN orders o ON o.id = op.order_id
    JOIN stores s ON s.id = o.store_id
    JOIN purchases p ON p.id = op.purchase_id
    JOIN products pr ON pr.id = op.product_id
    LEFT JOIN product_prices pp ON pp.id = op.product_price_id
    LEFT JOIN customers c ON c.id = o.customer_id
    LEFT JOIN users u ON u.id = o.guest_user_id
    WHERE ${lineFilters(ownerId, { ...filters, store_id: storeId })} ${cursor}
    ORDER BY o.placed_at DESC, o.id DESC, op.id DESC LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row, order_number: Number(row.order_number) }));
}
