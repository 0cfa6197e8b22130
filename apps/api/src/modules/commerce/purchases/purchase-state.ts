import { randomUUID } from 'node:crypto';
import {
  canMovePurchase,
  FINAL_PURCHASE_STATUSES,
  initialPurchaseStatus,
  isFullyRefunded,
  needsCardPayment,
  returnsStock,
  soldOutWhilePayingMessage,
  type PlannedPurchase,
  type PurchaseStatus,
} from '@stayfront/core';
import type { DbOrTx, Tx } from '../../../db/client';
import type { OrderRow } from '../cart/cart.repository';
import {
  addPurchaseRefund,
  deletePurchasesOfOrder,
  insertPurchasesAndMoveOrder,
  linesOfPurchases,
  listOrderPurchases,
  listOrderStockLines,
  lockOrderForPayment,
  lockOrderPurchasesWithLines,
  markLinesRefunded,
  markOrderRefundedIfDone,
  setOrderState,
  setPurchaseStatus,
  updatePurchase,
  updatePurchases,
  updatePurchasesStillIn,
  type LineAssignment,
  type PurchaseRow,
  type StockLine,
} from './purchases.repository';
import {
  confirmLineReservations,
  confirmLiveHolds,
  holdStock,
  releaseLineReservations,
  returnStockOfLines,
} from './stock.repository';

// The one writer of purchase, line and order statuses: every move goes through this file, and
// the rules it follows (which moves exist, where a checkout starts, when a refund completes a
// purchase) are packages/core's commerce/purchase-status.ts.

export interface PurchaseMove {
  before: PurchaseRow;
  after: PurchaseRow;
}

function assertMove(from: PurchaseStatus, to: PurchaseStatus) {
  if (!canMovePurchase(from, to)) throw new Error(`A purchase cannot move from ${from} to ${to}.`);
}

/**
 * An order locked for a change of its payments, read once per transaction: the order, its
 * purchases as the moves made through this file leave them, and its lines once one is needed.
 */
export interface OrderInPayment {
  order: OrderRow;
  purchases: PurchaseRow[];
  lines?: StockLine[];
  /** Lines whose holds this transaction already confirmed for their sale. */
  confirmedLineIds: Set<string>;
}

/**
 * The order and its purchases locked, in the order the checkout takes them, with its lines: a
 * payment that lands keeps their stock, and the order settles with them.
 */
export async function lockOrderInPayment(
  tx: Tx,
  orderId: string,
): Promise<OrderInPayment | undefined> {
  const order = await lockOrderForPayment(tx, orderId);
  if (!order) return undefined;
  const { purchases, lines } = await lockOrderPurchasesWithLines(tx, orderId);
  return { order, purchases, lines, confirmedLineIds: new Set() };
}

async function linesOf(tx: Tx, within: OrderInPayment) {
  within.lines ??= await listOrderStockLines(tx, within.order.id);
  return within.lines;
}

const lineIdsOf = (lines: readonly StockLine[], purchaseIds: readonly string[]) =>
  lines.filter((l) => l.purchaseId && purchaseIds.includes(l.purchaseId)).map((l) => l.id);

/** Keeps the order's purchases as rows just written left them. */
export function keepCurrent(within: OrderInPayment, rows: readonly PurchaseRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  within.purchases = within.purchases.map((p) => byId.get(p.id) ?? p);
}

export interface LineSplit {
  ownerProfitCents: number;
  merchantAmountCents: number;
}

/**
 * A checkout attempt's purchases, each starting where its payment leaves it, with the lines'
 * money splits; the order is placed and waits for its payments. Answers the purchases in the
 * order planned.
 */
