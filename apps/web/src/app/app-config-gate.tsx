import type { ReactNode } from 'react';
import { PageLoader } from '@/components/feedback/page-loader';
import { LazyAntdFrame } from '@/components/lazy-antd-frame';
import { useAppConfigQuery } from '@/lib/app-config';
import { lazyWithRetry } from '@/utils/lazy-with-retry';

// Drawn with antd, which a guest's store page does not load otherwise: only when it is needed.
const QueryError = lazyWithRetry(() =>
  import('@/components/feedback/query-error').then((m) => ({ default: m.QueryError })),
);

/** Renders its children once the deployment configuration (brand, support e-mail...) is known. */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { data, isError, refetch, isRefetching } = useAppConfigQuery();
  if (data) return children;
  if (isError) {
    return (
      <LazyAntdFrame>
        <QueryError onRetry={() => void refetch()} retrying={isRefetching} />
      </LazyAntdFrame>
    );
  }
  return <PageLoader />;
}
