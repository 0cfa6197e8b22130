import { useLocation } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

function emailFromState(state: unknown): string {
  if (state != null && typeof state === 'object' && 'email' in state) {
    const { email } = state as { email: unknown };
    if (typeof email === 'string') return email;
  }
  return '';
}

export function ForgotPasswordRoute() {
  const location = useLocation();
  return (
    <AuthLayout pageTitle="Forgot password">
      <ForgotPasswordForm initialEmail={emailFromState(location.state)} />
    </AuthLayout>
  );
}
