import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback/app-feedback';
import { PageLoader } from '@/components/feedback/page-loader';
import { AppConfigGate } from '@/app/app-config-gate';
import { useNavigationPending } from '@/app/app-router';
import { bindApiClient } from '@/lib/api-client';
import { saveNextUrl } from '@/lib/next-url';

/** Lets the API client toast, navigate and clear the session when a session expires. */
function useApiClientBinding(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  useEffect(
    () =>
      bindApiClient({
        queryClient,
        navigate: (to) => navigate(to, { replace: true }),
        notifyError: (text) => void message.error({ content: text, key: text }),
      }),
    [queryClient, navigate, message],
  );
}

function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        zIndex: 2000,
        background: 'linear-gradient(90deg, transparent, #0E7C66, transparent)',
        backgroundSize: '200% 100%',
      }}
    />
  );
}

/**
 * Wraps every route: forces the trailing slash, scrolls to the top on each new page, remembers
 * `?next=` for after the login, and waits for the deployment configuration.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  useApiClientBinding();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    saveNextUrl(new URLSearchParams(search).get('next'));
  }, [search]);

  if (!pathname.endsWith('/')) {
    return <Navigate to={{ pathname: `${pathname}/`, search, hash }} replace />;
  }

  return (
    <AppConfigGate>
      <NavigationProgress />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppConfigGate>
  );
}
