import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

export interface ResetPasswordInput {
  password: string;
  token: string;
}

/** Sets the new password; the API signs the user in and answers the session user. */
export function resetPassword(input: ResetPasswordInput): Promise<TSessionUser> {
  return api.post<TSessionUser>('services/password-reset/reset-password/', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
