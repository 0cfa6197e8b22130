import { randomUUID } from 'node:crypto';
import {
  balanceForPaidOutRefund,
  lineRefundability,
  orderRefundability,
  refundMessages,
  type RefundableLineFacts,
  type RefundType,
} from '@stayfront/core';
import { nonFieldError, notFound } from '../../../errors';
import { PaymentProviderError, type ProviderRefund } from '../../../lib/payments/payment-provider';
import type { AuthContext } from '../../../plugins/session';
import type { CommerceDeps } from '../deps';
import { passCrashPoint } from '../crash-points';
import { runSteps } from '../flow';
import { sendRefundEmail } from '../notifications/refund-email';
import { recordRefund } from '../purchases/purchase-state';
import { findPurchase, lockOrderPurchases } from '../purchases/purchases.repository';
import {
  findOwnerLineOrderId,
  findOrderStore,
  findOwnerOrder,
  finishRefund,
  insertBalance,
  insertRefunds,
  listOrderLines,
  listOrderRefunds,
  listRequestRefunds,
  keepRefundPending,
  listLeftBehindRefunds,
  type RefundLineRow,
  type RefundPurchaseRow,
  type RefundRow,
} from './refunds.repository';

// A refund, step by step, with the undo of each beside it:
//   1. plan          what each purchase gives back (nothing to undo)
//   2. pending rows  one PEND row per purchase, keyed by line or purchase and attempt; undo: the
//                    row is closed as failed when the provider refused, so a new attempt can go
//   3. send          to the provider, with the row's key as idempotency key (kept on the refund)
//   4. complete      lines, purchase and order refunded (purchases/), a DECR balance for profit
//                    already paid out; a refund the provider still has pending stays PEND
//   5. recover       a row whose answer was never heard stays PEND; once it is left behind, the
//                    reconciliation job, the next request for the same refund or a status poll
//                    asks the provider for the refund made with its key, and completes or fails
//                    it by the answer; when none was made it sends it, same key
// Steps 1 and 2 are one transaction on the order's locked purchases; 3 to 5 go row by row.

type HostAuth = AuthContext & { ownerId: string };

export type RefundTarget =
  { type: 'order'; orderId: string } | { type: 'orderproduct'; lineId: string };

/**
 * A PEND refund older than this counts as left behind (the process died between writing it and
 * hearing from the provider, or the provider has it pending): recovery asks the provider about
 * it. Asking earlier would be safe too (a lookup changes nothing, a repeated send with the same
 * key is answered with the first one's refund or, while that one runs, with an unknown outcome),
 * but it would cost a provider call for every refund still on its way.
 */
export const REDRIVE_AFTER_MS = 15_000;

export const REFUND_EXCEEDS_PAID = 'The refund exceeds what was paid.';
const REFUND_FAILED = 'The refund failed. Please try again later.';

interface PlannedRefund {
  purchase: RefundPurchaseRow;
  lineId: string | null;
  amountCents: number;
}

function factsOf(line: RefundLineRow, purchase: RefundPurchaseRow): RefundableLineFacts {
  return {
    purchaseStatus: purchase.status,
    isOffPlatform: purchase.isOffPlatform,
    isRefunded: line.isRefunded,
    guestAmountCents: line.amountCents + line.convenienceFeeCents,
    refundInProgress: false,
  };
}

const unrefundedCents = (line: RefundLineRow) =>
  line.amountCents + line.convenienceFeeCents - line.amountRefundedCents;

function planLineRefund(
  purchaseRows: RefundPurchaseRow[],
  lines: RefundLineRow[],
  lineId: string,
): PlannedRefund[] {
  const line = lines.find((l) => l.id === lineId);
  const purchase = purchaseRows.find((p) => p.id === line?.purchaseId);
  if (!line || !purchase) throw nonFieldError(refundMessages.processing);
  const verdict = lineRefundability(factsOf(line, purchase));
  if (!verdict.is_refundable) throw nonFieldError(verdict.non_refundable_reason!);
  return [{ purchase, lineId: line.id, amountCents: unrefundedCents(line) }];
}

