import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** What the browser remembers of one store's onboarding. */
export interface StoreOnboardingStatus {
  /** The Start selling checklist is collapsed. */
  isCollapsed?: boolean;
  /** The host went on from /onboarding/ to this store: the dashboard no longer redirects. */
  isDismissed?: boolean;
  /** The "completed your store set-up" toast was shown. */
  isCelebrated?: boolean;
}

/** Local storage `onboardingStatus`: an object keyed by store id. */
export type OnboardingStatusMap = Record<string, StoreOnboardingStatus>;

const listeners = new Set<() => void>();

function parse(raw: string | null): OnboardingStatusMap {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as OnboardingStatusMap)
      : {};
  } catch {
    return {};
  }
}

export function readOnboardingStatus(storeId: string): StoreOnboardingStatus {
  return parse(readStorage(STORAGE_KEYS.onboardingStatus))[storeId] ?? {};
}

export function updateOnboardingStatus(storeId: string, patch: StoreOnboardingStatus): void {
  const all = parse(readStorage(STORAGE_KEYS.onboardingStatus));
  all[storeId] = { ...all[storeId], ...patch };
  writeStorage(STORAGE_KEYS.onboardingStatus, JSON.stringify(all));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.onboardingStatus) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => readStorage(STORAGE_KEYS.onboardingStatus);

/** One store's remembered onboarding status, updated when any component changes it. */
export function useOnboardingStatus(storeId: string): StoreOnboardingStatus {
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return parse(raw)[storeId] ?? {};
}
