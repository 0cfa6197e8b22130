import type { OutboxKind } from '../../../db/schema/index';
import type { CommerceDeps } from '../deps';
import { notifyOrderPlaced } from '../notifications/order-notifications';
import { sendReceipt } from '../notifications/receipt';
import { announceRequestOutcome } from '../notifications/request-outcome';
import { chargeOnSavedCard, givePaymentBack } from '../payment-webhooks/payment-effects';
import { findPurchase } from '../purchases/purchases.repository';
import {
  claimDueEffects,
  markEffectDone,
  postponeEffect,
  type OutboxRow,
} from './outbox.repository';

/** Longer than any one effect takes (a few e-mails, one provider call). */
const LEASE_MS = 60_000;
const BATCH = 20;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

const EFFECTS: Record<
  OutboxKind,
  (deps: CommerceDeps, payload: Record<string, string>) => Promise<unknown>
> = {
  receipt: (deps, { orderId }) => sendReceipt(deps, orderId!),
  'order-notices': (deps, { orderId }) => notifyOrderPlaced(deps, orderId!),
  // Announced as the move left it, even if the purchase moved on since (refunded, say).
  'request-outcome': async (deps, { purchaseId, status }) => {
    const purchase = await findPurchase(deps.db, purchaseId!);
    if (purchase) await announceRequestOutcome(deps, { ...purchase, status: status as never });
  },
  'charge-saved-card': chargeOnSavedCard,
  'give-payment-back': givePaymentBack,
};

async function runEffect(deps: CommerceDeps, effect: OutboxRow) {
  try {
    await EFFECTS[effect.kind](deps, effect.payload);
  } catch (error) {
    deps.log.warn({ err: error, effect: effect.key }, 'an effect failed; it is tried again');
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (effect.attempts - 1));
    await postponeEffect(deps.db, effect.id, String(error), delay);
    return;
  }
  await markEffectDone(deps.db, effect.id);
}

/**
 * Runs the due effects of one order (just after its change committed) or of every order (the
 * sweep, which finishes what a crashed process left). An effect can queue further ones (a refused
 * charge settles the order): they are taken in the next round.
 */
export async function deliverEffects(deps: CommerceDeps, orderId?: string) {
  for (;;) {
    const claimed = await claimDueEffects(deps.db, { orderId, limit: BATCH, leaseMs: LEASE_MS });
    for (const effect of claimed) await runEffect(deps, effect);
    if (claimed.length < BATCH && !claimed.some((e) => e.kind === 'charge-saved-card')) return;
  }
}
