import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api, expireSession, isApiError } from './api-client';
import { APP_CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from './query-keys';

/**
 * The signed-in user, or null when there is no session (a 401 here just means signed out).
 * `held` is the user the app showed until now: a host or support session that ended while its
 * pages were open (a removed co-host, a password reset elsewhere) is the spec's expired session,
 * with its toast, rather than a silent sign-out.
 */
export async function getSessionUser(held?: TSessionUser | null): Promise<TSessionUser | null> {
  try {
    return await api.get<TSessionUser>('jwt/me/');
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    if (held && held.role !== 'GUEST') await expireSession();
    return null;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ client }) =>
      getSessionUser(client.getQueryData<TSessionUser | null>(SESSION_QUERY_KEY)),
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

export function logout(): Promise<void> {
  return api.post<void>('jwt/logout/', undefined, { handleSessionExpiry: false });
}

/** Sign out: end the session, forget everything cached about the user, go to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the guarded page before the session disappears (see api-client's expireSession).
      await navigate(paths.login, { replace: true });
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== APP_CONFIG_QUERY_KEY[0],
      });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}

/** The session user, for components rendered only behind a guard that requires one. */
export function useSignedInUser(): TSessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInUser needs a signed-in user (render it behind a guard).');
  return data;
}
