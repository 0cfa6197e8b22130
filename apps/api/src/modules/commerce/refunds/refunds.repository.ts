import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { balances, orderProducts, orders, refunds, stores } from '../../../db/schema/index';
import type { purchases } from '../../../db/schema/index';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundPurchaseRow = typeof purchases.$inferSelect;
export type RefundLineRow = typeof orderProducts.$inferSelect;

// Only placed, settled orders can be refunded: the same orders the host's list shows.
const placedOrder = and(isNotNull(orders.placedAt), eq(orders.isReady, true));

/** An order of one owner's stores (the owner filter in the WHERE clause), or undefined. */
export async function findOwnerOrder(db: DbOrTx, ownerId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders, ownerId: stores.ownerId, storeName: stores.storeName })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, orderId), eq(stores.ownerId, ownerId), placedOrder));
  return row;
}

/** The order id of a line of one owner's placed orders, or undefined. */
export async function findOwnerLineOrderId(db: DbOrTx, ownerId: string, lineId: string) {
  const [row] = await db
    .select({ orderId: orderProducts.orderId })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orderProducts.id, lineId), eq(stores.ownerId, ownerId), placedOrder));
  return row?.orderId;
}

export function listOrderLines(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.createdAt), asc(orderProducts.id));
}

export function listOrderRefunds(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function insertRefunds(tx: DbOrTx, rows: (typeof refunds.$inferInsert)[]) {
  return tx.insert(refunds).values(rows).returning();
}

export function listRequestRefunds(db: DbOrTx, requestId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.requestId, requestId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Moves a refund out of PEND; answers undefined when another process already did. */
export async function finishRefund(
  tx: DbOrTx,
  refundId: string,
  values: Pick<RefundRow, 'status'> & Partial<RefundRow>,
) {
  const [row] = await tx
    .update(refunds)
    .set({ ...values, completedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PEND')))
    .returning();
  return row;
}

/** A refund the provider holds as pending: its id is kept, so recovery can ask about it. */
export async function keepRefundPending(db: DbOrTx, refundId: string, providerRefundId: string) {
  await db
    .update(refunds)
    .set({ providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PEND')));
}

/** PEND refunds written before `cutoff`, oldest first. */
export function listLeftBehindRefunds(db: DbOrTx, cutoff: Date, limit = 200) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'PEND'), lt(refunds.createdAt, cutoff)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit);
}

/** Who a balance for this order belongs to: the store's owner. */
export async function findOrderStore(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ ownerId: stores.ownerId, storeId: stores.id, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row!;
}

export async function insertBalance(tx: DbOrTx, values: typeof balances.$inferInsert) {
  const [row] = await tx.insert(balances).values(values).returning();
  return row!;
}
