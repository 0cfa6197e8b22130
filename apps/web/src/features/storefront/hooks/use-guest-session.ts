import { useEffect } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { setSessionRecovery } from '@/lib/api-client';
import { APP_CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { ensureGuestSession } from '../api/create-guest-session';
import { afterNextPaint } from '../utils/after-next-paint';

/**
 * An anonymous guest whose session ended (it lasts two weeks) just gets a new one, without the
 * "session expired" toast and redirect hosts get: the failed call is then retried as that guest,
 * and what the page shows is read again. Hosts and support users keep the spec's behaviour.
 */
function renewGuestSession(queryClient: QueryClient) {
  return async () => {
    const user = queryClient.getQueryData<TSessionUser | null>(SESSION_QUERY_KEY);
    // No session yet is the visitor whose guest session is being made: the same one is used.
    if (user && user.role !== 'GUEST') return false;
    const fresh = await ensureGuestSession();
    queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] !== SESSION_QUERY_KEY[0] && queryKey[0] !== APP_CONFIG_QUERY_KEY[0],
    });
    return true;
  };
}

/**
 * The session the storefront runs under. A visitor without one becomes an anonymous guest (spec
 * section 6); a host (preview) or support session is kept as it is. `enabled` false waits (no
 * account is made for a store that turns out to be unavailable).
 */
export function useGuestSession({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const session = useSession();
  const createGuest = useMutation({
    mutationFn: ensureGuestSession,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
  const needsGuest = enabled && session.isSuccess && session.data === null;
  const { mutate, isIdle } = createGuest;

  useEffect(() => setSessionRecovery(renewGuestSession(queryClient)), [queryClient]);

  useEffect(() => {
    if (!needsGuest || !isIdle) return;
    // The store shows first: the session (two calls and a password hash on the server) is only
    // needed once the guest opens a product or the cart. ensureGuestSession shares one request
    // between StrictMode's two effect runs.
    return afterNextPaint(() => mutate());
  }, [needsGuest, isIdle, mutate]);

  return {
    user: session.data ?? null,
    /** The server said who is signed in (or nobody: then a guest session is on its way). */
    isKnown: session.isSuccess,
    isError: session.isError || createGuest.isError,
    retry: () => {
      if (session.isError) void session.refetch();
      else createGuest.reset();
    },
  };
}
