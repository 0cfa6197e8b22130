import { sideMayApprove } from './commerce/purchase-status';
import type { PurchaseStatus } from './enums';

/** Who ended a request, as the "The order is denied by {who}" tooltip names them. */
export const DECIDED_BY_LABEL: Record<string, string> = {
  owner: 'the host',
  merchant: 'the merchant',
  guest: 'the guest',
  system: 'the system (the card authorisation expired)',
};

export const APPROVAL_NOTE_MAX = 10000;
export const NOT_ON_HOLD_MESSAGE =
  "This order is no longer on hold, so you won't be able to make changes to it.";
export const CAN_APPROVE_ONLY_MERCHANT_TOOLTIP =
  'This product can be approved only from the merchant side';
export const deniedByText = (who: string) => `The order is denied by ${who}`;

/** Card authorisations lapse after 7 days; requests are cancelled before that. */
export const AUTHORISATION_DAYS = 6;
export const REFUND_POLL_MS = 3000;
export const ORDERS_PAGE_SIZE = 10;

/**
 * Which date the orders list and its exports filter on (the same values as the services
 * calendar's): when the order was placed, or a line's delivery date (else the order date).
 */
export const ORDER_DATE_FILTERS = ['date_of_order', 'date_of_service'] as const;
export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];
export const ORDER_DATE_FILTER_LABEL: Record<OrderDateFilter, string> = {
  date_of_order: 'Date of order',
  date_of_service: 'Date of service',
};

/** The spec's refundType: a whole order or one of its lines. */
export const REFUND_TYPES = ['order', 'orderproduct'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const refundMessages = {
  confirmOrderTitle: 'Refund this order?',
  confirmItemTitle: 'Refund this item?',
  cannotBeReversed: 'A refund cannot be reversed.',
  refundingTitle: 'Refunding',
  refundingText:
    "Your refund is being processed. Please don't leave or refresh this page until the process is done.",
  success: 'Your refund has been processed successfully.',
  offPlatform: 'This item was paid through the booking platform; refund it there.',
  nothingPaid: 'Nothing was charged for this item.',
  notApproved: 'This request has not been approved yet, so nothing was charged.',
  denied: 'This request was denied, so the guest was not charged.',
  processing: 'The payment is still being processed.',
  failed: 'The payment failed, so there is nothing to refund.',
  alreadyRefunded: 'This item has already been refunded.',
  orderAlreadyRefunded: 'This order has already been refunded.',
  inProgress: 'A refund of this order is being processed.',
  orderNothingRefundable: 'Nothing in this order can be refunded.',
} as const;

/** What decides whether a line can still be refunded through the card provider. */
export interface RefundableLineFacts {
  purchaseStatus: PurchaseStatus;
  isOffPlatform: boolean;
  isRefunded: boolean;
  /** The line's amount plus its convenience fee, in cents. */
  guestAmountCents: number;
  /** A refund of the same order waits for the provider. */
  refundInProgress: boolean;
}

export interface Refundability {
  is_refundable: boolean;
  non_refundable_reason: string | null;
}

const refundable: Refundability = { is_refundable: true, non_refundable_reason: null };
const notRefundable = (reason: string): Refundability => ({
  is_refundable: false,
  non_refundable_reason: reason,
});

/** A line is refunded whole, once, and only when its card payment went through. */
export function lineRefundability(line: RefundableLineFacts): Refundability {
  if (line.isRefunded || line.purchaseStatus === 'RFND')
    return notRefundable(refundMessages.alreadyRefunded);
  if (line.isOffPlatform) return notRefundable(refundMessages.offPlatform);
  switch (line.purchaseStatus) {
    case 'HOLD':
      return notRefundable(refundMessages.notApproved);
    case 'CNCL':
      return notRefundable(refundMessages.denied);
    case 'FAIL':
      return notRefundable(refundMessages.failed);
    case 'PEND':
    case 'PROC':
      return notRefundable(refundMessages.processing);
    default:
      break;
  }
  if (line.guestAmountCents <= 0) return notRefundable(refundMessages.nothingPaid);
  if (line.refundInProgress) return notRefundable(refundMessages.inProgress);
  return refundable;
}

/** An order can be refunded while any of its lines can; otherwise the reason its lines share. */
export function orderRefundability(lines: readonly RefundableLineFacts[]): Refundability {
  const each = lines.map(lineRefundability);
  if (each.some((r) => r.is_refundable)) return refundable;
  if (lines.some((l) => l.refundInProgress)) return notRefundable(refundMessages.inProgress);
  const reasons = new Set(each.map((r) => r.non_refundable_reason));
  if (reasons.size === 1 && reasons.has(refundMessages.alreadyRefunded))
    return notRefundable(refundMessages.orderAlreadyRefunded);
  if (reasons.size === 1) return notRefundable([...reasons][0]!);
  return notRefundable(refundMessages.orderNothingRefundable);
}

/** Spec: a host approves its own requests; a merchant's request only from the merchant side. */
export function ownerCanApprove(purchaseStatus: PurchaseStatus, merchantId: string | null) {
  return purchaseStatus === 'HOLD' && sideMayApprove('owner', merchantId);
}

/** Who may open an order request page, and the actions its confirmation page names. */
export const APPROVAL_ACTOR_TYPES = ['owner', 'merchant', 'guest'] as const;
export type ApprovalActorType = (typeof APPROVAL_ACTOR_TYPES)[number];
export const APPROVAL_ACTIONS = ['approve', 'deny', 'cancel'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const approvalMessages = {
  noteTooLong: `Ensure this field has no more than ${APPROVAL_NOTE_MAX} characters.`,
  guestCannotDecide: 'A guest can cancel a request but not approve or deny it.',
  onlyGuestCancels: 'Only the guest can cancel a request; approve or deny it instead.',
  decisionInProgress:
    'Another answer to this request is being processed. Reload the page in a moment.',
  authorisationExpired:
    'The card authorisation of this request expired, so it was cancelled automatically and can no longer be approved.',
  chargeDeclined:
    "The guest's card was declined, so the request could not be charged. The guest has been told.",
  providerUnavailable: 'The payment could not be processed right now. Please try again.',
} as const;

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysBetween(today: string, date: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * A request delivered more than AUTHORISATION_DAYS ahead cannot hold an authorisation until it is
 * decided (it would lapse first): its card is saved at checkout and charged when approved.
 */
export function isChargedOnApproval(deliveryDate: string | null | undefined, today: string) {
  return deliveryDate != null && daysBetween(today, deliveryDate) > AUTHORISATION_DAYS;
}

export const CHARGE_ON_APPROVAL_CONSENT = `Requests more than ${AUTHORISATION_DAYS} days ahead are charged when approved; your card is saved for that.`;

/** A guest's answer to a product's extra question, as kept on the order line. */
export interface ExtraFieldAnswer {
  label: string;
  value: string;
}

/** The guest's answers in one text ("Arrival time: 9am; Bikes: 2"), for e-mails and CSV files. */
export const formatExtraAnswers = (answers: readonly ExtraFieldAnswer[]) =>
  answers.map(({ label, value }) => `${label}: ${value}`).join('; ');