/** Everything of the order not refunded yet, one refund per purchase paid by card. */
function planOrderRefund(purchaseRows: RefundPurchaseRow[], lines: RefundLineRow[]) {
  const planned: PlannedRefund[] = [];
  const facts: RefundableLineFacts[] = [];
  for (const purchase of purchaseRows) {
    const own = lines.filter((l) => l.purchaseId === purchase.id);
    facts.push(...own.map((l) => factsOf(l, purchase)));
    const refundable = own.filter((l) => lineRefundability(factsOf(l, purchase)).is_refundable);
    if (refundable.length === 0) continue;
    planned.push({
      purchase,
      lineId: null,
      amountCents: refundable.reduce((sum, l) => sum + unrefundedCents(l), 0),
    });
  }
  if (planned.length === 0) {
    throw nonFieldError(
      orderRefundability(facts).non_refundable_reason ?? refundMessages.orderNothingRefundable,
    );
  }
  return planned;
}

/** The key of one refund: the line or purchase, and the attempt (a failed refund may be retried). */
function idempotencyKey(existing: RefundRow[], plan: PlannedRefund) {
  const base = plan.lineId ? `refund:line:${plan.lineId}` : `refund:purchase:${plan.purchase.id}`;
  const failedBefore = existing.filter(
    (r) => r.status === 'FAIL' && r.idempotencyKey.startsWith(`${base}:`),
  ).length;
  return `${base}:${failedBefore + 1}`;
}

function isSameRefund(row: RefundRow, target: RefundTarget) {
  return (
    row.refundType === target.type &&
    (target.type === 'order' || row.orderProductId === target.lineId)
  );
}

async function orderIdOf(deps: CommerceDeps, auth: HostAuth, target: RefundTarget) {
  const orderId =
    target.type === 'order'
      ? target.orderId
      : await findOwnerLineOrderId(deps.db, auth.ownerId, target.lineId);
  if (!orderId || !(await findOwnerOrder(deps.db, auth.ownerId, orderId))) throw notFound();
  return orderId;
}

/**
 * Starts a refund of a whole order or of one line. In one transaction, with the order's purchases
 * locked: nothing else is being refunded, the target can be refunded, the amount stays within
 * what was paid, and PEND refund rows are written with keys derived from the line or purchase.
 * Then the provider is called (outside the lock) and the rows complete. A second request for the
 * same refund finds the first one's rows and answers its request id.
 */
export async function startRefund(deps: CommerceDeps, auth: HostAuth, target: RefundTarget) {
  const orderId = await orderIdOf(deps, auth, target);
  const started = await deps.db.transaction(async (tx) => {
    const purchaseRows = await lockOrderPurchases(tx, orderId);
    const lines = await listOrderLines(tx, orderId);
    const existing = await listOrderRefunds(tx, orderId);
    const pending = existing.filter((r) => r.status === 'PEND');
    if (pending.length > 0) {
      if (pending.every((r) => isSameRefund(r, target))) {
        return { requestId: pending[0]!.requestId, rows: pending, isNew: false };
      }
      throw nonFieldError(refundMessages.inProgress);
    }
    const plans =
      target.type === 'order'
        ? planOrderRefund(purchaseRows, lines)
        : planLineRefund(purchaseRows, lines, target.lineId);
    passCrashPoint('refund:planned');
    for (const plan of plans) {
      const paid = plan.purchase.guestAmountCents - plan.purchase.amountRefundedCents;
      if (plan.amountCents > paid) throw nonFieldError(REFUND_EXCEEDS_PAID);
      if (!plan.purchase.paymentIntentId) throw nonFieldError(refundMessages.nothingPaid);
    }
    const requestId = randomUUID();
    const rows = await insertRefunds(
      tx,
      plans.map((plan) => ({
        requestId,
        refundType: target.type,
        orderId,
        orderProductId: plan.lineId,
        purchaseId: plan.purchase.id,
        amountCents: plan.amountCents,
        idempotencyKey: idempotencyKey(existing, plan),
      })),
    );
    return { requestId, rows, isNew: true };
  });
  passCrashPoint('refund:pending-rows');
  await driveRefunds(deps, started.isNew ? started.rows : leftBehind(started.rows), {
    fresh: started.isNew,
  });
  return { refundRequestId: started.requestId, refundType: target.type };
}

