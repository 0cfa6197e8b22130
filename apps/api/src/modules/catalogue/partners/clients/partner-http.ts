import { setTimeout as sleep } from 'node:timers/promises';
import type { PartnerListing } from '@stayfront/core';
import {
  PartnerAuthError,
  PartnerUnavailableError,
  type PartnerClient,
  type PartnerHttpOptions,
} from './partner-client';

const MAX_RETRY_AFTER_MS = 30_000;

function retryDelay(response: Response, attempt: number, backoffMs: number) {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), MAX_RETRY_AFTER_MS);
  return Math.min(backoffMs * 2 ** attempt, MAX_RETRY_AFTER_MS);
}

/**
 * GET a partner's JSON: 429 is waited out (Retry-After, else exponential backoff) a few times,
 * 401/403 mean the credentials are refused, anything else that is not 2xx JSON is unavailable.
 */
export function getPartnerJson(
  url: string,
  headers: Record<string, string>,
  http: PartnerHttpOptions,
): Promise<unknown> {
  return sendPartnerJson(url, { headers }, http);
}

/** Like getPartnerJson, for any method; a `body` is sent as JSON. */
export async function sendPartnerJson(
  url: string,
  {
    method = 'GET',
    headers,
    body,
  }: { method?: string; headers: Record<string, string>; body?: unknown },
  { timeoutMs, backoffMs = 1000, maxRetries = 4 }: PartnerHttpOptions,
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PartnerUnavailableError(`${new URL(url).pathname}: ${(error as Error).message}`);
    }
    if (response.status === 429 && attempt < maxRetries) {
      await response.body?.cancel();
      await sleep(retryDelay(response, attempt, backoffMs));
      continue;
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new PartnerAuthError(`${new URL(url).pathname} answered ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PartnerUnavailableError(
        `${new URL(url).pathname} answered ${response.status}`,
        response.status,
      );
    }
    try {
      return await response.json();
    } catch {
      throw new PartnerUnavailableError(`${new URL(url).pathname} answered invalid JSON`);
    }
  }
}

export const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new PartnerUnavailableError(`${what} is not a list`);
  return value;
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Pages through an offset-based list until the partner's count is reached or a page is empty. */
export async function collectPages<T>(
  fetchPage: (offset: number) => Promise<{ items: T[]; total: number | null }>,
  maxItems = 10_000,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const { items, total } = await fetchPage(all.length);
    all.push(...items);
    if (items.length === 0 || (total !== null && all.length >= total) || all.length >= maxItems) {
      return all;
    }
  }
}

/** GET with a bearer token that is renewed once when the partner refuses it. */
export async function bearerGet(
  url: string,
  tokens: { accessToken(renew?: boolean): Promise<string>; canRenew(): boolean },
  http: PartnerHttpOptions,
) {
  const call = async (renew: boolean) =>
    getPartnerJson(url, { authorization: `Bearer ${await tokens.accessToken(renew)}` }, http);
  try {
    return await call(false);
  } catch (error) {
    if (!(error instanceof PartnerAuthError) || !tokens.canRenew()) throw error;
    return call(true);
  }
}

const PAGE_NUMBER_SIZE = 100;

/**
 * A client for an API paged by `?page&per_page` (1-based) that answers `{data: [...], meta:
 * {total}}`: the shape Hospitable, Hospitable Connect and Turno share. `fetchPage` asks for one
 * page; verifying the access is asking for the first listing.
 */
export function pageNumberClient(
  fetchPage: (page: number, perPage: number) => Promise<Record<string, unknown>>,
  what: string,
  toListing: (raw: unknown) => PartnerListing,
): PartnerClient {
  return {
    async verify() {
      await fetchPage(1, 1);
    },
    listProperties() {
      return collectPages(async (offset) => {
        const body = await fetchPage(Math.floor(offset / PAGE_NUMBER_SIZE) + 1, PAGE_NUMBER_SIZE);
        const items = list(body.data, what).map(toListing);
        const total = record(body.meta).total;
        return { items, total: typeof total === 'number' ? total : null };
      });
    },
  };
}
