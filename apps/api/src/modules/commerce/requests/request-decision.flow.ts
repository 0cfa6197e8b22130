import {
  approvalMessages,
  AUTHORISATION_DAYS,
  NOT_ON_HOLD_MESSAGE,
  type PurchaseStatus,
  type RequestDecider,
} from '@stayfront/core';
import { AppError } from '../../../errors';
import type { PaymentIntent, PaymentIntentEventType } from '../../../lib/payments/payment-provider';
import type { CommerceDeps } from '../deps';
import { runSteps } from '../flow';
import { applyPaymentEvent } from '../payment-webhooks/payment-events';
import { announceMove } from '../notifications/purchase-news';
import { deliverEffects } from '../outbox/effects';
import { movePurchase } from '../purchases/purchase-state';
import { attachIntent, lockPurchase, type PurchaseRow } from '../purchases/purchases.repository';
import {
  claimDecision,
  findSavedCard,
  releaseClaim,
  setDecidedBy,
} from './request-links.repository';

// A request's decision, step by step, with the undo of each beside it:
//   1. claim        undo: release the claim, so the decision can be made again
//   2. capture (approve), charge the saved card (approve, charged on approval) or release the
//      authorisation (deny, cancel, lapse)
// When the provider refuses step 2 and the payment is neither captured nor cancelled, nothing
// happened: the claim is undone. Otherwise the provider's answer is the outcome, applied like
// the event that will report it. A claim cut short (the process ended) is recovered by the
// sweep in request-sweeps.ts.

const DAY_MS = 86_400_000;

export const conflict = (message: string) =>
  new AppError('CONFLICT', message, { non_field_errors: [message] });
const providerUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', approvalMessages.providerUnavailable);

/** An authorisation this old would lapse at the provider before long: it is not captured. */
export function isAuthorisationLapsing(purchase: PurchaseRow, now = new Date()) {
  return (
    purchase.paymentIntentId != null &&
    !purchase.chargeOnApproval &&
    purchase.createdAt.getTime() <= now.getTime() - AUTHORISATION_DAYS * DAY_MS
  );
}

/** What step 2 left to apply: the provider's payment, or a move without one. */
type ProviderAnswer = { intent: PaymentIntent } | { move: PurchaseStatus; failureMessage?: string };

/** Step 1: the decision claimed on the locked row; of two concurrent decisions one wins. */
export async function claim(
  deps: Pick<CommerceDeps, 'db'>,
  id: string,
  decidedBy: RequestDecider,
  note: string,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockPurchase(tx, id);
    if (!locked || locked.status !== 'HOLD') throw conflict(NOT_ON_HOLD_MESSAGE);
    if (locked.decidedAt) throw conflict(approvalMessages.decisionInProgress);
    return (await claimDecision(tx, id, decidedBy, note))!;
  });
}

const EVENT_FOR_STATUS: Partial<Record<PaymentIntent['status'], PaymentIntentEventType>> = {
  succeeded: 'payment_intent.succeeded',
  canceled: 'payment_intent.canceled',
  requires_payment_method: 'payment_intent.payment_failed',
};

/**
 * The provider's answer to our own call is the fact its event will report: applied now through
 * the same handler, so the answer shows the outcome; the event, when it comes, changes nothing.
 * An intent still processing is left to its event.
 */
export async function applyIntent(deps: CommerceDeps, intent: PaymentIntent) {
  const type = EVENT_FOR_STATUS[intent.status];
  if (!type || (type === 'payment_intent.payment_failed' && !intent.lastError)) return;
  await applyPaymentEvent(deps, { id: `api_${intent.id}_${intent.status}`, type, intent });
}

/** A request without a card payment (free, paid off-platform, charge not made) moves directly. */
async function moveWithoutPayment(
  deps: CommerceDeps,
  id: string,
  status: PurchaseStatus,
  failureMessage: string | null = null,
) {
  const orderId = await deps.db.transaction(async (tx) => {
    const locked = await lockPurchase(tx, id);
    if (!locked || locked.status !== 'HOLD') return null;
    await announceMove(tx, await movePurchase(tx, locked, status, failureMessage));
    return locked.orderId;
  });
  // The decision stands; what it announces is left to the sweep if it cannot go now.
  if (orderId) {
    await deliverEffects(deps, orderId).catch((error: unknown) =>
      deps.log.error({ err: error, orderId }, 'request outcome not announced yet'),
    );
  }
}

/**
 * A capture or release the provider refused: when the intent is already captured or cancelled,
 * that is the outcome to apply. Otherwise nothing happened, and the step fails.
 */
async function intentAfterRefusal(
  deps: CommerceDeps,
  claimed: PurchaseRow,
  error: unknown,
): Promise<PaymentIntent> {
  deps.log.warn({ err: error, purchaseId: claimed.id }, 'payment provider refused a decision');
  const intent = await deps.payments.getPaymentIntent(claimed.paymentIntentId!).catch(() => null);
  if (intent?.status === 'canceled' || intent?.status === 'succeeded') return intent;
  throw providerUnavailable();
}

