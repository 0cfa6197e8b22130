import {
  STATUSES_LEAVING_ORDER_REFUNDED,
  type OrderStatus,
  type PurchaseStatus,
} from '@stayfront/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allKeys, jsonRows, rowFromJson, selectAs } from '../../../db/json-object';
import { lineProductName } from '../../../db/line-product-name';
import { parameterToSet, preparedOnce } from '../../../db/prepared';
import { orderProducts, orders, products, purchases } from '../../../db/schema/index';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

/**
 * Locks the order for a change of its payment: the checkout and the settling of its payments
 * each take this lock before any stock or purchase row, so they queue instead of deadlocking.
 * NO KEY UPDATE leaves the key-share locks of rows referencing the order free.
 */
export async function lockOrderForPayment(tx: DbOrTx, orderId: string) {
  const [order] = await orderForPayment(tx).execute({ orderId });
  return order;
}

const orderForPayment = preparedOnce((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('no key update')
    .prepare('order_for_payment'),
);

export function listOrderPurchases(db: DbOrTx, orderId: string) {
  return orderPurchases(db).execute({ orderId });
}

const orderPurchases = preparedOnce((db) =>
  db
    .select()
    .from(purchases)
    .where(eq(purchases.orderId, sql.placeholder('orderId')))
    .prepare('order_purchases'),
);

/**
 * The purchases of the order a query reads from `orders`, as one JSON text column, in the order
 * they were made; `purchasesFromJson` reads them back into rows.
 */
export const orderPurchasesJson = sql<string>`${jsonRows(
  sql`select ${selectAs(purchases, allKeys(purchases))} from ${purchases}
    where ${purchases.orderId} = ${orders.id}
    order by ${purchases.createdAt}, ${purchases.id}`,
)}::text`;

export const purchasesFromJson = (text: string) =>
  (JSON.parse(text) as Record<string, unknown>[]).map((purchase): PurchaseRow =>
    rowFromJson(purchases, purchase),
  );

/**
 * The order's purchases locked, after the order's own lock, in id order: the settling of a
 * payment and a refund both lock them so, and queue instead of deadlocking on the purchases.
 */
export function lockOrderPurchases(tx: DbOrTx, orderId: string) {
  return orderPurchasesLocked(tx).execute({ orderId });
}

const orderPurchasesLocked = preparedOnce((db) =>
  db
    .select()
    .from(purchases)
    .where(eq(purchases.orderId, sql.placeholder('orderId')))
    .orderBy(asc(purchases.id))
    .for('update')
    .prepare('order_purchases_locked'),
);

/** Attaches an intent to a purchase the event found by its metadata before the API stored it. */
export async function attachEventIntent(db: DbOrTx, purchaseId: string, paymentIntentId: string) {
  const [attached] = await db
    .update(purchases)
    .set({ paymentIntentId })
    .where(eq(purchases.id, purchaseId))
    .returning();
  return attached;
}

export async function findPurchase(db: DbOrTx, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

/** The purchase locked for a change; other deciders wait until this one commits. */
export async function lockPurchase(db: DbOrTx, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
}

/** Puts a line into its purchase with its money split. */
export interface LineAssignment {
  lineId: string;
  purchaseId: string;
  ownerProfitCents: number;
  merchantAmountCents: number;
}

/**
 * Inserts an attempt's purchases, puts the lines in them with their money splits and moves the
 * order, all in one statement (the order's status only from purchase-state.ts); answers the
 * purchases in the order given. The lines' references to the new purchases are checked at the
 * statement's end, when the purchases are in.
 */
export async function insertPurchasesAndMoveOrder(
  tx: DbOrTx,
  orderId: string,
  values: (NewPurchase & { id: string })[],
  assignments: LineAssignment[],
  change: { status: OrderStatus; isReady: boolean; hasError: boolean; placedAt: Date },
) {
  const at = change.placedAt.toISOString();
  const moved = tx.$with('moved', {}).as(sql`
    UPDATE orders SET status = ${change.status}, is_ready = ${change.isReady},
      has_error = ${change.hasError}, placed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    WHERE id = ${orderId}::uuid`);
  // Empty only for an order without lines, which the checkout refuses first. Each line keeps
  // its product's name as bought (an attempt after a declined card takes it again).
  const assigned = assignments.length
    ? [
        tx.$with('assigned', {}).as(sql`
          UPDATE order_products SET purchase_id = v.purchase_id,
            owner_profit_cents = v.owner_profit_cents, merchant_amount_cents = v.merchant_amount_cents,
            product_name = p.product_name
          FROM (VALUES ${sql.join(
            assignments.map(
              (a) =>
                sql`(${a.lineId}::uuid, ${a.purchaseId}::uuid, ${a.ownerProfitCents}::int, ${a.merchantAmountCents}::int)`,
            ),
            sql`, `,
          )}) AS v(id, purchase_id, owner_profit_cents, merchant_amount_cents), products p
          WHERE order_products.id = v.id AND p.id = order_products.product_id`),
      ]
    : [];
  const rows = await tx
    .with(moved, ...assigned)
    .insert(purchases)
    .values(values)
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return values.map((v) => byId.get(v.id)!);
}

export async function deletePurchasesOfOrder(tx: DbOrTx, orderId: string) {
  await tx.delete(purchases).where(eq(purchases.orderId, orderId));
}

export async function updatePurchase(db: DbOrTx, id: string, values: Partial<NewPurchase>) {
  const [row] = await db
    .update(purchases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  return row!;
}

/** A purchase's next status and failure message (null clears it), as a payment moves it. */
export async function setPurchaseStatus(
  db: DbOrTx,
  id: string,
  status: PurchaseStatus,
  failureMessage: string | null,
) {
  const [row] = await purchaseStatusSet(db).execute({
    id,
    status,
    failureMessage,
    updatedAt: new Date().toISOString(),
  });
  return row!;
}

const purchaseStatusSet = preparedOnce((db) =>
  db
    .update(purchases)
    .set({
      status: parameterToSet('status'),
      failureMessage: parameterToSet('failureMessage'),
      updatedAt: sql`${parameterToSet('updatedAt')}::timestamptz`,
    })
    .where(eq(purchases.id, sql.placeholder('id')))
    .returning()
    .prepare('purchase_status_set'),
);

/** Moves purchases still in `from` to `to`; the others changed meanwhile and keep their status. */
export async function updatePurchasesStillIn(
  tx: DbOrTx,
  ids: string[],
  from: PurchaseStatus,
  values: { status: PurchaseStatus; failureMessage?: string | null },
) {
  return tx
    .update(purchases)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inArray(purchases.id, ids), eq(purchases.status, from)))
    .returning();
}

/** The same for purchases read as `from` moments ago, without checking again. */
export async function updatePurchases(
  tx: DbOrTx,
  ids: string[],
  values: { status: PurchaseStatus; failureMessage: string | null },
) {
  return tx
    .update(purchases)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(purchases.id, ids))
    .returning();
}

