import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PhoneNotificationSetting, PhoneNotificationSettings } from '../types';
import { accountKeys } from './keys';

export function getPhoneSettings(): Promise<PhoneNotificationSettings> {
  return api.get<PhoneNotificationSettings>('services/owner/phone-notification-settings/retrieve/');
}

export function getPhoneSettingsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.phoneSettings(), queryFn: getPhoneSettings });
}

export function usePhoneSettings() {
  return useQuery(getPhoneSettingsQueryOptions());
}

export function savePhoneSettings(
  rows: PhoneNotificationSetting[],
): Promise<PhoneNotificationSettings> {
  return api.post<PhoneNotificationSettings>('services/owner/phone-notification-settings/update/', {
    phone_notification_settings: rows,
  });
}

export function useSavePhoneSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhoneSettings,
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.phoneSettings(), answer),
  });
}