/** Step 2 of an approval: the authorisation captured, or the saved card charged. */
async function captureOrCharge(deps: CommerceDeps, claimed: PurchaseRow): Promise<ProviderAnswer> {
  if (claimed.chargeOnApproval) return chargeSavedCard(deps, claimed);
  if (!claimed.paymentIntentId) return { move: 'COMP' };
  const intent = await deps.payments
    .capture(claimed.paymentIntentId, `purchase:${claimed.id}:capture`)
    .catch((error: unknown) => intentAfterRefusal(deps, claimed, error));
  return { intent };
}

/** The card saved at checkout is charged now, captured at once; a decline fails the request. */
async function chargeSavedCard(deps: CommerceDeps, claimed: PurchaseRow): Promise<ProviderAnswer> {
  const card = await findSavedCard(deps.db, claimed.orderId);
  if (!card?.paymentMethodId) {
    deps.log.error({ purchaseId: claimed.id }, 'no saved card for a request charged on approval');
    return { move: 'FAIL', failureMessage: 'No saved card to charge.' };
  }
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.chargeSavedCard(
      {
        amountCents: claimed.guestAmountCents,
        currency: card.currency.toLowerCase(),
        captureMethod: 'automatic',
        customerId: card.providerCustomerId,
        paymentMethodId: card.paymentMethodId,
        metadata: { order_id: claimed.orderId, purchase_id: claimed.id },
      },
      `purchase:${claimed.id}:charge`,
    );
  } catch (error) {
    deps.log.warn({ err: error, purchaseId: claimed.id }, 'charge on approval failed to run');
    throw providerUnavailable();
  }
  return { intent };
}

/** Step 2 of a denial, a cancellation or a lapse: the authorisation released. */
async function releaseAuthorisation(
  deps: CommerceDeps,
  claimed: PurchaseRow,
): Promise<ProviderAnswer> {
  if (!claimed.paymentIntentId) return { move: 'CNCL' };
  const intent = await deps.payments
    .cancel(claimed.paymentIntentId, `purchase:${claimed.id}:release`)
    .catch((error: unknown) => intentAfterRefusal(deps, claimed, error));
  return { intent };
}

/** Runs steps 1 and 2; `claimStep` answers the claimed row (the sweeps claim in bulk first). */
async function runDecision(
  deps: CommerceDeps,
  claimStep: () => Promise<PurchaseRow>,
  previousNote: string,
  providerStep: (deps: CommerceDeps, claimed: PurchaseRow) => Promise<ProviderAnswer>,
) {
  let claimed!: PurchaseRow;
  let answer!: ProviderAnswer;
  await runSteps([
    {
      name: 'claim',
      run: async () => {
        claimed = await claimStep();
      },
      undo: () => releaseClaim(deps.db, claimed, previousNote),
    },
    {
      name: 'call the payment provider',
      run: async () => {
        answer = await providerStep(deps, claimed);
      },
    },
  ]);
  return { claimed, answer };
}

/** Approves a request: claimed, then captured or charged; the provider's answer moves it. */
export async function approveRequest(
  deps: CommerceDeps,
  purchase: PurchaseRow,
  decidedBy: RequestDecider,
  note: string,
) {
  const { claimed, answer } = await runDecision(
    deps,
    () => claim(deps, purchase.id, decidedBy, note),
    purchase.approvalNote,
    captureOrCharge,
  );
  if ('move' in answer) {
    return moveWithoutPayment(deps, claimed.id, answer.move, answer.failureMessage);
  }
  if (claimed.chargeOnApproval) {
    // The event attaches the charge too; whichever is first.
    await attachIntent(deps.db, claimed.id, answer.intent.id);
    return applyIntent(deps, answer.intent);
  }
  if (answer.intent.status === 'canceled') {
    // The provider ended the authorisation on its own (it lapsed): the system decided, not the
    // approver, and the approval cannot stand.
    await setDecidedBy(deps.db, claimed.id, 'system');
    await applyIntent(deps, answer.intent);
    throw conflict(approvalMessages.authorisationExpired);
  }
  await applyIntent(deps, answer.intent);
}

/**
 * Releases a request's authorisation (deny, cancel, lapse); nothing to release moves directly.
 * `claimed` is the row already claimed, or a claim to make.
 */
export async function releaseRequest(
  deps: CommerceDeps,
  claimStep: () => Promise<PurchaseRow>,
  previousNote: string,
) {
  const { claimed, answer } = await runDecision(
    deps,
    claimStep,
    previousNote,
    releaseAuthorisation,
  );
  if ('move' in answer) return moveWithoutPayment(deps, claimed.id, answer.move);
  await applyIntent(deps, answer.intent);
  // Already captured elsewhere (the provider's dashboard): it completed instead.
  if (answer.intent.status === 'succeeded') throw conflict(NOT_ON_HOLD_MESSAGE);
}
