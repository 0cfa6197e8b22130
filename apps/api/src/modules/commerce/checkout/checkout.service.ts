import {
  amountToCents,
  checkoutMessages,
  guestName,
  isPaidOffPlatform,
  orderTotals,
} from '@stayfront/core';
import type { TOrderReadiness } from '@stayfront/core/contract';
import type { Tx } from '../../../db/client';
import { crashPoint } from '../../../lib/crash-points';
import { nonFieldError, notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import type { SessionClaims } from '../../../plugins/session-token';
import { heldSessionRow } from '../../identity/auth/sessions.service';
import { findGuestOrder } from '../cart/cart.repository';
import { heldGuestRow, requireGuest } from '../cart/cart.service';
import type { CommerceDeps } from '../deps';
import { settleOrderAndAnnounce } from '../notifications/purchase-news';
import { watchOrder } from '../orders/order-changes';
import { deliverEffects } from '../outbox/effects';
import { reopenOrderAsCart } from '../purchases/purchase-state';
import {
  attachPrimaryIntent,
  findPurchase,
  listOrderLineIds,
  listOrderPurchases,
  lockOrderForPayment,
} from '../purchases/purchases.repository';
import { cancelEarlierPayments, prepareCheckout, undoAttempt } from './checkout.flow';
import {
  findCheckoutOfGuest,
  findSessionCheckout,
  findSessionOrderReadiness,
  insertPaymentCustomer,
  setCustomerEmail,
  type CheckoutDetail,
} from './checkout.repository';
import { assertPayable } from './customers';

/** The guest's order with what its checkout reads, if it can still be paid. */
async function loadCheckout(deps: Pick<CommerceDeps, 'db'>, auth: AuthContext, orderId: string) {
  requireGuest(auth);
  const detail = await findCheckoutOfGuest(deps.db, auth.user.id, orderId);
  if (!detail) throw notFound();
  assertPayable(detail.order);
  return detail;
}

/** Whether any line is paid by card (not free, not paid through the booking platform). */
function hasCardAmount(detail: CheckoutDetail) {
  return detail.lines.some(
    ({ line, product }) =>
      line.amountCents + line.convenienceFeeCents > 0 &&
      !isPaidOffPlatform(detail.order.isPurchasableOffPlatform, product.isPurchasableOffPlatform),
  );
}

/** The provider's customer for the order's customer, made the first time. */
async function providerCustomerFor(
  deps: Pick<CommerceDeps, 'db' | 'payments'>,
  customerId: string,
  detail: CheckoutDetail,
) {
  if (detail.providerCustomerId) return detail.providerCustomerId;
  const { customer } = detail;
  const { id } = await deps.payments.createCustomer(
    {
      email: customer?.email || undefined,
      name: guestName(customer) || undefined,
    },
    `customer:${customerId}`,
  );
  await insertPaymentCustomer(deps.db, customerId, id);
  return id;
}

/**
 * Checkout: prepares the purchases (checkout.flow.ts) and, its last step, opens the one payment
 * the guest confirms with the card, keyed by its purchase. The order's other purchases are
 * charged to the same card once it is confirmed (saved with the guest's consent), requests
 * authorised only. When every card purchase is a request charged on approval, nothing is paid
 * now: the guest confirms a card setup instead.
 */
export async function createPaymentIntent(
  deps: CommerceDeps,
  auth: AuthContext,
  orderId: string,
  payer: Payer,
) {
  return payCheckout(deps, await loadCheckout(deps, auth, orderId), payer);
}

/**
 * createPaymentIntent for a plain session whose token was only verified (`sessionInHandler`):
 * the session's check and the checkout's reads are one query.
 */
export async function createPaymentIntentOfSession(
  deps: CommerceDeps,
  claims: SessionClaims,
  orderId: string,
  payer: Payer,
) {
  const found = await heldGuestRow(
    deps.db,
    claims,
    await findSessionCheckout(deps.db, claims, orderId),
  );
  if (!found.detail) throw notFound();
  assertPayable(found.detail.order);
  return payCheckout(deps, found.detail, payer);
}

/**
 * Who pays: the order's customer, and the grand total the checkout page showed them when it says
 * (absent from older pages and other clients, which then pay what the cart holds).
 */
export interface Payer {
  customerId: string;
  expectedTotal?: number;
}

/** The order's purchases, and the provider's intent (or card setup) the guest confirms. */
async function payCheckout(
  deps: CommerceDeps,
  detail: CheckoutDetail,
  { customerId, expectedTotal }: Payer,
) {
  const { order } = detail;
  if (order.customerId !== customerId) throw nonFieldError('Add your details before paying.');
  // A line changed in another tab after this page showed its total: the guest pays nothing they
  // were not shown. A change after this read is caught under the order's lock (checkout.flow.ts).
  if (
    expectedTotal !== undefined &&
    amountToCents(expectedTotal) !==
      orderTotals(order.isPurchasableOffPlatform, detail.lines).cardCents
  ) {
    throw nonFieldError(checkoutMessages.cartChanged);
  }
  if (detail.lines.length && !hasCardAmount(detail)) {
    throw nonFieldError('Nothing to pay by card for this order: complete it without a card.');
  }
  const created = await prepareCheckout(deps, detail);
  crashPoint('checkout:purchases-written');
  const chargeable = created.filter((p) => p.status === 'PROC');
  const primary = chargeable.find((p) => !p.chargeOnApproval);
  const providerCustomerId = await providerCustomerFor(deps, customerId, detail);
  if (!primary) {
    // The first of them names the attempt: a checkout opened again makes new purchases, and the
    // events of an abandoned setup then find nothing to change.
    const named = chargeable[0]!;
    const setup = await deps.payments.setupCard(
      { customerId: providerCustomerId, metadata: { order_id: order.id, purchase_id: named.id } },
      `purchase:${named.id}:setup`,
    );
    if (!(await deps.db.transaction((tx) => isCurrentAttempt(tx, order.id, named.id)))) {
      throw nonFieldError(checkoutMessages.checkoutReplaced);
    }
    return {
      client_secret: setup.clientSecret,
      payment_intent_id: setup.id,
      intent_type: 'setup' as const,
      provider: deps.payments.kind,
      publishable_key: deps.payments.publishableKey,
      amount: 0,
    };
  }
  const intent = await deps.payments.createPaymentIntent(
    {
      amountCents: primary.guestAmountCents,
      currency: order.currency.toLowerCase(),
      captureMethod: primary.requiresApproval ? 'manual' : 'automatic',
      customerId: providerCustomerId,
      saveCard: chargeable.length > 1,
      metadata: { order_id: order.id, purchase_id: primary.id },
    },
    `purchase:${primary.id}:intent`,
  );
  crashPoint('checkout:intent-created');
  await attachOrCancel(deps, order.id, primary.id, intent.id);
  return {
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    intent_type: 'payment' as const,
    provider: deps.payments.kind,
    publishable_key: deps.payments.publishableKey,
    amount: primary.guestAmountCents / 100,
  };
}

/** Whether the purchase is still one of the order's, asked on the locked order. */
async function isCurrentAttempt(tx: Tx, orderId: string, purchaseId: string) {
  await lockOrderForPayment(tx, orderId);
  return (await findPurchase(tx, purchaseId)) != null;
}

/**
 * Step 5's end: the payment is attached on the locked order if its attempt is still the order's;
 * a concurrent checkout replaced it otherwise, and this payment is cancelled before the guest
 * ever sees it, so the order keeps one payable payment.
 */
async function attachOrCancel(
  deps: CommerceDeps,
  orderId: string,
  purchaseId: string,
  intentId: string,
) {
  if (await attachPrimaryIntent(deps.db, orderId, purchaseId, intentId)) return;
  await deps.payments
    .cancel(intentId, `purchase:${purchaseId}:cancel`)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, intentId }, 'a replaced checkout payment was not cancelled'),
    );
  throw nonFieldError(checkoutMessages.checkoutReplaced);
}

