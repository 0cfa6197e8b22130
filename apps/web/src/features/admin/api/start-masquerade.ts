import { useMutation } from '@tanstack/react-query';
import type { TSessionUser } from '@stayfront/core';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** The session acts as the owner until masquerading stops. */
export function startMasquerade(ownerId: string): Promise<TSessionUser> {
  return api.post<TSessionUser>('services/masquerade/start/', { ownerId });
}

export function useStartMasquerade() {
  return useMutation({
    mutationFn: startMasquerade,
    // A full page load: nothing cached for the support user may carry over into the host area.
    onSuccess: () => window.location.assign(paths.overview.stores),
  });
}
