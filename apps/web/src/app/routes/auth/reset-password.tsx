import { useParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const { token } = useParams();
  return (
    <AuthLayout title="Set your password" pageTitle="Set your password">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
