/** Keys of everything the app keeps in the browser's local storage. */
export const STORAGE_KEYS = {
  /** Address to visit after the next login (spec: next query parameter). */
  nextUrl: 'nextUrl',
  /** Collapse state of the onboarding checklist, keyed by store id. */
  onboardingStatus: 'onboardingStatus',
  /** The language a guest chose in the store's switcher. */
  guestLanguage: 'guestLanguage',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be unavailable (private browsing, disabled cookies): treat that as empty.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}
