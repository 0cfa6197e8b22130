import { safeNextPath } from '@stayfront/core';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * Only same-site paths are kept (`safeNextPath`, the rule the API applies to social sign-in too),
 * so a crafted `?next=` link can never send a signed-in user to another site.
 */
export function saveNextUrl(value: string | null | undefined): void {
  const safe = safeNextPath(value);
  if (safe) writeStorage(STORAGE_KEYS.nextUrl, safe);
}

export function peekNextUrl(): string | null {
  return safeNextPath(readStorage(STORAGE_KEYS.nextUrl));
}

/** Returns the saved address (if any) and forgets it: it is used once, after a login. */
export function consumeNextUrl(): string | null {
  const value = peekNextUrl();
  removeStorage(STORAGE_KEYS.nextUrl);
  return value;
}

export function clearNextUrl(): void {
  removeStorage(STORAGE_KEYS.nextUrl);
}
