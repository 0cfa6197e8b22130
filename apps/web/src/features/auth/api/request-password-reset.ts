import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a reset link; the answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('services/password-reset/generate-reset-token/', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
