import { z } from 'zod';
import { offsetPageOf, ZGuestDetailsSchema } from './common';

/** A pending request: one line of a purchase waiting for the owner's approval. */
export const ZPendingRequestSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  purchase_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  delivery_date: z.string().nullable(),
  owner_purchase_uuid: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  guest: ZGuestDetailsSchema,
  guest_amount: z.number(),
  owner_profit: z.number(),
  currency: z.string(),
  is_purchasable_off_platform: z.boolean(),
  can_approve: z.boolean(),
  date_created: z.string(),
});
export type TPendingRequest = z.infer<typeof ZPendingRequestSchema>;

export const ZPendingRequestListSchema = offsetPageOf(ZPendingRequestSchema);
export type TPendingRequestList = z.infer<typeof ZPendingRequestListSchema>;
