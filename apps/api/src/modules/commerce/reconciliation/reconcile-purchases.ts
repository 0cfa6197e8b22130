import type { PaymentEvent, PaymentIntent } from '../../../lib/payments/payment-provider';
import { eventTypeForIntent, PaymentProviderError } from '../../../lib/payments/payment-provider';
import { RESERVATION_MINUTES } from '../checkout/checkout.flow';
import type { CommerceDeps } from '../deps';
import { settleOrderAndAnnounce } from '../notifications/purchase-news';
import { deliverEffects } from '../outbox/effects';
import { handlePaymentEvent } from '../payment-webhooks/payment-events';
import type { PurchaseRow } from '../purchases/purchases.repository';
import { listProcessingPurchases, listUnsettledAnsweredOrders } from './reconciliation.repository';

/**
 * A checkout is asked about once it is this old: its event has had time to arrive, and younger
 * ones are mostly guests still typing their card.
 */
export const RECONCILE_PURCHASES_AFTER_MS = 2 * 60_000;
/**
 * An order whose purchases have all answered is settled by the event that answered last, at
 * once; one still unsettled after this was cut off. Settling runs once per order whoever does
 * it, so the wait only leaves the event's own path to finish first.
 */
export const SETTLE_AFTER_MS = 15_000;
const BATCH = 100;

type IntentEvent = Extract<PaymentEvent, { intent: unknown }>;

/**
 * The event the provider's answer amounts to, or null when the payment has not ended yet. Its id
 * names the intent and its status: the same answer read twice is one event, seen once.
 */
export function eventForIntent(intent: PaymentIntent): IntentEvent | null {
  const type = eventTypeForIntent(intent);
  return type && { id: `reconcile:${intent.id}:${intent.status}`, type, intent };
}

const holdLapsed = (purchase: PurchaseRow, now: Date) =>
  now.getTime() - purchase.createdAt.getTime() > RESERVATION_MINUTES * 60_000;

/**
 * The guest never paid and the stock hold lapsed: the payment is cancelled at the provider first
 * (the key the checkout uses for it, so it is one cancel), so that it can no longer be paid, and
 * the cancellation fails the purchase, which gives the order's stock back. If the guest paid at
 * that instant the cancel is refused and the payment is applied instead.
 */
async function release(deps: CommerceDeps, purchase: PurchaseRow, intent: PaymentIntent) {
  let ended: PaymentIntent;
  try {
    ended = await deps.payments.cancel(intent.id, `purchase:${purchase.id}:cancel`);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ended = await deps.payments.getPaymentIntent(intent.id);
  }
  const event = eventForIntent(ended);
  if (event) await handlePaymentEvent(deps, event);
}

export type PurchaseOutcome = 'applied' | 'released' | 'waiting';

/** One processing purchase: what its provider says is applied through the event handler. */
async function reconcilePurchase(
  deps: CommerceDeps,
  purchase: PurchaseRow,
  now: Date,
): Promise<PurchaseOutcome> {
  const intent = await deps.payments.getPaymentIntent(purchase.paymentIntentId!);
  const event = eventForIntent(intent);
  if (event) {
    await handlePaymentEvent(deps, event);
    return 'applied';
  }
  // Processing: the provider is still deciding, whatever the hold says.
  if (intent.status === 'processing' || !holdLapsed(purchase, now)) return 'waiting';
  await release(deps, purchase, intent);
  return 'released';
}

/**
 * Purchases still processing a few minutes after checkout: the provider is asked and the answer
 * applied (settle, fail, or release once the hold lapsed); then orders whose purchases have all
 * answered but never settled are settled. Every action is idempotent, so two processes running
 * this at once do each thing once.
 */
export async function reconcilePurchases(deps: CommerceDeps, now = new Date()) {
  const counts: Record<PurchaseOutcome | 'settled' | 'failed', number> = {
    applied: 0,
    released: 0,
    waiting: 0,
    settled: 0,
    failed: 0,
  };
  const cutoff = new Date(now.getTime() - RECONCILE_PURCHASES_AFTER_MS);
  for (const purchase of await listProcessingPurchases(deps.db, cutoff, BATCH)) {
    try {
      counts[await reconcilePurchase(deps, purchase, now)] += 1;
    } catch (error) {
      counts.failed += 1;
      deps.log.warn({ err: error, purchaseId: purchase.id }, 'purchase not reconciled');
    }
  }
  const settleCutoff = new Date(now.getTime() - SETTLE_AFTER_MS);
  for (const orderId of await listUnsettledAnsweredOrders(deps.db, settleCutoff, BATCH)) {
    try {
      await deps.db.transaction((tx) => settleOrderAndAnnounce(tx, orderId));
      await deliverEffects(deps, orderId);
      counts.settled += 1;
    } catch (error) {
      counts.failed += 1;
      deps.log.warn({ err: error, orderId }, 'order not settled');
    }
  }
  return counts;
}
