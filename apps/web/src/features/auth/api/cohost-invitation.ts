import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function checkCohostInvitation(uuid: string): Promise<{ is_valid: boolean }> {
  return api.get<{ is_valid: boolean }>(`services/co-host/${encodeURIComponent(uuid)}/check-uuid/`);
}

export function getCohostInvitationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['cohost-invitation', uuid],
    queryFn: () => checkCohostInvitation(uuid),
    staleTime: Infinity,
  });
}

export function useCohostInvitation(uuid: string) {
  return useQuery(getCohostInvitationQueryOptions(uuid));
}

export function setupCohostPassword(uuid: string, password: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`services/co-host/${encodeURIComponent(uuid)}/setup-password/`, {
    password,
  });
}

export function useSetupCohostPassword(uuid: string) {
  return useMutation({ mutationFn: (password: string) => setupCohostPassword(uuid, password) });
}
