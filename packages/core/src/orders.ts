import type { PurchaseStatus } from './enums';

/** The status words order lists show for a line (spec: completed, hold, cancel, refunded). */
export const ORDER_PRODUCT_STATUSES = [
  'completed',
  'hold',
  'cancel',
  'refunded',
  'processing',
  'failed',
] as const;
export type OrderProductStatus = (typeof ORDER_PRODUCT_STATUSES)[number];

/** Filter values of the orders list, exports and services calendar (the spec's "product status"). */
export const ORDER_STATUS_FILTERS = ['completed', 'hold', 'cancel', 'refunded'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Purchase status codes behind each filter value. */
export const PURCHASE_STATUSES_FOR_FILTER: Record<OrderStatusFilter, PurchaseStatus[]> = {
  completed: ['COMP'],
  hold: ['HOLD'],
  cancel: ['CNCL'],
  refunded: ['RFND'],
};

/** A line's status word from its purchase's status and its own refund. */
export function orderProductStatus(
  purchaseStatus: PurchaseStatus,
  isRefunded: boolean,
): OrderProductStatus {
  if (isRefunded || purchaseStatus === 'RFND') return 'refunded';
  switch (purchaseStatus) {
    case 'COMP':
      return 'completed';
    case 'HOLD':
      return 'hold';
    case 'CNCL':
      return 'cancel';
    case 'FAIL':
      return 'failed';
    default:
      return 'processing';
  }
}

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
