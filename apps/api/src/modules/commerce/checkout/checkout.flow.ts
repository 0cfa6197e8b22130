import {
  checkoutMessages,
  groupLinesIntoPurchases,
  isChargedOnApproval,
  isPaidOffPlatform,
  needsCardPayment,
  ownerProfitForLocalItem,
  ownerProfitForOwnItem,
  type Plan,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { nonFieldError } from '../../../errors';
import type { loadOrderLines, OrderRow } from '../cart/cart.repository';
import type { CommerceDeps } from '../deps';
import { runSteps, type FlowStep } from '../flow';
import {
  deleteAttemptPurchases,
  markOrderPlaced,
  writePlannedPurchases,
  type LineSplit,
} from '../purchases/purchase-state';
import {
  listOrderPurchases,
  lockOrderForPayment,
  type PurchaseRow,
} from '../purchases/purchases.repository';
import {
  releaseExpiredReservations,
  releaseLineReservations,
  reserveStock,
} from '../purchases/stock.repository';
import { findProductQuantity, findStoreWithPlan, listLocalProducts } from './checkout.repository';

// The checkout, step by step, with the undo of each beside it:
//   1. validate lines              (nothing to undo)
//   2. cancel the earlier attempt  its payments at the provider, then the undos of its steps 3 and 4
//   3. reserve stock               undo: release the lines' reservations
//   4. write purchases             undo: delete the order's purchases
//   5. open payment with its key   (checkout.service.ts; the last step)
// Steps 2 (its database part) to 4 run in one transaction on the locked order, so a failure
// there leaves nothing. One live payment per order: the provider is called outside that lock, so
// the transaction first checks that every payment attached to the order is one step 2 cancelled
// (else a concurrent checkout attached one meanwhile, and step 2 runs again), and step 5 attaches
// its payment on the locked order only if its attempt is still the order's (else it cancels it).
// A payment that cannot be opened leaves the attempt to be undone by the guest's next checkout,
// a retry after a decline, or the reservation expiry.

export const RESERVATION_MINUTES = 30;

type Detail = Awaited<ReturnType<typeof loadOrderLines>>;

/** Step 1: the products must still be on sale at the prices in the cart. */
function validateLines(detail: Detail) {
  if (detail.lines.length === 0) throw nonFieldError('Your cart is empty.');
  const changed = detail.lines.filter(
    ({ line, product, price }) =>
      !product.isActive ||
      product.deletedAt != null ||
      (product.priceType === 'static' && product.priceCents !== line.unitPriceCents) ||
      (product.priceType === 'multiple' && (!price || price.priceCents !== line.unitPriceCents)),
  );
  if (changed.length) {
    throw nonFieldError(
      `Some items changed since you added them: ${changed.map(({ product }) => product.productName).join(', ')}. Please review your cart.`,
    );
  }
}

/** Purchases that took money (or an authorisation) make the order paid: no new attempt. */
function assertReplaceable(previous: PurchaseRow[]) {
  const paid = previous.some(
    (p) => p.status !== 'PROC' && p.status !== 'FAIL' && needsCardPayment(p),
  );
  if (paid) throw nonFieldError('This order has already been paid.');
}

/**
 * Step 2, at the provider: a checkout opened again (a reload, a second tab) replaces the earlier
 * attempt. Its payments are cancelled first: if the guest already confirmed one, cancelling fails
 * and nothing is replaced. A failed attempt's payment paid after all is given back by its event.
 * Answers the payments cancelled.
 */
export async function cancelEarlierPayments(
  deps: Pick<CommerceDeps, 'db' | 'payments'>,
  orderId: string,
) {
  const previous = await listOrderPurchases(deps.db, orderId);
  assertReplaceable(previous);
  const cancelled = new Set<string>();
  for (const purchase of previous) {
    if (!purchase.paymentIntentId) continue;
    try {
      await deps.payments.cancel(purchase.paymentIntentId, `purchase:${purchase.id}:cancel`);
    } catch {
      if (purchase.status !== 'FAIL') throw nonFieldError('This order has already been paid.');
    }
    cancelled.add(purchase.paymentIntentId);
  }
  return cancelled;
}

/**
 * The purchases the order's lines make, with the money split of every line computed by the fee
 * model (grouping: packages/core).
 */
async function planPurchases(db: DbOrTx, detail: Detail) {
  const { order, lines } = detail;
  const row = await findStoreWithPlan(db, order.storeId);
  const plan: Plan = row?.plan ?? 'BASIC';
  const store = row!.store;
  const locals = await listLocalProducts(
    db,
    lines.map(({ product }) => product.localProductId).filter((id): id is string => id != null),
  );
  const localById = new Map(locals.map((l) => [l.id, l]));

  const today = new Date().toISOString().slice(0, 10);
  const lineSplits = new Map<string, LineSplit>();
  const toGroup = lines.map(({ line, product }) => {
    const local = product.localProductId ? localById.get(product.localProductId) : undefined;
    const split = local
      ? {
          ownerProfitCents: ownerProfitForLocalItem(line.amountCents, local.ownerCommissionBps),
          merchantAmountCents: local.merchantAmountCents * line.quantity,
        }
      : {
          ownerProfitCents: ownerProfitForOwnItem(line.amountCents, plan, {
            commissionLowBps: store.commissionLowBps,
            commissionHighBps: store.commissionHighBps,
            commissionCutoffCents: store.commissionCutoffCents,
          }).ownerProfit,
          merchantAmountCents: 0,
        };
    lineSplits.set(line.id, split);
    return {
      id: line.id,
      merchantId: local?.merchantId ?? null,
      requiresApproval: product.requiresApproval,
      chargeOnApproval: product.requiresApproval && isChargedOnApproval(line.deliveryDate, today),
      isOffPlatform: isPaidOffPlatform(
        order.isPurchasableOffPlatform,
        product.isPurchasableOffPlatform,
      ),
      amountCents: line.amountCents,
      convenienceFeeCents: line.convenienceFeeCents,
      ...split,
    };
  });
  return { planned: groupLinesIntoPurchases(toGroup), lineSplits };
}

/** Step 3: stock held for 30 minutes; throws with nothing held when an item is out of stock. */
function reserveStockStep(tx: DbOrTx, detail: Detail): FlowStep {
  const lineIds = detail.lines.map(({ line }) => line.id);
  return {
    name: 'reserve stock',
    run: async () => {
      const expiresAt = new Date(Date.now() + RESERVATION_MINUTES * 60_000);
      for (const { line, product } of detail.lines) {
        if (!product.hasQuantity) continue;
        if (!(await reserveStock(tx, line.id, product.id, line.quantity, expiresAt))) {
          const left = Math.max(0, await findProductQuantity(tx, product.id));
          throw nonFieldError(
            left === 0
              ? `${product.productName} is out of stock.`
              : `Only ${left} of ${product.productName} left in stock.`,
          );
        }
      }
    },
    undo: () => releaseLineReservations(tx, lineIds),
  };
}

/** Step 4: the purchases and the lines' money splits; the order is placed. */
function writePurchasesStep(
  tx: DbOrTx,
  orderId: string,
  plan: Awaited<ReturnType<typeof planPurchases>>,
  created: PurchaseRow[],
): FlowStep {
  return {
    name: 'write purchases',
    run: async () => {
      created.push(...(await writePlannedPurchases(tx, orderId, plan.planned, plan.lineSplits)));
      await markOrderPlaced(tx, orderId);
    },
    undo: () => deleteAttemptPurchases(tx, orderId),
  };
}

/**
 * The undo of an attempt's steps 3 and 4 (the earlier attempt's, or a declined one's before a
 * retry), the stock first: the order they have always been undone in, on the locked order.
 */
export async function undoAttempt(tx: DbOrTx, orderId: string, lineIds: string[]) {
  await releaseLineReservations(tx, lineIds);
  await deleteAttemptPurchases(tx, orderId);
}

/** How often step 2 runs again while concurrent checkouts of the order keep attaching payments. */
const REPLACE_ROUNDS = 5;

/**
 * Steps 1 to 4: prepares an order for payment. Throws with nothing changed when a line changed
 * or an item is out of stock. Answers the purchases written.
 */
export async function prepareCheckout(
  deps: Pick<CommerceDeps, 'db' | 'payments' | 'log'>,
  order: OrderRow,
  detail: Detail,
) {
  validateLines(detail);
  const plan = await planPurchases(deps.db, detail);
  for (let round = 1; round <= REPLACE_ROUNDS; round += 1) {
    const cancelled = await cancelEarlierPayments(deps, order.id);
    const created = await deps.db.transaction(async (tx) => {
      await lockOrderForPayment(tx, order.id);
      const previous = await listOrderPurchases(tx, order.id);
      assertReplaceable(previous);
      if (previous.some((p) => p.paymentIntentId && !cancelled.has(p.paymentIntentId))) {
        return null;
      }
      await releaseExpiredReservations(tx);
      await undoAttempt(
        tx,
        order.id,
        detail.lines.map(({ line }) => line.id),
      );
      const written: PurchaseRow[] = [];
      await runSteps(
        [reserveStockStep(tx, detail), writePurchasesStep(tx, order.id, plan, written)],
        (step, error) => deps.log.warn({ err: error, step }, 'checkout step not undone'),
      );
      return written;
    });
    if (created) return created;
  }
  throw nonFieldError(checkoutMessages.checkoutReplaced);
}
