import { z } from 'zod';
import { PURCHASE_STATUS_LABEL, type PurchaseStatus } from '../enums';
import { ORDER_PRODUCT_STATUSES } from '../commerce/line-status';
import { ZGuestDetailsSchema, ZStoreRefSchema } from './common';

const PURCHASE_STATUSES = Object.keys(PURCHASE_STATUS_LABEL) as [
  PurchaseStatus,
  ...PurchaseStatus[],
];

export const ZSaleLineSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  option: z.string(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  convenience_fee: z.number(),
  is_off_platform: z.boolean(),
  guest_amount: z.number().describe('Captured by card; 0 unless the payment went through'),
  owner_profit: z.number().describe("The host's profit from the card payment, after refunds"),
  amount_refunded: z.number(),
  paid_off_platform: z.number().describe('Paid through the booking platform (Airbnb)'),
  delivery_date: z.string().nullable(),
  note: z.string(),
  extra_field_values: z.array(z.object({ label: z.string(), value: z.string() })),
  is_refunded: z.boolean(),
  status: z.enum(ORDER_PRODUCT_STATUSES),
});
export type TSaleLine = z.infer<typeof ZSaleLineSchema>;

/** Another purchase of the same order, for the order detail's link to it. */
export const ZOtherPurchaseSchema = z.object({
  id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  is_purchasable_off_platform: z.boolean(),
  product_names: z.array(z.string()),
  total: z
    .number()
    .describe("Its lines' amounts and convenience fees, whether captured yet or not"),
});
export type TOtherPurchase = z.infer<typeof ZOtherPurchaseSchema>;

/** One purchase of an order, as the host's order detail shows it. */
export const ZSaleDetailSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  date_created: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  currency: z.string(),
  store: ZStoreRefSchema,
  guest: ZGuestDetailsSchema,
  guest_email: z.string(),
  owner_purchase_uuid: z.string(),
  requires_approval: z.boolean(),
  is_purchasable_off_platform: z.boolean(),
  order_products: z.array(ZSaleLineSchema),
  amount: z.number().describe('Captured by card, without the convenience fee'),
  convenience_fee: z.number(),
  tax: z.number(),
  grand_total: z.number().describe('Captured by card'),
  owner_profit: z.number(),
  amount_refunded: z.number(),
  paid_off_platform: z.number(),
  has_receipt: z.boolean(),
  other_purchases: z
    .array(ZOtherPurchaseSchema)
    .describe(
      "The same order's other purchases (a request beside items paid at once, a local vendor's items), each with a detail of its own",
    ),
});
export type TSaleDetail = z.infer<typeof ZSaleDetailSchema>;
