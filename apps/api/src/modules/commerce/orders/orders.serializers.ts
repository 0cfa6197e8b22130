import {
  centsToAmount,
  DECIDED_BY_LABEL,
  deniedByText,
  lineFigures,
  lineRefundability,
  orderProductStatus,
  orderRefundability,
  orderStatusWord,
  ownerCanApprove,
  sumFigures,
  type LineFigures,
  type RefundableLineFacts,
} from '@stayfront/core';
import { toGuestDetails } from '../../reporting/sales/guest-details';
import {
  extraAnswersOf,
  type LineRowData,
  type OrderRowData,
  type PurchaseRowData,
} from './orders.repository';
import type { TOrder } from '@stayfront/core/contract';

type TOrderProduct = TOrder['purchases'][number]['order_products'][number];

export const guestOf = (row: {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  customer_email: string | null;
  user_email: string | null;
  user_is_anonymous: boolean | null;
}) =>
  toGuestDetails({
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    customerEmail: row.customer_email,
    userEmail: row.user_email,
    userIsAnonymous: row.user_is_anonymous,
  });

/** "The order is denied by {who}" for a denied request, when we know who ended it. */
function cancelReason(purchase: PurchaseRowData) {
  if (purchase.status !== 'CNCL' || !purchase.decided_by) return null;
  const who = DECIDED_BY_LABEL[purchase.decided_by];
  return who ? deniedByText(who) : null;
}

function refundFacts(
  line: LineRowData,
  purchase: PurchaseRowData,
  refundInProgress: boolean,
): RefundableLineFacts {
  return {
    purchaseStatus: purchase.status,
    isOffPlatform: purchase.is_off_platform,
    isRefunded: line.is_refunded,
    guestAmountCents: line.amount_cents + line.convenience_fee_cents,
    refundInProgress,
  };
}

/** The line's money as the ledger counts it (core lineFigures). */
function figuresOf(purchase: PurchaseRowData, line: LineRowData): LineFigures {
  return lineFigures({
    purchaseStatus: purchase.status,
    isOffPlatform: purchase.is_off_platform,
    isRefunded: line.is_refunded,
    amountCents: line.amount_cents,
    convenienceFeeCents: line.convenience_fee_cents,
    ownerProfitCents: line.owner_profit_cents,
    amountRefundedCents: line.amount_refunded_cents,
  });
}

/** The money fields every level of an order shows, from the figures of its lines. */
const moneyFields = (figures: LineFigures) => ({
  amount_refunded: centsToAmount(figures.refundedCents),
  paid_off_platform: centsToAmount(figures.offPlatformCents),
  owner_profit: centsToAmount(figures.ownerProfitCents),
});

function toOrderProduct(
  order: OrderRowData,
  purchase: PurchaseRowData,
  line: LineRowData,
): TOrderProduct {
  const status = orderProductStatus(purchase.status, line.is_refunded);
  const figures = figuresOf(purchase, line);
  return {
    id: line.id,
    product_name: line.product_name,
    option: line.option,
    extra_field_values: extraAnswersOf(line.extra_field_values),
    quantity: line.quantity,
    price: centsToAmount(line.unit_price_cents),
    amount_to_refund: centsToAmount(figures.paidCents - figures.refundedCents),
    convenience_fee: centsToAmount(line.convenience_fee_cents),
    delivery_date: line.delivery_date,
    is_refunded: line.is_refunded || purchase.status === 'RFND',
    status,
    cancel_reason: cancelReason(purchase),
    can_approve: ownerCanApprove(purchase.status, purchase.merchant_id),
    ...lineRefundability(refundFacts(line, purchase, order.refund_in_progress)),
    owner_purchase_uuid: purchase.owner_uuid,
    category: line.category,
    store_name: order.store_name,
    is_off_platform: purchase.is_off_platform,
    guest_amount: centsToAmount(figures.paidCents),
    ...moneyFields(figures),
    order_number: order.order_number,
  };
}

/** An order as the recent-orders list and the sales report show it (spec section 3). */
export function toOrder(
  order: OrderRowData,
  purchases: PurchaseRowData[],
  lines: LineRowData[],
): TOrder {
  const linesByPurchase = new Map<string, LineRowData[]>();
  for (const line of lines) {
    if (!line.purchase_id) continue;
    const list = linesByPurchase.get(line.purchase_id) ?? [];
    list.push(line);
    linesByPurchase.set(line.purchase_id, list);
  }
  const shown = purchases.map((purchase) => ({
    purchase,
    lines: linesByPurchase.get(purchase.id) ?? [],
  }));
  const facts = shown.flatMap(({ purchase, lines: own }) =>
    own.map((line) => refundFacts(line, purchase, order.refund_in_progress)),
  );
  const statuses = shown.flatMap(({ purchase, lines: own }) =>
    own.map((line) => orderProductStatus(purchase.status, line.is_refunded)),
  );
  const purchaseFigures = new Map(
    shown.map(({ purchase, lines: own }) => [
      purchase.id,
      sumFigures(own.map((line) => figuresOf(purchase, line))),
    ]),
  );
  const orderFigures = sumFigures([...purchaseFigures.values()]);
  const acting = purchases.find((p) => p.status === 'HOLD') ?? purchases[0];
  return {
    id: order.id,
    order_number: order.order_number,
    date_created: new Date(order.placed_at).toISOString(),
    grand_total: centsToAmount(orderFigures.paidCents),
    ...moneyFields(orderFigures),
    currency: order.currency,
    status: orderStatusWord(statuses),
    ...orderRefundability(facts),
    owner_order_uuid: acting?.owner_uuid ?? '',
    is_purchasable_off_platform: order.is_purchasable_off_platform === true,
    guest: guestOf(order),
    store: { id: order.store_id, store_name: order.store_name },
    purchases: shown.map(({ purchase, lines: own }) => {
      const figures = purchaseFigures.get(purchase.id)!;
      return {
        id: purchase.id,
        guest_amount: centsToAmount(figures.paidCents),
        ...moneyFields(figures),
        convenience_fee: centsToAmount(figures.paidFeeCents),
        status: purchase.status,
        order_products: own.map((line) => toOrderProduct(order, purchase, line)),
      };
    }),
  };
}
