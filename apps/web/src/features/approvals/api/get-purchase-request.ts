import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApprovalActorType, PurchaseRequest } from '../types';
import { requestApiPath } from '../utils/request-paths';
import { approvalKeys } from './keys';

/**
 * A request as one side's e-mailed link shows it. The link is the credential, not a session: an
 * error here is the page's to show, never a session expiry.
 */
export function getPurchaseRequest(actorType: ApprovalActorType, uuid: string) {
  return api.get<PurchaseRequest>(requestApiPath(actorType, uuid), {
    handleSessionExpiry: false,
  });
}

export function getPurchaseRequestQueryOptions(actorType: ApprovalActorType, uuid: string) {
  return queryOptions({
    queryKey: approvalKeys.request(actorType, uuid),
    queryFn: () => getPurchaseRequest(actorType, uuid),
    retry: false,
  });
}

export function usePurchaseRequest(actorType: ApprovalActorType, uuid: string) {
  return useQuery(getPurchaseRequestQueryOptions(actorType, uuid));
}
