import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Cohost, CohostInput } from '../types';
import { accountKeys } from './keys';

export function getCohosts(): Promise<{ results: Cohost[] }> {
  return api.get<{ results: Cohost[] }>('services/co-host/');
}

export function getCohostsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.cohosts(),
    queryFn: getCohosts,
    select: (data) => data.results,
  });
}

export function useCohosts() {
  return useQuery(getCohostsQueryOptions());
}

const cohostPath = (id: string, action: string) =>
  `services/co-host/${encodeURIComponent(id)}/${action}/`;

export const createCohost = (input: CohostInput) =>
  api.post<Cohost>('services/co-host/create/', input);

export const updateCohost = ({ id, ...input }: Omit<CohostInput, 'email'> & { id: string }) =>
  api.post<Cohost>(cohostPath(id, 'update'), input);

export const removeCohost = (id: string) => api.post<{ ok: true }>(cohostPath(id, 'remove'), {});

export const resendInvitation = (id: string) =>
  api.post<{ ok: true }>(cohostPath(id, 'resend-invitation'), {});

/** Every co-host change reads the list again (statuses move on the server). */
function useCohostMutation<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.cohosts() }),
  });
}

export const useCreateCohost = () => useCohostMutation(createCohost);
export const useUpdateCohost = () => useCohostMutation(updateCohost);
export const useRemoveCohost = () => useCohostMutation(removeCohost);
export const useResendInvitation = () => useCohostMutation(resendInvitation);
