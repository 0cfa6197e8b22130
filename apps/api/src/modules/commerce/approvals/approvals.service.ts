import type { FastifyInstance } from 'fastify';
import {
  APPROVAL_ACTOR_TYPES,
  approvalMessages,
  AUTHORISATION_DAYS,
  CAN_APPROVE_ONLY_MERCHANT_TOOLTIP,
  NOT_ON_HOLD_MESSAGE,
  type ApprovalActorType,
} from '@stayfront/core';
import { AppError, notAuthenticated, notFound, permissionDenied } from '../../../errors';
import type { PaymentIntent, PaymentIntentEventType } from '../../../lib/payments/payment-provider';
import type { AuthContext } from '../../../plugins/session';
import { afterPurchaseMoved, handlePaymentEvent, movePurchase } from '../checkout/payment-events';
import type { PurchaseRow } from '../checkout/purchases.repository';
import {
  attachIntent,
  claimDecision,
  findRequestByLink,
  findSavedCard,
  loadRequestContext,
  lockPurchase,
  releaseClaim,
  setDecidedBy,
} from './approvals.repository';
import { toRequestView } from './approvals.serializers';

export type Decision = 'approve' | 'deny' | 'cancel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

const conflict = (message: string) =>
  new AppError('CONFLICT', message, { non_field_errors: [message] });
const forbidden = (message: string) => new AppError('PERMISSION_DENIED', message);
const providerUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', approvalMessages.providerUnavailable);

function isActorType(value: string): value is ApprovalActorType {
  return (APPROVAL_ACTOR_TYPES as readonly string[]).includes(value);
}

/**
 * The host who may open the owner side: the store's owner or one of its co-hosts (support acting
 * as them included). The owner's page shows the guest's name, e-mail and phone, so unlike the
 * merchant's and the guest's links its link alone is not enough (spec: a host-only route).
 */
function ownerSideViewer(auth: AuthContext | null): string {
  if (!auth) throw notAuthenticated();
  if (auth.user.role !== 'HOST' || !auth.ownerId) throw permissionDenied();
  return auth.ownerId;
}

/**
 * The merchant's and the guest's links are their credential; the owner's needs the owning
 * host's session. An unknown side or id, or another owner's request, answers 404.
 */
async function findRequest(
  app: FastifyInstance,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
) {
  if (!isActorType(actorType)) throw notFound();
  const ownerId = actorType === 'owner' ? ownerSideViewer(auth) : undefined;
  if (!UUID.test(uuid)) throw notFound();
  const purchase = await findRequestByLink(app.db, actorType, uuid, ownerId);
  if (!purchase) throw notFound();
  return { actor: actorType, purchase, ownerId };
}

/** A host's own request is decided from the owner side; a merchant's only by the merchant. */
export function canApprove(actor: ApprovalActorType, purchase: PurchaseRow) {
  if (actor === 'owner') return purchase.merchantId == null;
  return actor === 'merchant';
}

/** An authorisation this old would lapse at the provider before long: it is not captured. */
export function isAuthorisationLapsing(purchase: PurchaseRow, now = new Date()) {
  return (
    purchase.paymentIntentId != null &&
    !purchase.chargeOnApproval &&
    purchase.createdAt.getTime() <= now.getTime() - AUTHORISATION_DAYS * DAY_MS
  );
}

async function viewOf(app: FastifyInstance, actor: ApprovalActorType, purchase: PurchaseRow) {
  const ctx = await loadRequestContext(app.db, purchase);
  return toRequestView(ctx, purchase, actor, canApprove(actor, purchase));
}

export async function getRequest(
  app: FastifyInstance,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
) {
  const { actor, purchase } = await findRequest(app, auth, actorType, uuid);
  return viewOf(app, actor, purchase);
}

/**
 * Approve, deny or cancel a request. The decision is claimed on the locked row first, so of two
 * concurrent decisions one wins and the other is told the request is no longer on hold; then the
 * payment is captured, charged or released, and the provider's answer moves the status.
 */
export async function decideRequest(
  app: FastifyInstance,
  auth: AuthContext | null,
  actorType: string,
  uuid: string,
  decision: Decision,
  approvalNote = '',
) {
  const { actor, purchase, ownerId } = await findRequest(app, auth, actorType, uuid);
  if (decision === 'cancel' && actor !== 'guest')
    throw forbidden(approvalMessages.onlyGuestCancels);
  if (decision !== 'cancel') {
    if (actor === 'guest') throw forbidden(approvalMessages.guestCannotDecide);
    if (!canApprove(actor, purchase)) throw forbidden(CAN_APPROVE_ONLY_MERCHANT_TOOLTIP);
  }
  if (purchase.status !== 'HOLD') throw conflict(NOT_ON_HOLD_MESSAGE);

  if (decision === 'approve' && isAuthorisationLapsing(purchase)) {
    const claimed = await claim(app, purchase.id, 'system', purchase.approvalNote);
    await releaseClaimed(app, claimed, purchase.approvalNote);
    throw conflict(approvalMessages.authorisationExpired);
  }
  const claimed = await claim(app, purchase.id, actor, approvalNote);
  if (decision === 'approve') await approveClaimed(app, claimed, purchase.approvalNote);
  else await releaseClaimed(app, claimed, purchase.approvalNote);
  return viewOf(app, actor, (await findRequestByLink(app.db, actor, uuid, ownerId))!);
}