/** Step 3 did not go through: the provider refused it, or its answer is unknown. */
class RefundNotSent extends Error {
  constructor(
    readonly refused: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** A provider call whose answer is not a refusal, as RefundNotSent when it was not heard. */
async function askProvider<T>(deps: CommerceDeps, row: RefundRow, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new RefundNotSent(true, error.message);
    // Outcome unknown (a database or network fault): the row stays PEND, and recovery asks the
    // provider about it again.
    deps.log.error({ err: error, refundId: row.id }, 'refund could not be sent');
    throw new RefundNotSent(false, REFUND_FAILED);
  }
}

/**
 * Step 3: the refund at the provider. A fresh row is sent; one left behind is looked up first
 * (by its provider id once known, else by its key) and sent only when the provider never made it.
 */
async function sendRefund(deps: CommerceDeps, row: RefundRow, fresh: boolean) {
  const purchase = await findPurchase(deps.db, row.purchaseId);
  const paymentIntentId = purchase!.paymentIntentId!;
  const known = await askProvider(deps, row, async () => {
    if (fresh) return null;
    if (row.providerRefundId) return deps.payments.getRefund(row.providerRefundId);
    return deps.payments.findRefund(paymentIntentId, row.idempotencyKey);
  });
  const answer =
    known ??
    (await askProvider(deps, row, () =>
      deps.payments.refund({ paymentIntentId, amountCents: row.amountCents }, row.idempotencyKey),
    ));
  if (answer.status === 'failed' || answer.status === 'canceled') {
    throw new RefundNotSent(true, REFUND_FAILED);
  }
  return answer;
}

/** The undo of step 2: a refused refund's row is closed as failed; an unknown one waits. */
async function closeUnsentRefund(deps: CommerceDeps, row: RefundRow, cause: unknown) {
  if (!(cause instanceof RefundNotSent) || !cause.refused) return;
  await deps.db.transaction((tx) =>
    finishRefund(tx, row.id, { status: 'FAIL', failureMessage: cause.message }),
  );
}

/** The rows old enough to count as left behind (see REDRIVE_AFTER_MS). */
function leftBehind(rows: RefundRow[], now = Date.now()) {
  return rows.filter((r) => now - r.createdAt.getTime() >= REDRIVE_AFTER_MS);
}

/**
 * Steps 3 and 4 for PEND rows of one request: `fresh` rows were just written and are sent;
 * others are asked about first. The guest is e-mailed once the whole request completed here.
 */
async function driveRefunds(deps: CommerceDeps, rows: RefundRow[], { fresh }: { fresh: boolean }) {
  const refundedLineIds: string[] = [];
  let completedHere = 0;
  for (const row of rows) {
    if (row.status !== 'PEND') continue;
    let answer: ProviderRefund | null = null;
    const completed: { lines: string[] | null } = { lines: null };
    try {
      await runSteps([
        {
          name: 'pending row',
          // Written with the plan (step 2), for every row of the request at once.
          run: async () => undefined,
          undo: (cause) => closeUnsentRefund(deps, row, cause),
        },
        {
          name: 'send',
          run: async () => {
            answer = await sendRefund(deps, row, fresh);
            passCrashPoint('refund:sent');
          },
        },
        {
          name: 'complete',
          run: async () => {
            if (answer!.status === 'succeeded') {
              completed.lines = await completeRefund(deps, row, answer!.id);
            } else {
              await keepRefundPending(deps.db, row.id, answer!.id);
            }
          },
        },
      ]);
    } catch (error) {
      if (error instanceof RefundNotSent) continue;
      throw error;
    }
    if (completed.lines) {
      completedHere += 1;
      refundedLineIds.push(...completed.lines);
    }
  }
  passCrashPoint('refund:completed');
  if (completedHere === 0) return;
  const all = await listRequestRefunds(deps.db, rows[0]!.requestId);
  if (all.every((r) => r.status === 'COMP')) {
    await sendRefundEmail(
      deps,
      rows[0]!.orderId,
      all.reduce((sum, r) => sum + r.amountCents, 0),
      refundedLineIds,
    );
  }
}

/**
 * The reconciliation job's part for refunds: every request with a PEND row left behind is
 * finished by what the provider says (see step 5). Answers how many rows it looked at.
 */
export async function reconcilePendingRefunds(deps: CommerceDeps, now = new Date()) {
  const rows = await listLeftBehindRefunds(deps.db, new Date(now.getTime() - REDRIVE_AFTER_MS));
  const byRequest = new Map<string, RefundRow[]>();
  for (const row of rows)
    byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  for (const requestRows of byRequest.values()) {
    try {
      await driveRefunds(deps, requestRows, { fresh: false });
    } catch (error) {
      deps.log.warn({ err: error, refundId: requestRows[0]!.id }, 'refund not reconciled');
    }
  }
  return rows.length;
}

/**
 * Records a refund the provider accepted: its lines refunded, the purchase (and the order) RFND
 * once nothing is left, and a DECR balance for the owner's profit of lines already paid out, for
 * the next payout to take back. Stock is left alone: the lines are services and goods already
 * handed over. Answers the lines it refunded, or null when another process recorded it first.
 */
async function completeRefund(deps: CommerceDeps, row: RefundRow, providerRefundId: string) {
  return deps.db.transaction(async (tx) => {
    const done = await finishRefund(tx, row.id, { status: 'COMP', providerRefundId });
    if (!done) return null;
    const locked = await lockOrderPurchases(tx, row.orderId);
    const lines = (await listOrderLines(tx, row.orderId)).filter((l) =>
      row.orderProductId ? l.id === row.orderProductId : l.purchaseId === row.purchaseId,
    );
    const refunded = lines.filter((l) => !l.isRefunded);
    await recordRefund(
      tx,
      locked.find((p) => p.id === row.purchaseId)!,
      refunded.map((l) => l.id),
      row.amountCents,
    );

    const paidOutProfit = refunded
      .filter((l) => l.paidOutAt != null)
      .reduce((sum, l) => sum + l.ownerProfitCents, 0);
    const balance = balanceForPaidOutRefund(paidOutProfit);
    if (balance) {
      const order = await findOrderStore(tx, row.orderId);
      await insertBalance(tx, {
        ownerId: order.ownerId,
        storeId: order.storeId,
        sign: balance.sign,
        amountCents: balance.cents,
        leftoverAmountCents: balance.cents,
        externalNote: `Refund of order #${order.orderNumber} after it was paid out`,
        refundId: row.id,
      });
    }
    return refunded.map((l) => l.id);
  });
}

/**
 * The refund status poll: is_refunded once every row of the request completed. A failed refund
 * answers 400 with the provider's message, so the page stops polling and shows it.
 */
export async function refundStatus(
  deps: CommerceDeps,
  auth: HostAuth,
  target: RefundTarget,
  query: { refundRequestId: string; refundType: RefundType },
) {
  const orderId = await orderIdOf(deps, auth, target);
  const ofTarget = (rows: RefundRow[]) =>
    rows.filter(
      (r) =>
        r.orderId === orderId &&
        r.refundType === query.refundType &&
        (target.type === 'order' || r.orderProductId === target.lineId),
    );
  let rows = ofTarget(await listRequestRefunds(deps.db, query.refundRequestId));
  if (rows.length === 0) throw notFound();
  if (leftBehind(rows.filter((r) => r.status === 'PEND')).length > 0) {
    await driveRefunds(deps, leftBehind(rows), { fresh: false });
    rows = ofTarget(await listRequestRefunds(deps.db, query.refundRequestId));
  }
  const failed = rows.find((r) => r.status === 'FAIL');
  if (failed) throw nonFieldError(failed.failureMessage ?? REFUND_FAILED);
  return { is_refunded: rows.every((r) => r.status === 'COMP') };
}