/** An order with nothing to pay by card completes at once (spec: zero-total purchase). */
export async function completeZeroPurchase(
  deps: CommerceDeps,
  auth: AuthContext,
  orderId: string,
  email: string,
) {
  const detail = await loadCheckout(deps, auth, orderId);
  const { order } = detail;
  if (hasCardAmount(detail)) throw nonFieldError('This order has an amount to pay by card.');
  await prepareCheckout(deps, detail);
  if (order.customerId) await setCustomerEmail(deps.db, order.customerId, email);
  await deps.db.transaction((tx) => settleOrderAndAnnounce(tx, order.id));
  await deliverEffects(deps, order.id).catch((error: unknown) =>
    deps.log.error({ err: error, orderId: order.id }, 'receipt not sent yet'),
  );
  return { ok: true as const };
}

export async function getOrderReadiness(
  deps: Pick<CommerceDeps, 'db'>,
  auth: AuthContext,
  orderId: string,
) {
  const order = await findGuestOrder(deps.db, auth.user.id, orderId);
  if (!order) throw notFound();
  const soldOut =
    order.isReady &&
    order.hasError &&
    (await listOrderPurchases(deps.db, order.id)).some((p) => p.soldOutWhilePaying);
  return {
    is_ready: order.isReady,
    has_error: order.hasError,
    sold_out: soldOut,
    is_cart: order.status === 'PEND',
  };
}

