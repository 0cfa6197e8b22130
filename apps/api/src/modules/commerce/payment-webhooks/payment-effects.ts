import { crashPoint } from '../../../lib/crash-points';
import { PaymentProviderError } from '../../../lib/payments/payment-provider';
import type { CommerceDeps } from '../deps';
import { settleOrderAndAnnounce } from '../notifications/purchase-news';
import { failWaitingPurchases } from '../purchases/purchase-state';
import {
  attachIntent,
  findPurchase,
  lockOrderForPayment,
  lockPurchase,
} from '../purchases/purchases.repository';
import { findOrderPayer } from './payment-events.repository';

// The provider calls a payment event leaves to do, run from the outbox after the event's
// transaction committed. Each is keyed at the provider, so running one again after a crash finds
// the first call's result instead of charging or refunding twice.

/**
 * One of the order's other purchases charged on the card the guest just confirmed (requests
 * authorised only). Its own event moves it; a charge the provider refuses outright fails it.
 */
export async function chargeOnSavedCard(
  deps: CommerceDeps,
  { purchaseId, paymentMethodId }: Record<string, string>,
) {
  const purchase = await findPurchase(deps.db, purchaseId!);
  if (!purchase || purchase.status !== 'PROC' || purchase.paymentIntentId) return;
  const { order, saved } = await findOrderPayer(deps.db, purchase.orderId);
  let intentId: string;
  try {
    const intent = await deps.payments.chargeSavedCard(
      {
        amountCents: purchase.guestAmountCents,
        currency: order!.currency.toLowerCase(),
        captureMethod: purchase.requiresApproval ? 'manual' : 'automatic',
        customerId: saved?.providerCustomerId ?? '',
        paymentMethodId: paymentMethodId!,
        metadata: { order_id: purchase.orderId, purchase_id: purchase.id },
      },
      `purchase:${purchase.id}:intent`,
    );
    intentId = intent.id;
  } catch (error) {
    // Anything else leaves the outcome unknown: the effect runs again with the same key.
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, purchaseId }, 'charging the saved card failed');
    await deps.db.transaction(async (tx) => {
      await lockOrderForPayment(tx, purchase.orderId);
      const locked = await lockPurchase(tx, purchase.id);
      if (locked?.status !== 'PROC' || locked.paymentIntentId) return;
      await failWaitingPurchases(tx, [locked], 'The payment failed.');
      await settleOrderAndAnnounce(tx, purchase.orderId);
    });
    return;
  }
  crashPoint('outbox:card-charged');
  await attachIntent(deps.db, purchase.id, intentId);
}

/**
 * A payment no live purchase keeps goes back to the guest: refunded when captured, released when
 * authorised (refunded after all if it was captured meanwhile). Logged as a warning: it means a
 * guest paid something the store will not deliver.
 */
export async function givePaymentBack(
  deps: CommerceDeps,
  { intentId, action, amountCents, orderId }: Record<string, string>,
) {
  const key = `payment:${intentId}:give-back`;
  let done = action;
  if (action === 'release') {
    try {
      await deps.payments.cancel(intentId!, key);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const intent = await deps.payments.getPaymentIntent(intentId!);
      if (intent.status !== 'succeeded') throw error;
      done = 'refund';
    }
  }
  if (done === 'refund') {
    await deps.payments.refund(
      { paymentIntentId: intentId!, amountCents: Number(amountCents) },
      `${key}:refund`,
    );
  }
  deps.log.warn(
    { intentId, orderId, amountCents: Number(amountCents), action: done },
    'a payment no live purchase keeps was given back to the guest',
  );
}
