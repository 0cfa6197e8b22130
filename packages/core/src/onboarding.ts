export interface OnboardingState {
  ownerId: string | null;
  storeId: string | null;
  hasAddedProduct: boolean;
  hasSharedStore: boolean;
}

export interface OnboardingStep {
  key: 'account' | 'store' | 'product' | 'share';
  title: string;
  minutes: number;
  isDone: (state: OnboardingState) => boolean;
}

/** The Start selling checklist, in order, with the rule that marks each step done. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { key: 'account', title: 'Create your account', minutes: 2, isDone: (s) => s.ownerId != null },
  { key: 'store', title: 'Create your first store', minutes: 3, isDone: (s) => s.storeId != null },
  { key: 'product', title: 'Add your first product', minutes: 4, isDone: (s) => s.hasAddedProduct },
  {
    key: 'share',
    title: 'Share your store with guests',
    minutes: 2,
    isDone: (s) => s.hasSharedStore,
  },
];

export function isOnboardingComplete(state: OnboardingState): boolean {
  return ONBOARDING_STEPS.every((step) => step.isDone(state));
}

/** A host with no products, no closed tutorial and no store dismissed is sent to /onboarding/. */
export function shouldRedirectToOnboarding(store: {
  hasAddedProduct: boolean;
  hasClosedTutorial: boolean;
}): boolean {
  return !store.hasAddedProduct && !store.hasClosedTutorial;
}
