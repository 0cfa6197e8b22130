import { ANONYMOUS_PASSWORD_LENGTH, type TSessionUser } from '@stayfront/core';
import { api } from '@/lib/api-client';
import { generatePassword } from '../utils/generate-password';

export interface CreateGuestInput {
  isAnonymous: true;
  isActive: true;
  password: string;
}

/** Creates an anonymous guest account; answers the e-mail to log in with. */
export function createGuest(input: CreateGuestInput): Promise<{ email: string }> {
  return api.post<{ email: string }>('services/guest/', input);
}

export async function createGuestSession(): Promise<TSessionUser> {
  const password = generatePassword(ANONYMOUS_PASSWORD_LENGTH);
  const { email } = await createGuest({ isAnonymous: true, isActive: true, password });
  return api.post<TSessionUser>('jwt/login/', { email, password });
}

let pending: Promise<TSessionUser> | null = null;

/**
 * One anonymous guest per visit: callers that ask at the same time (StrictMode runs effects
 * twice) share the same account instead of creating two.
 */
export function ensureGuestSession(): Promise<TSessionUser> {
  pending ??= createGuestSession().finally(() => {
    pending = null;
  });
  return pending;
}
