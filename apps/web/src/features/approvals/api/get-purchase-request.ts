import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApprovalActorType, PurchaseRequest } from '../types';
import { requestApiPath } from '../utils/request-paths';
import { approvalKeys } from './keys';

/**
 * A request as one side's e-mailed link shows it. The guest's and the merchant's link is the
 * credential; the owner's page is only opened with a host session (the route checks it first).
 * An error here is the page's to show, never a session expiry.
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
