import { centsToAmount, guestName, type ApprovalActorType } from '@stayfront/core';
import type { TRequestView } from '@stayfront/core/contract';
import type { PurchaseRow } from '../purchases/purchases.repository';
import type { RequestContext } from '../notifications/notifications.repository';

export function toRequestView(
  ctx: RequestContext,
  purchase: PurchaseRow,
  actor: ApprovalActorType,
  canApprove: boolean,
): TRequestView {
  const ownerMoney = (cents: number) => (actor === 'owner' ? centsToAmount(cents) : null);
  const merchantMoney = (cents: number) => (actor === 'merchant' ? centsToAmount(cents) : null);
  const customer = ctx.customer;
  return {
    order_number: ctx.order.orderNumber,
    store_name: ctx.storeName,
    guest: guestName(customer),
    guest_email: customer?.email ?? '',
    guest_phone: customer?.phone ?? '',
    guest_amount: centsToAmount(purchase.guestAmountCents),
    owner_profit: ownerMoney(purchase.ownerProfitCents),
    merchant_amount: merchantMoney(purchase.merchantAmountCents),
    currency: ctx.order.currency,
    status: purchase.status,
    owner_plan: ctx.ownerPlan,
    approval_note: purchase.approvalNote,
    can_approve: canApprove,
    merchant_name: ctx.merchant?.businessName ?? null,
    // A claim still in progress is not an outcome yet.
    decided_by: purchase.status === 'HOLD' ? null : purchase.decidedBy,
    decided_at: purchase.status === 'HOLD' ? null : (purchase.decidedAt?.toISOString() ?? null),
    failure_message: purchase.failureMessage,
    order_products: ctx.lines.map(({ line, product, price }) => ({
      id: line.id,
      product_name: product.productName,
      image: product.image,
      quantity: line.quantity,
      price: centsToAmount(line.unitPriceCents),
      amount: centsToAmount(line.amountCents),
      guest_amount: centsToAmount(line.amountCents + line.convenienceFeeCents),
      delivery_date: line.deliveryDate,
      note: line.note,
      extra_field_values: line.extraFieldValues,
      product_price: price ? { label: price.label, time_label: price.timeLabel } : null,
      owner_profit: ownerMoney(line.ownerProfitCents),
      merchant_amount: merchantMoney(line.merchantAmountCents),
    })),
  };
}
