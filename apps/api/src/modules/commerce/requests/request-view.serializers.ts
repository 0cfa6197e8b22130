import {
  APPROVAL_NOTE_MAX,
  approvalMessages,
  centsToAmount,
  guestName,
  type ApprovalActorType,
} from '@stayfront/core';
import { z } from 'zod';
import type { PurchaseRow } from '../purchases/purchases.repository';
import type { RequestContext } from '../notifications/notifications.repository';

export const ZApprovalNoteBodySchema = z
  .object({
    approval_note: z
      .string({ error: 'Must be text.' })
      .max(APPROVAL_NOTE_MAX, approvalMessages.noteTooLong)
      .nullish()
      .transform((note) => note ?? ''),
  })
  .strict();

const ZRequestLineSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  guest_amount: z.number(),
  delivery_date: z.string().nullable(),
  note: z.string(),
  extra_field_values: z.array(
    z.object({ product_field_id: z.string(), label: z.string(), value: z.string() }),
  ),
  product_price: z.object({ label: z.string(), time_label: z.string() }).nullable(),
  owner_profit: z.number().nullable(),
  merchant_amount: z.number().nullable(),
});

/**
 * The spec's Purchase (approval view). Each side sees its own money only: the owner its profit,
 * the merchant its amount, the guest neither; `can_approve` says whether this side decides.
 */
export const ZRequestViewSchema = z.object({
  order_number: z.number(),
  store_name: z.string(),
  guest: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  guest_amount: z.number(),
  owner_profit: z.number().nullable(),
  merchant_amount: z.number().nullable(),
  currency: z.string(),
  status: z.string(),
  owner_plan: z.string(),
  approval_note: z.string(),
  can_approve: z.boolean(),
  merchant_name: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  failure_message: z.string().nullable(),
  order_products: z.array(ZRequestLineSchema),
});
export type TRequestView = z.infer<typeof ZRequestViewSchema>;

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