/** Stores the payment that charges a purchase (the first of the API and the event wins). */
export async function attachIntent(db: DbOrTx, purchaseId: string, paymentIntentId: string) {
  await db
    .update(purchases)
    .set({ paymentIntentId })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.paymentIntentId)));
}

/**
 * The payment the guest confirms with the card: it charges this purchase, attached on the
 * locked order. Answers false when the purchase is gone (a concurrent checkout replaced its
 * attempt). One statement: it waits for the order's lock, and a purchase that a replacing
 * checkout deleted meanwhile is no longer there to update when the lock is granted.
 */
export async function attachPrimaryIntent(
  db: DbOrTx,
  orderId: string,
  purchaseId: string,
  paymentIntentId: string,
) {
  const attached = await db.execute(sql`
    WITH locked AS (
      SELECT ${orders.id} FROM ${orders} WHERE ${orders.id} = ${orderId}::uuid FOR NO KEY UPDATE
    )
    UPDATE ${purchases} SET payment_intent_id = ${paymentIntentId}, is_primary_payment = true
    FROM locked
    WHERE ${purchases.id} = ${purchaseId}::uuid AND ${purchases.orderId} = locked.id
    RETURNING ${purchases.id}`);
  return attached.rows.length > 0;
}

/** The order's lines with what holding their stock again needs of their product. */
export function listOrderStockLines(db: DbOrTx, orderId: string) {
  return orderStockLines(db).execute({ orderId });
}

// What settling a payment needs of a line: holding its stock again takes its product (a sold-out
// failure names it as the guest bought it).
const stockLineColumns = {
  id: orderProducts.id,
  purchaseId: orderProducts.purchaseId,
  productId: orderProducts.productId,
  quantity: orderProducts.quantity,
  productName: lineProductName,
  hasQuantity: products.hasQuantity,
};

const orderStockLines = preparedOnce((db) =>
  db
    .select(stockLineColumns)
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(eq(orderProducts.orderId, sql.placeholder('orderId')))
    .prepare('order_stock_lines'),
);

