import type { CohostStatus, Plan } from '@stayfront/core';

export interface PhoneNotificationSetting {
  id?: string | null;
  phone_number: string;
  is_request_sms_enabled: boolean;
  is_sales_sms_enabled: boolean;
  is_marketing_sms_enabled: boolean;
}

export interface PhoneNotificationSettings {
  plan: Plan;
  phone_notification_settings: (PhoneNotificationSetting & { id: string })[];
}

export interface Cohost {
  id: string;
  email: string;
  phone_number: string;
  is_request_sms_enabled: boolean;
  is_sales_sms_enabled: boolean;
  is_marketing_sms_enabled: boolean;
  status: CohostStatus;
  is_self: boolean;
}

export type CohostInput = Omit<Cohost, 'id' | 'status' | 'is_self'>;
