import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApprovalAction, ApprovalActorType, PurchaseRequest } from '../types';
import { requestApiPath } from '../utils/request-paths';
import { approvalKeys } from './keys';

export interface DecideRequestInput {
  action: ApprovalAction;
  /** Approve and deny carry the note; cancel has no body. */
  approvalNote?: string;
}

/** Approve, deny or cancel; answers the request as it stands afterwards. */
export function decideRequest(
  actorType: ApprovalActorType,
  uuid: string,
  { action, approvalNote }: DecideRequestInput,
) {
  return api.post<PurchaseRequest>(
    requestApiPath(actorType, uuid, action),
    action === 'cancel' ? undefined : { approval_note: approvalNote ?? '' },
    { handleSessionExpiry: false },
  );
}

export function useDecideRequest(actorType: ApprovalActorType, uuid: string) {
  const queryClient = useQueryClient();
  const key = approvalKeys.request(actorType, uuid);
  return useMutation({
    mutationFn: (input: DecideRequestInput) => decideRequest(actorType, uuid, input),
    onSuccess: (request) => queryClient.setQueryData(key, request),
    // A refused action usually means the request changed meanwhile: show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
