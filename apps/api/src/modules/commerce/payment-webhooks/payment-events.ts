import { givesPaymentBack, statusAfterPaymentEvent } from '@stayfront/core';
import type { Tx } from '../../../db/client';
import { crashPoint } from '../../../lib/crash-points';
import { isNewEvent } from '../../../lib/payments/payment-event-ledger';
import type { PaymentEvent } from '../../../lib/payments/payment-provider';
import type { CommerceDeps } from '../deps';
import { announceMove, settleLockedOrderAndAnnounce } from '../notifications/purchase-news';
import { deliverEffects } from '../outbox/effects';
import { countEffectsLeft, queueEffect, queueEffects } from '../outbox/outbox.repository';
import {
  failSoldOut,
  failWaitingPurchases,
  holdForChargeOnApproval,
  keepCurrent,
  keepStockForSale,
  lockOrderInPayment,
  movePurchase,
  settleAwaitingCard,
  type OrderInPayment,
  type PurchaseMove,
} from '../purchases/purchase-state';
import { attachEventIntent, type PurchaseRow } from '../purchases/purchases.repository';
import { findOrderOfIntent, rememberCard } from './payment-events.repository';

type IntentEvent = Extract<PaymentEvent, { intent: unknown }>;
type SetupEvent = Extract<PaymentEvent, { setupIntent: unknown }>;

