import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';
import { OnboardingVideoPage } from '@/features/onboarding/components/onboarding-video-page';

export const OnboardingRoute = () => <OnboardingPage />;
export const OnboardingVideoRoute = () => <OnboardingVideoPage />;