export async function placeOrder(
  tx: DbOrTx,
  orderId: string,
  planned: readonly PlannedPurchase[],
  lineSplits: ReadonlyMap<string, LineSplit>,
) {
  const values = planned.map((plan) => {
    const guestAmountCents = plan.amountCents + plan.convenienceFeeCents;
    // A request charged on approval needs the card saved (PROC until then), not paid.
    const needsCard = needsCardPayment({ isOffPlatform: plan.isOffPlatform, guestAmountCents });
    return {
      id: randomUUID(),
      orderId,
      merchantId: plan.merchantId,
      requiresApproval: plan.requiresApproval,
      chargeOnApproval: plan.chargeOnApproval && needsCard,
      isOffPlatform: plan.isOffPlatform,
      status: initialPurchaseStatus({ needsCard, requiresApproval: plan.requiresApproval }),
      amountCents: plan.amountCents,
      convenienceFeeCents: plan.convenienceFeeCents,
      guestAmountCents,
      ownerProfitCents: plan.ownerProfitCents,
      merchantAmountCents: plan.merchantAmountCents,
    };
  });
  const assignments: LineAssignment[] = planned.flatMap((plan, i) =>
    plan.lineIds.map((lineId) => ({
      lineId,
      purchaseId: values[i]!.id,
      ...lineSplits.get(lineId)!,
    })),
  );
  return insertPurchasesAndMoveOrder(tx, orderId, values, assignments, {
    status: 'PROC',
    isReady: false,
    hasError: false,
    placedAt: new Date(),
  });
}

/** The undo of placeOrder's purchases: the attempt's purchases go (its lines lose them). */
export function deleteAttemptPurchases(tx: DbOrTx, orderId: string) {
  return deletePurchasesOfOrder(tx, orderId);
}

/** After a declined card the order is a cart again. */
export async function reopenOrderAsCart(tx: DbOrTx, orderId: string) {
  await setOrderState(tx, orderId, { status: 'PEND', isReady: false, hasError: false });
}

/**
 * Moves a locked purchase to its next status. A request that leaves HOLD without a sale gives
 * its stock back; one the provider ended on its own (the authorisation lapsed) is recorded as
 * ended by the system.
 */
export async function movePurchase(
  tx: Tx,
  purchase: PurchaseRow,
  status: PurchaseStatus,
  failureMessage: string | null = null,
  within?: OrderInPayment,
): Promise<PurchaseMove> {
  assertMove(purchase.status, status);
  const endedByProvider = purchase.status === 'HOLD' && status === 'CNCL' && !purchase.decidedBy;
  const after = endedByProvider
    ? await updatePurchase(tx, purchase.id, {
        status,
        failureMessage,
        decidedBy: 'system',
        decidedAt: new Date(),
      })
    : await setPurchaseStatus(tx, purchase.id, status, failureMessage);
  if (returnsStock(purchase.status, status)) {
    const lineIds = within
      ? lineIdsOf(await linesOf(tx, within), [purchase.id])
      : (await linesOfPurchases(tx, [purchase.id])).map((l) => l.id);
    await returnStockOfLines(tx, lineIds);
  }
  if (within) keepCurrent(within, [after]);
  return { before: purchase, after };
}

/**
 * Requests charged on approval (locked, PROC) once the guest's card setup answered: saved, they
 * go on hold; refused, they fail like a declined payment.
 */
export async function settleAwaitingCard(
  tx: Tx,
  within: OrderInPayment,
  waiting: readonly PurchaseRow[],
  failureMessage: string | null,
) {
  const status: PurchaseStatus = failureMessage == null ? 'HOLD' : 'FAIL';
  for (const purchase of waiting) assertMove(purchase.status, status);
  const moved = await updatePurchases(
    tx,
    waiting.map((p) => p.id),
    { status, failureMessage },
  );
  keepCurrent(within, moved);
}

/** Requests charged on approval keep the card the primary payment saved and go on hold. */
export async function holdForChargeOnApproval(
  tx: Tx,
  within: OrderInPayment,
  waiting: readonly PurchaseRow[],
) {
  const held = await updatePurchasesStillIn(
    tx,
    waiting.map((p) => p.id),
    'PROC',
    { status: 'HOLD' },
  );
  keepCurrent(within, held);
}

/** Purchases waiting for their card charge (PROC when read) that will not be charged. */
export async function failWaitingPurchases(
  db: DbOrTx,
  waiting: readonly PurchaseRow[],
  failureMessage: string | null,
) {
  for (const purchase of waiting) assertMove(purchase.status, 'FAIL');
  return updatePurchases(
    db,
    waiting.map((p) => p.id),
    { status: 'FAIL', failureMessage },
  );
}

/**
 * A refund the provider accepted, on a purchase locked by the caller: its lines are refunded, the
 * purchase RFND once everything paid is back, and the order RFND once nothing of it stands.
 */