/**
 * getOrderReadiness for a plain session whose token was only verified (`sessionInHandler`): the
 * session's check and the order's state are one query.
 */
export async function getOrderReadinessOfSession(
  deps: Pick<CommerceDeps, 'db'>,
  claims: SessionClaims,
  orderId: string,
) {
  const found = await heldSessionRow(
    deps.db,
    claims,
    await findSessionOrderReadiness(deps.db, orderId, claims),
  );
  if (found.isReady === null || found.hasError === null) throw notFound();
  return {
    is_ready: found.isReady,
    has_error: found.hasError,
    sold_out: found.soldOut,
    is_cart: found.isCart === true,
  };
}

/**
 * `read` answered at once when the order is ready, still a cart (nothing to wait for) or there is
 * no wait; otherwise read again once a
 * change to the order commits in this process or `waitMs` ends, whichever comes first. A server
 * closing meanwhile answers the first read.
 */
export async function readinessAfterWait(
  orderId: string,
  waitMs: number,
  read: () => Promise<TOrderReadiness>,
) {
  if (waitMs <= 0) return read();
  const watch = watchOrder(orderId, waitMs);
  try {
    const now = await read();
    if (now.is_ready || now.is_cart) return now;
    return (await watch.ended) === 'closing' ? now : await read();
  } finally {
    watch.stop();
  }
}

/**
 * After a declined card the guest updates the details and pays again: the failed attempt is
 * undone and the order is a cart once more. A partly paid order cannot be retried this way.
 */
export async function retryPayment(
  deps: Pick<CommerceDeps, 'db' | 'payments'>,
  auth: AuthContext,
  orderId: string,
) {
  requireGuest(auth);
  const order = await findGuestOrder(deps.db, auth.user.id, orderId);
  if (!order) throw notFound();
  if (order.status === 'PEND') return { ok: true as const };
  const current = await listOrderPurchases(deps.db, order.id);
  if (order.status !== 'FAIL' || current.some((p) => p.status !== 'FAIL' && !p.isOffPlatform)) {
    throw nonFieldError('This order cannot be paid again. Please contact support.');
  }
  // The declined payments can still be paid with another card: they are cancelled first.
  await cancelEarlierPayments(deps, current);
  await deps.db.transaction(async (tx) => {
    // Another tab may have retried and opened a new checkout since the check above: that
    // attempt is the order's now, and is left alone.
    if ((await lockOrderForPayment(tx, order.id))?.status !== 'FAIL') return;
    await undoAttempt(tx, order.id, await listOrderLineIds(tx, order.id));
    await reopenOrderAsCart(tx, order.id);
  });
  return { ok: true as const };
}