export type StockLine = Awaited<ReturnType<typeof listOrderStockLines>>[number];

/**
 * lockOrderPurchases and listOrderStockLines in one statement, after the order's own lock: the
 * settling of a payment needs both. Every writer of the purchases and the lines holds the order's
 * lock first, so neither read waits here, and both see what the lock's last holder committed.
 */
export async function lockOrderPurchasesWithLines(tx: DbOrTx, orderId: string) {
  const [row] = await orderPurchasesWithLinesLocked(tx).execute({ orderId });
  return {
    purchases: row ? purchasesFromJson(row.purchases) : [],
    lines: row ? (JSON.parse(row.lines) as StockLine[]) : [],
  };
}

const orderPurchasesWithLinesLocked = preparedOnce((db) =>
  db
    .select({
      purchases: sql<string>`${jsonRows(
        sql`select ${selectAs(purchases, allKeys(purchases))} from ${purchases}
          where ${purchases.orderId} = ${orders.id}
          order by ${purchases.id} for update`,
      )}::text`,
      lines: sql<string>`${jsonRows(
        sql`select ${sql.join(
          Object.entries(stockLineColumns).map(
            ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
          ),
          sql`, `,
        )} from ${orderProducts}
          join ${products} on ${products.id} = ${orderProducts.productId}
          where ${orderProducts.orderId} = ${orders.id}`,
      )}::text`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_purchases_with_lines_locked'),
);

export function linesOfPurchases(db: DbOrTx, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderProducts).where(inArray(orderProducts.purchaseId, purchaseIds));
}

export async function listOrderLineIds(db: DbOrTx, orderId: string) {
  const lines = await db
    .select({ id: orderProducts.id })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId));
  return lines.map((l) => l.id);
}

/** A change of an order; its status only from purchase-state.ts. */
export interface OrderChange {
  status?: OrderStatus;
  isReady?: boolean;
  hasError?: boolean;
  placedAt?: Date;
  customerId?: string;
  isPurchasableOffPlatform?: boolean;
}

/** Where an order stands: its status, whether it is ready, whether something of it failed. */
export async function setOrderState(
  db: DbOrTx,
  orderId: string,
  state: { status: OrderStatus; isReady: boolean; hasError: boolean },
) {
  const [row] = await orderStateSet(db).execute({
    orderId,
    ...state,
    updatedAt: new Date().toISOString(),
  });
  return row!;
}

const orderStateSet = preparedOnce((db) =>
  db
    .update(orders)
    .set({
      status: parameterToSet('status'),
      isReady: parameterToSet('isReady'),
      hasError: parameterToSet('hasError'),
      updatedAt: sql`${parameterToSet('updatedAt')}::timestamptz`,
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning()
    .prepare('order_state_set'),
);

export async function updateOrder(db: DbOrTx, orderId: string, values: OrderChange) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Marks lines refunded whole (amount and convenience fee). */
export async function markLinesRefunded(tx: DbOrTx, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await tx
    .update(orderProducts)
    .set({
      isRefunded: true,
      amountRefundedCents: sql`${orderProducts.amountCents} + ${orderProducts.convenienceFeeCents}`,
    })
    .where(inArray(orderProducts.id, lineIds));
}

/** Adds a refunded amount to a locked purchase and sets the status the refund leaves it in. */
export async function addPurchaseRefund(
  tx: DbOrTx,
  purchaseId: string,
  amountCents: number,
  status: PurchaseStatus,
) {
  const [row] = await tx
    .update(purchases)
    .set({
      amountRefundedCents: sql`${purchases.amountRefundedCents} + ${amountCents}`,
      status,
      updatedAt: new Date(),
    })
    .where(eq(purchases.id, purchaseId))
    .returning();
  return row!;
}

const leavingRefunded = sql.raw(
  STATUSES_LEAVING_ORDER_REFUNDED.map((status) => `'${status}'`).join(', '),
);

/** The order is RFND once one purchase is refunded and the others were refunded or never charged. */
export async function markOrderRefundedIfDone(tx: DbOrTx, orderId: string) {
  await tx.execute(sql`UPDATE orders SET status = 'RFND', updated_at = now()
    WHERE id = ${orderId}
      AND EXISTS (SELECT 1 FROM purchases WHERE order_id = ${orderId} AND status = 'RFND')
      AND NOT EXISTS (SELECT 1 FROM purchases WHERE order_id = ${orderId}
        AND status NOT IN (${leavingRefunded}))`);
}
