import { centsToAmount, lineFigures, orderProductStatus, sumFigures } from '@stayfront/core';
import type { TOtherPurchase, TSaleDetail, TSaleLine } from '@stayfront/core/contract';
import { toGuestDetails } from './guest-details';
import type { OwnerPurchase, PurchaseLine } from './sales.repository';

type Purchase = OwnerPurchase['purchase'];

/** The ledger's figures of a line of this purchase (core lineFigures). */
function figuresOf(row: PurchaseLine, purchase: Purchase) {
  const { line } = row;
  return lineFigures({
    purchaseStatus: purchase.status,
    isOffPlatform: purchase.isOffPlatform,
    isRefunded: line.isRefunded,
    amountCents: line.amountCents,
    convenienceFeeCents: line.convenienceFeeCents,
    ownerProfitCents: line.ownerProfitCents,
    amountRefundedCents: line.amountRefundedCents,
  });
}

function toSaleLine(row: PurchaseLine, purchase: Purchase): TSaleLine {
  const { line } = row;
  const figures = figuresOf(row, purchase);
  return {
    id: line.id,
    product_name: row.productName,
    option: row.optionLabel || (row.optionTimeLabel ?? '').slice(0, 5),
    quantity: line.quantity,
    price: centsToAmount(line.unitPriceCents),
    amount: centsToAmount(line.amountCents),
    convenience_fee: centsToAmount(line.convenienceFeeCents),
    is_off_platform: purchase.isOffPlatform,
    guest_amount: centsToAmount(figures.paidCents),
    owner_profit: centsToAmount(figures.ownerProfitCents),
    amount_refunded: centsToAmount(figures.refundedCents),
    paid_off_platform: centsToAmount(figures.offPlatformCents),
    delivery_date: line.deliveryDate,
    note: line.note,
    extra_field_values: line.extraFieldValues.map(({ label, value }) => ({ label, value })),
    is_refunded: line.isRefunded,
    status: orderProductStatus(purchase.status, line.isRefunded),
  };
}

/** A receipt exists once the order is settled without a failed payment (what checkout mails). */
export function hasReceipt(row: OwnerPurchase) {
  return row.order.isReady && !row.order.hasError;
}

function toOtherPurchase(purchase: Purchase, lines: PurchaseLine[]): TOtherPurchase {
  return {
    id: purchase.id,
    status: purchase.status,
    is_purchasable_off_platform: purchase.isOffPlatform,
    product_names: lines.map((row) => row.productName),
    total: centsToAmount(
      lines.reduce((sum, { line }) => sum + line.amountCents + line.convenienceFeeCents, 0),
    ),
  };
}

/**
 * One purchase as the host's order detail shows it, every total the sum of its lines', with the
 * order's other purchases beside it. `orderLines` are all the order's placed lines.
 */
export function toSaleDetail(
  row: OwnerPurchase,
  orderLines: PurchaseLine[],
  orderPurchases: Purchase[],
): TSaleDetail {
  const { purchase, order } = row;
  const linesOf = (id: string) => orderLines.filter(({ line }) => line.purchaseId === id);
  const lines = linesOf(purchase.id);
  const guest = toGuestDetails(row.guest);
  const totals = sumFigures(lines.map((line) => figuresOf(line, purchase)));
  return {
    id: purchase.id,
    order_id: order.id,
    order_number: order.orderNumber,
    date_created: (order.placedAt ?? order.createdAt).toISOString(),
    status: purchase.status,
    currency: order.currency,
    store: { id: order.storeId, store_name: row.storeName },
    guest,
    guest_email: guest.guest_email,
    owner_purchase_uuid: purchase.ownerUuid,
    requires_approval: purchase.requiresApproval,
    is_purchasable_off_platform: purchase.isOffPlatform,
    order_products: lines.map((line) => toSaleLine(line, purchase)),
    amount: centsToAmount(totals.paidAmountCents),
    convenience_fee: centsToAmount(totals.paidFeeCents),
    // Spec section 9: tax is shown as zero; the grand total is what the guest pays.
    tax: 0,
    grand_total: centsToAmount(totals.paidCents),
    owner_profit: centsToAmount(totals.ownerProfitCents),
    amount_refunded: centsToAmount(totals.refundedCents),
    paid_off_platform: centsToAmount(totals.offPlatformCents),
    has_receipt: hasReceipt(row),
    other_purchases: orderPurchases
      .filter((other) => other.id !== purchase.id)
      .map((other) => toOtherPurchase(other, linesOf(other.id))),
  };
}
