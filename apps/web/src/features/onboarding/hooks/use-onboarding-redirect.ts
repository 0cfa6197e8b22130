import { useEffect } from 'react';
import { shouldRedirectToOnboarding } from '@stayfront/core';
import { useLocation, useNavigate } from 'react-router';
import { useStore, isNewStoreState } from '@/features/stores';
import { useSignedInUser } from '@/lib/session';
import { onboardingHref } from '../utils/onboarding-links';
import { readOnboardingStatus, updateOnboardingStatus } from '../utils/onboarding-status';

/**
 * Spec (store dashboard, onboarding): a host with no products, no closed tutorial and no store
 * dismissed who opens the dashboard goes to /onboarding/. A store the host has just created, or
 * went on to from /onboarding/, counts as dismissed; a support user acting for the host is never
 * redirected.
 */
export function useOnboardingRedirect(storeId: string): void {
  const { data: store } = useStore(storeId);
  const user = useSignedInUser();
  const { state } = useLocation();
  const navigate = useNavigate();
  const isNewStore = isNewStoreState(state);

  useEffect(() => {
    if (!store || store.id !== storeId || user.is_masqueraded) return;
    if (isNewStore) {
      updateOnboardingStatus(storeId, { isDismissed: true });
      return;
    }
    if (shouldRedirectToOnboarding(store) && !readOnboardingStatus(storeId).isDismissed) {
      void navigate(onboardingHref(storeId), { replace: true });
    }
  }, [store, storeId, user.is_masqueraded, isNewStore, navigate]);
}