async function claim(app: FastifyInstance, id: string, decidedBy: string, note: string) {
  return app.db.transaction(async (tx) => {
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
export async function applyIntent(app: FastifyInstance, intent: PaymentIntent) {
  const type = EVENT_FOR_STATUS[intent.status];
  if (!type || (type === 'payment_intent.payment_failed' && !intent.lastError)) return;
  await handlePaymentEvent(app, { id: `api_${intent.id}_${intent.status}`, type, intent });
}

/** A request without a card payment (free, paid off-platform, charge not made) moves directly. */
async function moveWithoutPayment(
  app: FastifyInstance,
  id: string,
  status: string,
  failureMessage: string | null = null,
) {
  const move = await app.db.transaction(async (tx) => {
    const locked = await lockPurchase(tx, id);
    if (!locked || locked.status !== 'HOLD') return null;
    return movePurchase(tx, locked, status, failureMessage);
  });
  if (move) await afterPurchaseMoved(app, move);
}

async function approveClaimed(app: FastifyInstance, claimed: PurchaseRow, previousNote: string) {
  if (claimed.chargeOnApproval) return chargeOnApproval(app, claimed, previousNote);
  if (!claimed.paymentIntentId) return moveWithoutPayment(app, claimed.id, 'COMP');
  const intent = await app.payments
    .capture(claimed.paymentIntentId, `purchase:${claimed.id}:capture`)
    .catch((error: unknown) => intentAfterRefusal(app, claimed, previousNote, error));
  if (intent.status === 'canceled') {
    // The provider ended the authorisation on its own (it lapsed): the system decided, not the
    // approver, and the approval cannot stand.
    await setDecidedBy(app.db, claimed.id, 'system');
    await applyIntent(app, intent);
    throw conflict(approvalMessages.authorisationExpired);
  }
  await applyIntent(app, intent);
}

/** Releases the authorisation (deny, cancel, lapse); nothing to release moves directly. */
export async function releaseClaimed(
  app: FastifyInstance,
  claimed: PurchaseRow,
  previousNote: string,
) {
  if (!claimed.paymentIntentId) return moveWithoutPayment(app, claimed.id, 'CNCL');
  const intent = await app.payments
    .cancel(claimed.paymentIntentId, `purchase:${claimed.id}:release`)
    .catch((error: unknown) => intentAfterRefusal(app, claimed, previousNote, error));
  await applyIntent(app, intent);
  // Already captured elsewhere (the provider's dashboard): it completed instead.
  if (intent.status === 'succeeded') throw conflict(NOT_ON_HOLD_MESSAGE);
}

/** The card saved at checkout is charged now, captured at once; a decline fails the request. */
async function chargeOnApproval(app: FastifyInstance, claimed: PurchaseRow, previousNote: string) {
  const card = await findSavedCard(app.db, claimed.orderId);
  if (!card?.paymentMethodId) {
    app.log.error({ purchaseId: claimed.id }, 'no saved card for a request charged on approval');
    return moveWithoutPayment(app, claimed.id, 'FAIL', 'No saved card to charge.');
  }
  let intent: PaymentIntent;
  try {
    intent = await app.payments.chargeSavedCard(
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
    app.log.warn({ err: error, purchaseId: claimed.id }, 'charge on approval failed to run');
    await releaseClaim(app.db, claimed, previousNote);
    throw providerUnavailable();
  }
  await attachIntent(app.db, claimed.id, intent.id);
  await applyIntent(app, intent);
}

/**
 * A capture or release the provider refused: when the intent is already captured or cancelled,
 * that is the outcome to apply. Otherwise nothing happened: the claim is undone, so the decision
 * can be made again.
 */
async function intentAfterRefusal(
  app: FastifyInstance,
  claimed: PurchaseRow,
  previousNote: string,
  error: unknown,
): Promise<PaymentIntent> {
  app.log.warn({ err: error, purchaseId: claimed.id }, 'payment provider refused a decision');
  const intent = await app.payments.getPaymentIntent(claimed.paymentIntentId!).catch(() => null);
  if (intent?.status === 'canceled' || intent?.status === 'succeeded') return intent;
  await releaseClaim(app.db, claimed, previousNote);
  throw providerUnavailable();
}
