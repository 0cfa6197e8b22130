import type { TSessionUser } from '@stayfront/core';
import { api } from '@/lib/api-client';

/**
 * Makes an anonymous guest and its session in one call. It is not a sign-in, so guests sharing an
 * address (hotel wifi, carrier NAT) never meet the sign-in limits. No password is sent: this
 * guest never signs in with one.
 */
export function createGuestSession(): Promise<TSessionUser> {
  return api.post<TSessionUser>('services/guest/', { isAnonymous: true, isActive: true });
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
