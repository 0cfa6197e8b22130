import type { ReactNode } from 'react';
import { QueryError } from '@/components/feedback/query-error';
import { PageLoader } from '@/components/feedback/page-loader';
import { useAppConfigQuery } from '@/lib/app-config';

/** Renders its children once the deployment configuration (brand, support e-mail...) is known. */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { data, isError, refetch, isRefetching } = useAppConfigQuery();
  if (data) return children;
  if (isError) {
    return <QueryError onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return <PageLoader />;
}
