import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * Only same-site paths are accepted, so a crafted `?next=` link can never send a signed-in user
 * to another site (the API applies the same rule to social sign-in).
 */
export function isSafeNextUrl(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f]/.test(value)
  );
}

export function saveNextUrl(value: string | null | undefined): void {
  if (isSafeNextUrl(value)) writeStorage(STORAGE_KEYS.nextUrl, value);
}

export function peekNextUrl(): string | null {
  const value = readStorage(STORAGE_KEYS.nextUrl);
  return isSafeNextUrl(value) ? value : null;
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
