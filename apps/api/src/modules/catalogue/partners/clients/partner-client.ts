import type { PartnerListing } from '@stayfront/core';

/** What the import needs from every partner, whatever its API and sign-in. */
export interface PartnerClient {
  /** Every listing of the account, following the partner's pages to the last one. */
  listProperties(): Promise<PartnerListing[]>;
  /** Proves the credentials work with one small call; throws PartnerAuthError when refused. */
  verify(): Promise<void>;
}

/** The partner refused the credentials or token (wrong, revoked or expired). */
export class PartnerAuthError extends Error {}

/** The partner could not be reached or answered something unusable (timeout, 5xx, bad JSON). */
export class PartnerUnavailableError extends Error {
  /** The partner's HTTP status, when it answered one. */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface PartnerHttpOptions {
  timeoutMs: number;
  /** First wait after a 429 without Retry-After; doubled on each further 429. */
  backoffMs?: number;
  maxRetries?: number;
}