const isUuid = (value: string | undefined): value is string =>
  value != null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Applies one provider event about an order's payment (billing events are the subscriptions').
 * Everything it changes, the record that it was handled and what it leaves to do (e-mails,
 * charging the order's other purchases, giving back a payment nobody keeps) commit in one
 * transaction, on the locked order: a failure throws before anything is kept, so the provider
 * sends the event again; a repeat finds it recorded and changes nothing. The effects run once it
 * has committed (outbox/effects.ts). The event counts as handled once they are done too: until
 * then it throws, so the provider's redelivery (and the sweep job) drive them to the end after a
 * crash, also those a crashed process left once their lease ends.
 */
export async function handlePaymentEvent(deps: CommerceDeps, event: PaymentEvent) {
  const applied = await applyPaymentEvent(deps, event);
  if (!applied) return;
  const { orderId } = applied;
  const left = applied.effectsLeft ?? (await countEffectsLeft(deps.db, orderId));
  if (left > 0) throw new Error(`${left} effects of order ${orderId} are not done yet.`);
}

/**
 * The event applied and its effects run, for our own calls' answers (a capture, a release) that
 * report what the provider's event will: a leftover effect is the sweep's, not a failure of the
 * call. Answers the order, and what its effects' delivery left when that is known.
 */
export async function applyPaymentEvent(deps: CommerceDeps, event: PaymentEvent) {
  if ('billing' in event) return null;
  const orderId = await deps.db.transaction(async (tx) => {
    const fresh = await isNewEvent(tx, event);
    const touched =
      'setupIntent' in event
        ? await applySetupEvent(tx, event, fresh)
        : await applyIntentEvent(tx, event, fresh);
    crashPoint('payment-event:applied');
    return touched;
  });
  crashPoint('payment-event:committed');
  if (!orderId) return null;
  return { orderId, effectsLeft: await deliverEffects(deps, orderId) };
}

/** The order an intent belongs to, from its metadata or, failing that, its purchase. */
async function orderOfIntent(tx: Tx, intent: IntentEvent['intent']) {
  if (isUuid(intent.metadata.order_id)) return intent.metadata.order_id;
  return findOrderOfIntent(tx, intent.id);
}

/**
 * The purchase an event is about, among the order's locked purchases. An event can arrive before
 * the intent id was stored (Stripe's webhooks race the API's own write), so the purchase id in
 * the metadata also finds it. If the API stored this very intent id meanwhile, the lock waited
 * for it and the row already carries it.
 */
async function purchaseOfIntent(tx: Tx, within: OrderInPayment, intent: IntentEvent['intent']) {
  const byIntent = within.purchases.find((p) => p.paymentIntentId === intent.id);
  if (byIntent) return byIntent;
  const byId = within.purchases.find((p) => p.id === intent.metadata.purchase_id);
  if (!byId || byId.paymentIntentId) return undefined;
  const attached = await attachEventIntent(tx, byId.id, intent.id);
  keepCurrent(within, [attached!]);
  return attached;
}

/** Answers the order whose effects may be due (also for a repeat, whose effects may be left). */
async function applyIntentEvent(tx: Tx, event: IntentEvent, fresh: boolean) {
  const { intent } = event;
  const orderId = await orderOfIntent(tx, intent);
  if (!fresh) return orderId;
  // The order first, then its purchases: the order the checkout takes them in.
  const within = orderId ? await lockOrderInPayment(tx, orderId) : undefined;
  const purchase = within ? await purchaseOfIntent(tx, within, intent) : undefined;
  let keeper: PurchaseRow | null = purchase ?? null;
  if (within && purchase) {
    const move = await movePaidPurchase(tx, within, purchase, event);
    if (move) {
      keeper = move.after;
      await announceMove(tx, move);
      if (move.after.isPrimaryPayment) await settleOtherPurchases(tx, within, move.after, event);
      await settleLockedOrderAndAnnounce(tx, within);
    }
  }
  const giveBack = givesPaymentBack(keeper, event.type);
  if (giveBack) {
    await queueEffect(tx, {
      kind: 'give-payment-back',
      key: `give-payment-back:${intent.id}`,
      orderId: within?.order.id ?? null,
      payload: {
        intentId: intent.id,
        action: giveBack,
        amountCents: String(intent.amountCents),
        orderId: orderId ?? '',
      },
    });
  }
  return orderId;
}

/**
 * Where the event moves the purchase. A payment that lands after the 30-minute hold lapsed takes
 * the stock again if it is there; if it is gone the purchase fails as sold out (and the payment
 * goes back, like any payment no live purchase keeps).
 */
async function movePaidPurchase(
  tx: Tx,
  within: OrderInPayment,
  purchase: PurchaseRow,
  event: IntentEvent,
): Promise<PurchaseMove | null> {
  const status = statusAfterPaymentEvent(purchase, event.type);
  if (!status) return null;
  if (purchase.status === 'PROC' && (status === 'COMP' || status === 'HOLD')) {
    const gone = await keepStockForSale(tx, within, purchase.id);
    if (gone.length > 0) return failSoldOut(tx, within, purchase, gone);
  }
  return movePurchase(
    tx,
    purchase,
    status,
    status === 'FAIL' ? (event.intent.lastError ?? 'The payment failed.') : null,
    within,
  );
}

/**
 * Once the guest's card worked, the order's other purchases go on the same saved card (queued,
 * each keyed by its purchase); requests charged on approval only keep it and go on hold. When it
 * did not work, they fail with it.
 */
async function settleOtherPurchases(
  tx: Tx,
  within: OrderInPayment,
  primary: PurchaseRow,
  event: IntentEvent,
) {
  const waiting = within.purchases.filter(
    (p) => p.status === 'PROC' && !p.paymentIntentId && p.id !== primary.id,
  );
  if (waiting.length === 0) return;
  const paymentMethodId = event.intent.paymentMethodId;
  const paid = primary.status === 'COMP' || primary.status === 'HOLD';
  if (!paid || !paymentMethodId) {
    keepCurrent(within, await failWaitingPurchases(tx, waiting, primary.failureMessage));
    return;
  }
  const later = waiting.filter((p) => p.chargeOnApproval);
  if (later.length) {
    await rememberCard(tx, within.order.customerId, paymentMethodId);
    await holdForChargeOnApproval(tx, within, later);
  }
  const charged = waiting.filter((p) => !p.chargeOnApproval);
  if (charged.length === 0) return;
  await queueEffects(
    tx,
    charged.map((purchase) => ({
      kind: 'charge-saved-card' as const,
      key: `charge-saved-card:${purchase.id}`,
      orderId: primary.orderId,
      payload: { purchaseId: purchase.id, paymentMethodId },
    })),
  );
}

/**
 * The card of an order whose card purchases are all charged on approval: saved, its requests go
 * on hold; refused, they fail like a declined payment. The event names the checkout attempt by
 * its first purchase; one from an abandoned attempt finds nothing.
 */
async function applySetupEvent(tx: Tx, event: SetupEvent, fresh: boolean) {
  const { setupIntent } = event;
  const orderId = isUuid(setupIntent.metadata.order_id) ? setupIntent.metadata.order_id : null;
  const purchaseId = setupIntent.metadata.purchase_id;
  if (!fresh || !orderId || !isUuid(purchaseId)) return orderId;
  const within = await lockOrderInPayment(tx, orderId);
  if (!within?.purchases.some((p) => p.id === purchaseId)) return orderId;
  const waiting = within.purchases.filter((p) => p.chargeOnApproval && p.status === 'PROC');
  if (waiting.length === 0) return orderId;
  const saved = event.type === 'setup_intent.succeeded' && setupIntent.paymentMethodId;
  if (saved) await rememberCard(tx, within.order.customerId, setupIntent.paymentMethodId!);
  await settleAwaitingCard(
    tx,
    within,
    waiting,
    saved ? null : (setupIntent.lastError ?? 'The card could not be saved.'),
  );
  await settleLockedOrderAndAnnounce(tx, within);
  return orderId;
}
