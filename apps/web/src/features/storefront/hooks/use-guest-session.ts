import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { ensureGuestSession } from '../api/create-guest-session';

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

  useEffect(() => {
    // ensureGuestSession shares one request between StrictMode's two effect runs.
    if (needsGuest && isIdle) mutate();
  }, [needsGuest, isIdle, mutate]);

  return {
    user: session.data ?? null,
    isError: session.isError || createGuest.isError,
    retry: () => {
      if (session.isError) void session.refetch();
      else createGuest.reset();
    },
  };
}
