import { paths } from '@/config/paths';

/** Spec: Next goes to /onboarding carrying the stores count and the owner id. */
export function onboardingStartHref(storesCount: number, ownerId: string): string {
  const query = new URLSearchParams({ storesCount: String(storesCount), ownerId });
  return `${paths.onboarding}?${query.toString()}`;
}

/** The onboarding page for one store (where the dashboard redirect sends the host). */
export function onboardingHref(storeId: string): string {
  return `${paths.onboarding}?storeId=${encodeURIComponent(storeId)}`;
}
