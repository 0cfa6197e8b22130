import type { PurchaseStatus } from '../enums';

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

/**
 * The one rule behind a line's status word: the purchase statuses that give each word. A
 * refunded line reads "refunded" whatever its purchase says (lines are refunded whole).
 */
const WORD_OF_PURCHASE: Record<PurchaseStatus, OrderProductStatus> = {
  PEND: 'processing',
  PROC: 'processing',
  COMP: 'completed',
  HOLD: 'hold',
  CNCL: 'cancel',
  RFND: 'refunded',
  FAIL: 'failed',
};

/** Purchase status codes behind each filter value. */
export const PURCHASE_STATUSES_FOR_FILTER = Object.fromEntries(
  ORDER_STATUS_FILTERS.map((word) => [
    word,
    (Object.keys(WORD_OF_PURCHASE) as PurchaseStatus[]).filter(
      (code) => WORD_OF_PURCHASE[code] === word,
    ),
  ]),
) as Record<OrderStatusFilter, PurchaseStatus[]>;

/** The word a refunded line reads, whatever its purchase says. */
export const REFUNDED_LINE_STATUS = 'refunded' satisfies OrderStatusFilter;

/** A line's status word from its purchase's status and its own refund. */
export function orderProductStatus(
  purchaseStatus: PurchaseStatus,
  isRefunded: boolean,
): OrderProductStatus {
  return isRefunded ? REFUNDED_LINE_STATUS : WORD_OF_PURCHASE[purchaseStatus];
}

/** Column expressions of a line's purchase status and its refund flag, for lineStatusSql. */
export interface LineStatusColumns {
  purchaseStatus: string;
  isRefunded: string;
}

const quoted = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(', ');

/** The SQL condition "`column` is one of these purchase statuses", with the codes as literals. */
export function purchaseStatusSql(codes: readonly PurchaseStatus[], column: string): string {
  return codes.length === 1 ? `${column} = '${codes[0]}'` : `${column} IN (${quoted(codes)})`;
}

/**
 * The SQL condition for "this line's status word is `filter`", generated from the same rule as
 * orderProductStatus: a line not refunded of a purchase whose status gives the word, or, for
 * the refunded word, any refunded line. Without a filter, every line of a settled purchase that
 * a list shows. The status codes are written as literals, so partial indexes on them stay usable.
 */
export function lineStatusSql(
  filter: OrderStatusFilter | undefined,
  { purchaseStatus, isRefunded }: LineStatusColumns,
): string {
  if (!filter) {
    return `${purchaseStatus} IN (${quoted(ORDER_STATUS_FILTERS.flatMap((word) => PURCHASE_STATUSES_FOR_FILTER[word]))})`;
  }
  const byPurchase = purchaseStatusSql(PURCHASE_STATUSES_FOR_FILTER[filter], purchaseStatus);
  if (filter === REFUNDED_LINE_STATUS) return `(${byPurchase} OR ${isRefunded})`;
  return `${byPurchase} AND NOT ${isRefunded}`;
}

/**
 * One status word for a whole order, from its lines: waiting requests first (the order offers
 * Approve or Deny), then anything sold, then what is left.
 */
export function orderStatusWord(lineStatuses: readonly OrderProductStatus[]): OrderProductStatus {
  const precedence: OrderProductStatus[] = [
    'hold',
    'completed',
    'processing',
    'refunded',
    'cancel',
    'failed',
  ];
  return precedence.find((status) => lineStatuses.includes(status)) ?? 'processing';
}
