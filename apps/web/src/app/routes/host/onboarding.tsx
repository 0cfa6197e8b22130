import { useAppConfig } from '@/features/app-config/api/get-app-config';
import { SectionPage } from '../section-page';

export const OnboardingRoute = () => <SectionPage title="Start selling" />;

export function OnboardingVideoRoute() {
  const { brandName } = useAppConfig();
  return <SectionPage title={`Welcome to ${brandName} Co`} />;
}
