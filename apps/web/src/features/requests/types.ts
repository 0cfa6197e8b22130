import type { TPendingRequest, TPendingRequestList } from '@stayfront/core/contract';

/** A pending request: one line of a purchase waiting for the owner's approval. */
export type PendingRequest = TPendingRequest;

export type PendingRequestList = TPendingRequestList;
