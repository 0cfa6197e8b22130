import type { ApprovalActorType, ApprovalAction } from '@stayfront/core';
import type { TRequestLine, TRequestView } from '@stayfront/core/contract';

export type { ApprovalActorType, ApprovalAction };

export type RequestLine = TRequestLine;

/** The spec's Purchase (approval view), as GET services/purchase/:actorType/:uuid/ answers it. */
export type PurchaseRequest = TRequestView;
