export { StartSellingChecklist } from './components/start-selling-checklist';
export { useOnboardingRedirect } from './hooks/use-onboarding-redirect';
