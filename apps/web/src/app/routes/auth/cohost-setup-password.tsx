import { useParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CohostSetupPassword } from '@/features/auth/components/cohost-setup-password';

export function CohostSetupPasswordRoute() {
  const { invitationUUID = '' } = useParams();
  return (
    <AuthLayout pageTitle="Set your password">
      <CohostSetupPassword key={invitationUUID} invitationUUID={invitationUUID} />
    </AuthLayout>
  );
}
