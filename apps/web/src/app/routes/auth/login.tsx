import { canUseHostArea } from '@stayfront/core';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { getHomePath, useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useSession } from '@/lib/session';

export function LoginRoute() {
  const session = useSession();
  const { destination, completeSignIn } = useCompleteSignIn();

  if (destination) return <Navigate to={destination} replace />;
  if (session.isPending) return <PageLoader />;
  const user = session.data;
  // Someone already signed in (as host or support) has nothing to do here.
  if (user && (canUseHostArea(user) || user.role === 'SUPPORT')) {
    return <Navigate to={getHomePath(user)} replace />;
  }

  return (
    <AuthLayout
      title="Sign in to your account"
      pageTitle="Sign in"
      footer={
        <>
          Don&apos;t have an account? <Link to={paths.signup}>Sign up</Link>
        </>
      }
    >
      <LoginForm onSignedIn={completeSignIn} />
    </AuthLayout>
  );
}
