import type { ReactNode } from 'react';
import { canUseHostArea } from '@stayfront/core';
import { Navigate, useLocation } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageLoader } from '@/components/feedback/page-loader';
import { NotFound } from '@/app/routes/not-found';
import { loginHref } from '@/config/paths';
import { useSession } from '@/lib/session';

function useLoginRedirect(): string {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}

/** Host routes need a session with role HOST and an owner id; anyone else signs in first. */
export function RequireHost({ children }: { children: ReactNode }) {
  const session = useSession();
  const loginUrl = useLoginRedirect();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError onRetry={() => void session.refetch()} />;
  if (!canUseHostArea(session.data)) return <Navigate to={loginUrl} replace />;
  return children;
}

/**
 * The admin needs a support user. A visitor without a session signs in first; a signed-in user
 * of another role gets the 404 (sending them to the login page would bounce them back).
 */
export function RequireSupport({ children }: { children: ReactNode }) {
  const session = useSession();
  const loginUrl = useLoginRedirect();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <QueryError onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={loginUrl} replace />;
  if (session.data.role !== 'SUPPORT') return <NotFound />;
  return children;
}
