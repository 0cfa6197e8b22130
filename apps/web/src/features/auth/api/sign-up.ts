import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { login } from './login';

export interface SignUpInput {
  firstName: string;
  email: string;
  password: string;
}

interface CreateOwnerResponse {
  user: { email: string; id: string };
}

export function createOwner(input: SignUpInput): Promise<CreateOwnerResponse> {
  return api.post<CreateOwnerResponse>('services/owner/', { ...input, isActive: true });
}

/** Creates the owner account, then signs in with the same credentials (spec: sign-up). */
export async function signUp(input: SignUpInput): Promise<TSessionUser> {
  const { user } = await createOwner(input);
  return login({ email: user.email, password: input.password });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
