import { z } from 'zod';
import { COHOST_STATUSES } from '../enums';

export const ZCohostSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_request_sms_enabled: z.boolean(),
  is_sales_sms_enabled: z.boolean(),
  is_marketing_sms_enabled: z.boolean(),
  status: z.enum(COHOST_STATUSES),
  /** The signed-in co-host's own entry, which they cannot remove. */
  is_self: z.boolean(),
});
export type TCohost = z.infer<typeof ZCohostSchema>;

export const ZCohostListSchema = z.object({ results: z.array(ZCohostSchema) });
export const ZInvitationCheckSchema = z.object({ is_valid: z.boolean() });
