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
import {
  addPurchaseRefund,
  assignLinesAndMoveOrder,
  deletePurchasesOfOrder,
  insertPurchases,
  linesOfPurchases,
  listOrderPurchases,
  lockOrderForPayment,
  markLinesRefunded,
  markOrderRefundedIfDone,
  updateOrder,
  updatePurchase,
  updatePurchases,
  updatePurchasesStillIn,
  type LineAssignment,
  type PurchaseRow,
} from './purchases.repository';
import {
  confirmLineReservations,
  lockLiveHolds,
  holdStock,
  releaseLineReservations,
  returnStockOfLines,
  stockedLinesOfPurchase,
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
  const created = await insertPurchases(tx, values);
  const assignments: LineAssignment[] = planned.flatMap((plan, i) =>
    plan.lineIds.map((lineId) => ({
      lineId,
      purchaseId: values[i]!.id,
      ...lineSplits.get(lineId)!,
    })),
  );
  await assignLinesAndMoveOrder(tx, orderId, assignments, {
    status: 'PROC',
    isReady: false,
    hasError: false,
    placedAt: new Date(),
  });
  return created;
}

/** The undo of placeOrder's purchases: the attempt's purchases go (its lines lose them). */
export function deleteAttemptPurchases(tx: DbOrTx, orderId: string) {
  return deletePurchasesOfOrder(tx, orderId);
}

/** After a declined card the order is a cart again. */
export async function reopenOrderAsCart(tx: DbOrTx, orderId: string) {
  await updateOrder(tx, orderId, { status: 'PEND', isReady: false, hasError: false });
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
): Promise<PurchaseMove> {
  assertMove(purchase.status, status);
  const endedByProvider = purchase.status === 'HOLD' && status === 'CNCL' && !purchase.decidedBy;
  const after = await updatePurchase(tx, purchase.id, {
    status,
    failureMessage,
    ...(endedByProvider ? { decidedBy: 'system', decidedAt: new Date() } : {}),
  });
  if (returnsStock(purchase.status, status)) {
    const lines = await linesOfPurchases(tx, [purchase.id]);
    await returnStockOfLines(
      tx,
      lines.map((l) => l.id),
    );
  }
  return { before: purchase, after };
}

/**
 * Requests charged on approval (locked, PROC) once the guest's card setup answered: saved, they
 * go on hold; refused, they fail like a declined payment.
 */
export async function settleAwaitingCard(
  tx: DbOrTx,
  waiting: readonly PurchaseRow[],
  failureMessage: string | null,
) {
  const status: PurchaseStatus = failureMessage == null ? 'HOLD' : 'FAIL';
  for (const purchase of waiting) assertMove(purchase.status, status);
  await updatePurchases(
    tx,
    waiting.map((p) => p.id),
    { status, failureMessage },
  );
}

/** Requests charged on approval keep the card the primary payment saved and go on hold. */
export async function holdForChargeOnApproval(tx: DbOrTx, waiting: readonly PurchaseRow[]) {
  await updatePurchasesStillIn(
    tx,
    waiting.map((p) => p.id),
    'PROC',
    { status: 'HOLD' },
  );
}

/** A purchase waiting for its card charge (PROC when read) that will not be charged. */
export async function failWaitingPurchase(
  db: DbOrTx,
  purchase: PurchaseRow,
  failureMessage: string | null,
) {
  assertMove(purchase.status, 'FAIL');
  await updatePurchase(db, purchase.id, { status: 'FAIL', failureMessage });
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
  if (!order || order.isReady) return null;
  const all = await listOrderPurchases(tx, orderId);
  if (all.length === 0 || all.some((p) => !FINAL_PURCHASE_STATUSES.includes(p.status))) return null;
  const failed = all.filter((p) => p.status === 'FAIL');
  const succeeded = all.filter((p) => p.status !== 'FAIL');
  const lineIdsOf = async (list: PurchaseRow[]) =>
    (
      await linesOfPurchases(
        tx,
        list.map((p) => p.id),
      )
    ).map((l) => l.id);
  await releaseLineReservations(tx, await lineIdsOf(failed));
  await confirmLineReservations(tx, await lineIdsOf(succeeded));
  return updateOrder(tx, orderId, {
    isReady: true,
    hasError: failed.length > 0,
    status: succeeded.length > 0 && failed.length === 0 ? 'COMP' : 'FAIL',
  });
}

/**
 * A purchase just paid keeps its stock for the sale: its held units are confirmed, and units whose
 * 30-minute hold lapsed (back on the shelf, maybe sold since) are taken again if they are there.
 * Answers the names of the products that are gone; then nothing is kept and the purchase's holds
 * are given back. The holds are locked first, so the expiry sweep cannot release one meanwhile.
 */
export async function keepStockForSale(tx: Tx, purchaseId: string) {
  const lines = await stockedLinesOfPurchase(tx, purchaseId);
  const lineIds = lines.map((l) => l.lineId);
  const held = new Set(await lockLiveHolds(tx, lineIds));
  const lapsed = lines.filter((l) => !held.has(l.lineId));
  const short = await holdStock(tx, lapsed, new Date());
  const gone = [
    ...new Set(
      lapsed
        .filter((l) => short.some((s) => s.productId === l.productId))
        .map((l) => l.productName),
    ),
  ];
  if (gone.length > 0) await releaseLineReservations(tx, lineIds);
  else await confirmLineReservations(tx, lineIds);
  return gone;
}

/** A purchase paid after its hold lapsed whose item is gone: it fails, its payment goes back. */
export async function failSoldOut(tx: Tx, purchase: PurchaseRow, productNames: string[]) {
  assertMove(purchase.status, 'FAIL');
  const after = await updatePurchase(tx, purchase.id, {
    status: 'FAIL',
    failureMessage: soldOutWhilePayingMessage(productNames),
    soldOutWhilePaying: true,
  });
  return { before: purchase, after };
}
