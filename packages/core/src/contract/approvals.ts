import { z } from 'zod';
import { APPROVAL_NOTE_MAX, approvalMessages } from '../orders';

export const ZApprovalNoteBodySchema = z
  .object({
    approval_note: z
      .string({ error: 'Must be text.' })
      .max(APPROVAL_NOTE_MAX, approvalMessages.noteTooLong)
      .nullish()
      .transform((note) => note ?? ''),
  })
  .strict();

export const ZRequestLineSchema = z.object({
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
export type TRequestLine = z.infer<typeof ZRequestLineSchema>;

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
