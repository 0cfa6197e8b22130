import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupRoute() {
  return (
    <AuthLayout
      title="Sign up for your account"
      pageTitle="Sign up"
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
