import { useMutation } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Ends masquerading: the session becomes the support user's again. */
export function stopMasquerade(): Promise<TSessionUser> {
  return api.post<TSessionUser>('services/masquerade/stop/');
}

export function useStopMasquerade() {
  return useMutation({
    mutationFn: stopMasquerade,
    // A full page load: nothing cached while acting as the owner may survive into the admin.
    onSuccess: () => window.location.assign(paths.admin),
  });
}
