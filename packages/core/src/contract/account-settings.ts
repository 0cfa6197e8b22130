import { z } from 'zod';
import { PLANS } from '../enums';

export const ZPhoneNotificationSettingAnswerSchema = z.object({
  id: z.string(),
  phone_number: z.string(),
  is_request_sms_enabled: z.boolean(),
  is_sales_sms_enabled: z.boolean(),
  is_marketing_sms_enabled: z.boolean(),
});

export const ZPhoneSettingsAnswerSchema = z.object({
  plan: z.enum(PLANS),
  phone_notification_settings: z.array(ZPhoneNotificationSettingAnswerSchema),
});
export type TPhoneSettingsAnswer = z.infer<typeof ZPhoneSettingsAnswerSchema>;

export const ZProfileDetailsAnswerSchema = z.object({
  ok: z.literal(true),
  /** The e-mail changed: every session ended, this one included. */
  logged_out: z.boolean(),
  data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});
export type TProfileDetailsAnswer = z.infer<typeof ZProfileDetailsAnswerSchema>;
