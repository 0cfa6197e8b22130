import type { PurchaseStatus } from '../enums';

/** Every purchase status, in the order a purchase usually passes through them. */
export const PURCHASE_STATUSES = [
  'PEND',
  'PROC',
  'HOLD',
  'COMP',
  'CNCL',
  'FAIL',
  'RFND',
] as const satisfies readonly PurchaseStatus[];

/** An order is a cart (PEND) until checkout; then it follows its purchases. */
export const ORDER_STATUSES = ['PEND', 'PROC', 'COMP', 'FAIL', 'RFND'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A refund row waits for the provider (PEND), then completes or fails. */
export const REFUND_STATUSES = ['PEND', 'COMP', 'FAIL'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Who ended a request: one of its sides, or the system when the authorisation was lapsing. */
export const REQUEST_DECIDERS = ['owner', 'merchant', 'guest', 'system'] as const;
export type RequestDecider = (typeof REQUEST_DECIDERS)[number];

/** Statuses a purchase waits in no longer: its order settles once every purchase has one. */
export const FINAL_PURCHASE_STATUSES: readonly PurchaseStatus[] = [
  'COMP',
  'HOLD',
  'FAIL',
  'CNCL',
  'RFND',
];

/**
 * The purchase state machine. A checkout writes PROC (a card payment to come), HOLD (a request
 * with nothing to charge) or COMP (nothing to charge); the card's answer, a decision and a
 * refund move it on. Statuses only move forward, so a late or repeated event changes nothing.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  PEND: [],
  PROC: ['HOLD', 'COMP', 'FAIL', 'CNCL'],
  HOLD: ['COMP', 'CNCL', 'FAIL'],
  COMP: ['RFND'],
  CNCL: [],
  FAIL: [],
  RFND: [],
};

export function canMovePurchase(from: PurchaseStatus, to: PurchaseStatus) {
  return PURCHASE_TRANSITIONS[from].includes(to);
}

/** The status a purchase starts with at checkout. */
export function initialPurchaseStatus(plan: {
  needsCard: boolean;
  requiresApproval: boolean;
}): PurchaseStatus {
  if (plan.needsCard) return 'PROC';
  return plan.requiresApproval ? 'HOLD' : 'COMP';
}

export type PaymentIntentEvent =
  | 'payment_intent.succeeded'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled';

/** Where a provider's event about a purchase's payment moves it; null when it changes nothing. */
export function statusAfterPaymentEvent(
  purchase: { status: PurchaseStatus; chargeOnApproval: boolean },
  event: PaymentIntentEvent,
): PurchaseStatus | null {
  const current = purchase.status;
  switch (event) {
    case 'payment_intent.succeeded':
      return current === 'PROC' || current === 'HOLD' ? 'COMP' : null;
    case 'payment_intent.amount_capturable_updated':
      return current === 'PROC' ? 'HOLD' : null;
    case 'payment_intent.payment_failed':
      // A request charged on approval is charged while on hold: a decline ends it.
      return current === 'PROC' || (current === 'HOLD' && purchase.chargeOnApproval)
        ? 'FAIL'
        : null;
    case 'payment_intent.canceled':
      // A payment cancelled before it was made failed (the guest may pay again); a request
      // cancelled on hold was cancelled.
      if (current === 'PROC') return 'FAIL';
      return current === 'HOLD' ? 'CNCL' : null;
  }
}

/**
 * Whether a payment the provider took is kept by no live purchase: the attempt it paid was
 * replaced or deleted (none), or its purchase failed or ended meanwhile (a cancelled attempt paid
 * anyway, an item sold out while the guest paid). Such money goes back at once: refunded when
 * captured, released when only authorised.
 */
export function givesPaymentBack(
  purchase: { status: PurchaseStatus } | null,
  event: PaymentIntentEvent,
): 'refund' | 'release' | null {
  if (purchase && purchase.status !== 'FAIL' && purchase.status !== 'CNCL') return null;
  if (event === 'payment_intent.succeeded') return 'refund';
  if (event === 'payment_intent.amount_capturable_updated') return 'release';
  return null;
}

/** A request that leaves HOLD without a sale gives back the stock it held. */
export function returnsStock(from: PurchaseStatus, to: PurchaseStatus) {
  return from === 'HOLD' && (to === 'CNCL' || to === 'FAIL');
}

/** A purchase is RFND once everything the guest paid for it is back. */
export function isFullyRefunded(purchase: {
  amountRefundedCents: number;
  guestAmountCents: number;
}) {
  return purchase.amountRefundedCents >= purchase.guestAmountCents;
}

/**
 * An order whose purchases were all refunded (or never charged: denied or failed) is RFND;
 * off-platform and free purchases keep it completed.
 */
export const STATUSES_LEAVING_ORDER_REFUNDED: readonly PurchaseStatus[] = ['RFND', 'CNCL', 'FAIL'];

/** Spec: a host approves its own requests; a merchant's request only from the merchant side. */
export function sideMayApprove(side: 'owner' | 'merchant' | 'guest', merchantId: string | null) {
  if (side === 'owner') return merchantId == null;
  return side === 'merchant';
}
