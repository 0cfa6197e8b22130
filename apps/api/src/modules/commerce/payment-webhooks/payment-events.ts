import { statusAfterPaymentEvent } from '@stayfront/core';
import { isNewEvent } from '../../../lib/payments/payment-event-ledger';
import type { PaymentEvent } from '../../../lib/payments/payment-provider';
import type { CommerceDeps } from '../deps';
import { announceMove, settleOrderAndAnnounce } from '../notifications/purchase-news';
import {
  failWaitingPurchase,
  holdForChargeOnApproval,
  movePurchase,
  settleAwaitingCard,
} from '../purchases/purchase-state';
import {
  attachIntent,
  findPurchase,
  findPurchaseForIntent,
  listOrderPurchases,
  lockPurchasesAwaitingCard,
  type PurchaseRow,
} from '../purchases/purchases.repository';
import { findOrderPayer, rememberCard } from './payment-events.repository';

type IntentEvent = Extract<PaymentEvent, { intent: unknown }>;
type SetupEvent = Extract<PaymentEvent, { setupIntent: unknown }>;

/**
 * Applies one provider event about an order's payment (billing events are the subscriptions'). A
 * delivery seen before is ignored; the purchase row is locked while it changes, so concurrent
 * deliveries cannot both apply.
 */
export async function handlePaymentEvent(deps: CommerceDeps, event: PaymentEvent) {
  if ('billing' in event) return;
  if ('setupIntent' in event) return handleSetupEvent(deps, event);
  const move = await deps.db.transaction(async (tx) => {
    if (!(await isNewEvent(tx, event))) return null;
    const purchase = await findPurchaseForIntent(
      tx,
      event.intent.id,
      event.intent.metadata.purchase_id,
    );
    if (!purchase) return null;
    const status = statusAfterPaymentEvent(purchase, event.type);
    if (!status) return null;
    return movePurchase(
      tx,
      purchase,
      status,
      status === 'FAIL' ? (event.intent.lastError ?? 'The payment failed.') : null,
    );
  });
  if (!move) return;
  await announceMove(deps, move);
  if (move.after.isPrimaryPayment) await chargeOtherPurchases(deps, move.after, event);
  await settleOrderAndAnnounce(deps, move.after.orderId);
}

/**
 * The card of an order whose card purchases are all charged on approval: saved, its requests go
 * on hold; refused, they fail like a declined payment. The event names the checkout attempt by
 * its first purchase; one from an abandoned attempt finds nothing.
 */
async function handleSetupEvent(deps: CommerceDeps, event: SetupEvent) {
  const { setupIntent } = event;
  const orderId = await deps.db.transaction(async (tx) => {
    if (!(await isNewEvent(tx, event))) return null;
    const purchaseId = setupIntent.metadata.purchase_id;
    if (!purchaseId || !/^[0-9a-f-]{36}$/i.test(purchaseId)) return null;
    const named = await findPurchase(tx, purchaseId);
    if (!named) return null;
    const waiting = await lockPurchasesAwaitingCard(tx, named.orderId);
    if (waiting.length === 0) return null;
    const saved = event.type === 'setup_intent.succeeded' && setupIntent.paymentMethodId;
    if (saved) await rememberCard(tx, named.orderId, setupIntent.paymentMethodId!);
    await settleAwaitingCard(
      tx,
      waiting,
      saved ? null : (setupIntent.lastError ?? 'The card could not be saved.'),
    );
    return named.orderId;
  });
  if (orderId) await settleOrderAndAnnounce(deps, orderId);
}

/**
 * Once the guest's card worked, the order's other purchases go on the same saved card; requests
 * charged on approval only keep it and go on hold.
 */
async function chargeOtherPurchases(deps: CommerceDeps, primary: PurchaseRow, event: IntentEvent) {
  const waiting = (await listOrderPurchases(deps.db, primary.orderId)).filter(
    (p) => p.status === 'PROC' && !p.paymentIntentId && p.id !== primary.id,
  );
  if (waiting.length === 0) return;
  if (primary.status === 'FAIL' || !event.intent.paymentMethodId) {
    for (const purchase of waiting) {
      await failWaitingPurchase(deps.db, purchase, primary.failureMessage);
    }
    return;
  }
  const paymentMethodId = event.intent.paymentMethodId;
  const later = waiting.filter((p) => p.chargeOnApproval);
  if (later.length) {
    await deps.db.transaction(async (tx) => {
      await rememberCard(tx, primary.orderId, paymentMethodId);
      await holdForChargeOnApproval(tx, later);
    });
  }
  const { order, saved } = await findOrderPayer(deps.db, primary.orderId);
  for (const purchase of waiting.filter((p) => !p.chargeOnApproval)) {
    try {
      const intent = await deps.payments.chargeSavedCard(
        {
          amountCents: purchase.guestAmountCents,
          currency: order!.currency.toLowerCase(),
          captureMethod: purchase.requiresApproval ? 'manual' : 'automatic',
          customerId: saved?.providerCustomerId ?? '',
          paymentMethodId,
          metadata: { order_id: purchase.orderId, purchase_id: purchase.id },
        },
        `purchase:${purchase.id}:intent`,
      );
      await attachIntent(deps.db, purchase.id, intent.id);
    } catch (error) {
      deps.log.warn({ err: error, purchaseId: purchase.id }, 'charging the saved card failed');
      await failWaitingPurchase(deps.db, purchase, 'The payment failed.');
    }
  }
}
