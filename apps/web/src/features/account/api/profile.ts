import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPasswordChange, TProfileDetails } from '@stayfront/core';
import type { TProfileDetailsAnswer } from '@stayfront/core/contract';
import { storeKeys } from '@/features/stores';
import { api } from '@/lib/api-client';

export function updateProfile(input: TProfileDetails): Promise<TProfileDetailsAnswer> {
  return api.post<TProfileDetailsAnswer>('services/owner/update-profile-details/', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      if (!answer.logged_out)
        await queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] });
    },
  });
}

export function changePassword(input: TPasswordChange): Promise<{ detail: string }> {
  return api.put<{ detail: string }>('services/user/current/passwordchange/', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password changes what Sign-In Settings allows (hasSetPassword).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] }),
  });
}

export function disconnectProvider(provider: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('auth/disconnect-backend/', { provider });
}

export function useDisconnectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectProvider,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] }),
  });
}

export function setLocalVendorsOptOut(
  isLocalProductOptedOut: boolean,
): Promise<{ ok: true; data: { isLocalProductOptedOut: boolean } }> {
  return api.post('services/owner/local-vendor-opt-out/', { isLocalProductOptedOut });
}

export function useSetLocalVendorsOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocalVendorsOptOut,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] }),
  });
}
