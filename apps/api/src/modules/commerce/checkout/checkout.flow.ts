import {
  cartLineProblem,
  checkoutMessages,
  groupLinesIntoPurchases,
  isChargedOnApproval,
  isPaidOffPlatform,
  needsCardPayment,
  ownerProfitForLocalItem,
  ownerProfitForOwnItem,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { nonFieldError } from '../../../errors';
import type { CommerceDeps } from '../deps';
import { deleteAttemptPurchases, placeOrder, type LineSplit } from '../purchases/purchase-state';
import { lockOrderForPayment, type PurchaseRow } from '../purchases/purchases.repository';
import {
  holdStock,
  releaseExpiredReservations,
  releaseLineReservations,
} from '../purchases/stock.repository';
import { readCheckoutState, type CheckoutDetail, type LineTerms } from './checkout.repository';

// The checkout, step by step, with the undo of each beside it:
//   1. validate lines              (nothing to undo)
//   2. cancel the earlier attempt  its payments at the provider, then the undos of its steps 3 and 4
//   3. write purchases             undo: delete the order's purchases
//   4. hold stock                  undo: release the lines' holds
//   5. open payment with its key   (checkout.service.ts; the last step)
// Steps 2 (its database part) to 4 run in one transaction on the locked order: when step 4 finds
// an item short it throws and the rollback undoes steps 2 and 3, so a failure there leaves
// nothing. Step 4 comes last because it locks the products' rows until the commit, and every
// guest buying the same items queues on them: nothing but the commit follows it. One live
// payment per order: the provider is called outside that lock, so the transaction first checks
// that every payment attached to the order is one step 2 cancelled (else it stops, those payments
// are cancelled, and the transaction runs again), and step 5 attaches its payment on the locked
// order only if its attempt is still the order's (else it cancels it). A payment that cannot be
// opened leaves the attempt to be undone by the guest's next checkout, a retry after a decline,
// or the hold expiry.

export const RESERVATION_MINUTES = 30;

/** Step 1: the store and the products must still be on sale, at the prices in the cart. */
function validateLines(detail: CheckoutDetail) {
  if (!detail.storeOnSale) throw nonFieldError(checkoutMessages.storeUnavailable);
  if (detail.lines.length === 0) throw nonFieldError('Your cart is empty.');
  // Stock is not read here: the checkout takes it last, under its lock.
  const changed = detail.lines.filter((entry) => {
    const problem = cartLineProblem(entry);
    return problem !== null && problem !== 'short';
  });
  if (changed.length) {
    throw nonFieldError(
      `Some items changed since you added them: ${changed.map(({ product }) => product.productName).join(', ')}. Please review your cart.`,
    );
  }
}

/**
 * Under the order's lock: the lines, and the choice to pay on the booking site, are still the
 * ones the checkout read and priced. A line added, changed or removed in another tab meanwhile
 * would otherwise go unpaid or be charged at its old amount. Line changes take the same lock, so
 * none can land after this check.
 */
function assertCartUnchanged(
  detail: CheckoutDetail,
  locked: { isPurchasableOffPlatform: boolean | null },
  now: LineTerms[],
) {
  if (locked.isPurchasableOffPlatform !== detail.order.isPurchasableOffPlatform) {
    throw nonFieldError(checkoutMessages.cartChanged);
  }
  const read = new Map(detail.lines.map(({ line }) => [line.id, line]));
  const same =
    now.length === read.size &&
    now.every((line) => {
      const before = read.get(line.id);
      return (
        before != null &&
        before.quantity === line.quantity &&
        before.amountCents === line.amountCents &&
        before.convenienceFeeCents === line.convenienceFeeCents &&
        before.productPriceId === line.productPriceId &&
        before.deliveryDate === line.deliveryDate
      );
    });
  if (!same) throw nonFieldError(checkoutMessages.cartChanged);
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
  deps: Pick<CommerceDeps, 'payments'>,
  previous: readonly PurchaseRow[],
) {
  const cancelled: string[] = [];
  for (const purchase of previous) {
    if (!purchase.paymentIntentId) continue;
    try {
      await deps.payments.cancel(purchase.paymentIntentId, `purchase:${purchase.id}:cancel`);
    } catch {
      if (purchase.status !== 'FAIL') throw nonFieldError('This order has already been paid.');
    }
    cancelled.push(purchase.paymentIntentId);
  }
  return cancelled;
}

/**
 * The purchases the order's lines make, with the money split of every line computed by the fee
 * model (grouping: packages/core).
 */
function planPurchases(detail: CheckoutDetail) {
  const { order, lines, fees } = detail;
  const today = new Date().toISOString().slice(0, 10);
  const lineSplits = new Map<string, LineSplit>();
  const toGroup = lines.map(({ line, product, local }) => {
    const split = local
      ? {
          ownerProfitCents: ownerProfitForLocalItem(line.amountCents, local.ownerCommissionBps),
          merchantAmountCents: local.merchantAmountCents * line.quantity,
        }
      : {
          ownerProfitCents: ownerProfitForOwnItem(line.amountCents, fees.plan, {
            commissionLowBps: fees.commissionLowBps,
            commissionHighBps: fees.commissionHighBps,
            commissionCutoffCents: fees.commissionCutoffCents,
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

/** An item of the cart fell short in step 4: `refusal` names the first such item to the guest. */
class StockShortfall extends Error {
  constructor(readonly refusal: Error) {
    super(refusal.message);
  }
}

/**
 * Step 4: stock held for 30 minutes, all lines in one statement; throws StockShortfall when an
 * item is short, with nothing taken.
 */
async function holdStockStep(tx: DbOrTx, detail: CheckoutDetail) {
  const counted = detail.lines.filter(({ product }) => product.hasQuantity);
  const short = await holdStock(
    tx,
    counted.map(({ line, product }) => ({
      lineId: line.id,
      productId: product.id,
      quantity: line.quantity,
    })),
    new Date(Date.now() + RESERVATION_MINUTES * 60_000),
  );
  const first = counted.find(({ product }) => short.some((s) => s.productId === product.id));
  if (!first) return;
  const { productName } = first.product;
  const left = short.find((s) => s.productId === first.product.id)!.left;
  throw new StockShortfall(
    nonFieldError(
      left === 0
        ? `${productName} is out of stock.`
        : `Only ${left} of ${productName} left in stock.`,
    ),
  );
}

/**
 * Runs the checkout's transaction; when an item fell short, the units of holds that lapsed
 * (checkouts never paid) go back on the shelf and it runs once more. The sweep is its own
 * statement, outside the order lock, and runs only when a cart needs it: the expiry job returns
 * lapsed units every minute anyway.
 */
async function withLapsedStock<T>(deps: Pick<CommerceDeps, 'db'>, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StockShortfall)) throw error;
    if ((await releaseExpiredReservations(deps.db)) === 0) throw error.refusal;
  }
  try {
    return await run();
  } catch (error) {
    throw error instanceof StockShortfall ? error.refusal : error;
  }
}

/**
 * The undo of an attempt's steps 4 and 3 (the earlier attempt's, or a declined one's before a
 * retry), last step first, on the locked order.
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
  deps: Pick<CommerceDeps, 'db' | 'payments'>,
  detail: CheckoutDetail,
) {
  validateLines(detail);
  const plan = planPurchases(detail);
  const orderId = detail.order.id;
  const lineIds = detail.lines.map(({ line }) => line.id);
  const cancelled = new Set<string>();
  for (let round = 0; ; round += 1) {
    const attempt = await withLapsedStock(deps, () =>
      deps.db.transaction(async (tx) => {
        const locked = (await lockOrderForPayment(tx, orderId))!;
        const { lines, purchases: previous } = await readCheckoutState(tx, orderId);
        assertCartUnchanged(detail, locked, lines);
        assertReplaceable(previous);
        if (previous.some((p) => p.paymentIntentId && !cancelled.has(p.paymentIntentId))) {
          return { previous };
        }
        // Holds are only written beside purchases, and purchases only deleted after their holds
        // are released: an order without purchases has no attempt to undo.
        if (previous.length > 0) await undoAttempt(tx, orderId, lineIds);
        const created = await placeOrder(tx, orderId, plan.planned, plan.lineSplits);
        await holdStockStep(tx, detail);
        return { created };
      }),
    );
    if (attempt.created) return attempt.created;
    if (round === REPLACE_ROUNDS) throw nonFieldError(checkoutMessages.checkoutReplaced);
    for (const id of await cancelEarlierPayments(deps, attempt.previous)) cancelled.add(id);
  }
}
