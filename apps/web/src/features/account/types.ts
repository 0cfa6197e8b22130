import type { TCohost, TPhoneSettingsAnswer } from '@stayfront/core/contract';

/** A phone row of the notification settings form; `id` is absent until it is saved. */
export type PhoneNotificationSetting = Omit<
  TPhoneSettingsAnswer['phone_notification_settings'][number],
  'id'
> & { id?: string | null };

export type PhoneNotificationSettings = TPhoneSettingsAnswer;

export type Cohost = TCohost;

export type CohostInput = Omit<Cohost, 'id' | 'status' | 'is_self'>;