export async function recordRefund(
  tx: DbOrTx,
  purchase: PurchaseRow,
  lineIds: string[],
  amountCents: number,
) {
  await markLinesRefunded(tx, lineIds);
  const refunded = isFullyRefunded({
    amountRefundedCents: purchase.amountRefundedCents + amountCents,
    guestAmountCents: purchase.guestAmountCents,
  });
  await addPurchaseRefund(tx, purchase.id, amountCents, refunded ? 'RFND' : purchase.status);
  await markOrderRefundedIfDone(tx, purchase.orderId);
}

/**
 * When every purchase has a final status the order is ready: stock of paid lines is kept, stock
 * of failed lines goes back. Runs in the caller's transaction, once per order (row lock): answers
 * the order it settled, else null.
 */
export async function settleOrderIfDone(tx: Tx, orderId: string) {
  const order = await lockOrderForPayment(tx, orderId);
  if (!order) return null;
  const purchases = await listOrderPurchases(tx, orderId);
  return settleLockedOrder(tx, { order, purchases, confirmedLineIds: new Set() });
}

/** settleOrderIfDone on an order already read with its purchases in this transaction. */
export async function settleLockedOrder(tx: Tx, within: OrderInPayment) {
  const { order, purchases: all } = within;
  if (order.isReady) return null;
  if (all.length === 0 || all.some((p) => !FINAL_PURCHASE_STATUSES.includes(p.status))) return null;
  const failed = all.filter((p) => p.status === 'FAIL').map((p) => p.id);
  const succeeded = all.filter((p) => p.status !== 'FAIL').map((p) => p.id);
  const lines = await linesOf(tx, within);
  await releaseLineReservations(tx, lineIdsOf(lines, failed));
  await confirmLineReservations(
    tx,
    lineIdsOf(lines, succeeded).filter((id) => !within.confirmedLineIds.has(id)),
  );
  within.order = await setOrderState(tx, order.id, {
    isReady: true,
    hasError: failed.length > 0,
    status: succeeded.length > 0 && failed.length === 0 ? 'COMP' : 'FAIL',
  });
  return within.order;
}

/**
 * A purchase just paid keeps its stock for the sale: its held units are confirmed, and units whose
 * 30-minute hold lapsed (back on the shelf, maybe sold since) are taken again if they are there.
 * Answers the names of the products that are gone; then nothing is kept and the purchase's holds
 * are given back. Confirming locks the holds, so the expiry sweep cannot release one meanwhile.
 */
export async function keepStockForSale(tx: Tx, within: OrderInPayment, purchaseId: string) {
  const lines = (await linesOf(tx, within)).filter(
    (l) => l.purchaseId === purchaseId && l.hasQuantity,
  );
  const lineIds = lines.map((l) => l.id);
  const held = new Set(await confirmLiveHolds(tx, lineIds));
  const lapsed = lines.filter((l) => !held.has(l.id));
  const short = await holdStock(
    tx,
    lapsed.map((l) => ({ lineId: l.id, productId: l.productId, quantity: l.quantity })),
    new Date(),
  );
  const gone = [
    ...new Set(
      lapsed
        .filter((l) => short.some((s) => s.productId === l.productId))
        .map((l) => l.productName),
    ),
  ];
  // The holds still live were confirmed above, so giving them back must include confirmed ones.
  if (gone.length > 0) {
    await returnStockOfLines(tx, lineIds);
    return gone;
  }
  await confirmLineReservations(
    tx,
    lapsed.map((l) => l.id),
  );
  for (const id of lineIds) within.confirmedLineIds.add(id);
  return gone;
}

/** A purchase paid after its hold lapsed whose item is gone: it fails, its payment goes back. */
export async function failSoldOut(
  tx: Tx,
  within: OrderInPayment,
  purchase: PurchaseRow,
  productNames: string[],
): Promise<PurchaseMove> {
  assertMove(purchase.status, 'FAIL');
  const after = await updatePurchase(tx, purchase.id, {
    status: 'FAIL',
    failureMessage: soldOutWhilePayingMessage(productNames),
    soldOutWhilePaying: true,
  });
  keepCurrent(within, [after]);
  return { before: purchase, after };
}
