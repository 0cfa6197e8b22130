import { useMutation } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { api } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** Signs in and sets the session cookie; answers the signed-in user. */
export function login(input: LoginInput): Promise<TSessionUser> {
  return api.post<TSessionUser>('jwt/login/', input);
}

/** The caller stores the session (see useCompleteSignIn) so it controls the redirect. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
