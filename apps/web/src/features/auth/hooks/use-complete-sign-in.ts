import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canUseHostArea, type TSessionUser } from '@stayfront/core';
import { paths } from '@/config/paths';
import { consumeNextUrl } from '@/lib/next-url';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

/** Where a signed-in user belongs when no `next` address was saved. */
export function getHomePath(user: TSessionUser): string {
  if (canUseHostArea(user)) return paths.overview.stores;
  if (user.role === 'SUPPORT') return paths.admin;
  // Guests have no signed-in area of their own: send them to the marketing site.
  return paths.redirect;
}

/**
 * After a login: pick the destination (the saved next address, consumed, else by role) and
 * store the session. The destination is state so the login page redirects exactly once, to it,
 * instead of racing its own "already signed in" redirect.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const [destination, setDestination] = useState<string | null>(null);
  const completeSignIn = useCallback(
    (user: TSessionUser) => {
      setDestination(consumeNextUrl() ?? getHomePath(user));
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );
  return { destination, completeSignIn };
}
