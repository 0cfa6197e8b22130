import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Result } from '@/components/feedback/result';
import { messages } from '@stayfront/core';
import { PageLoader } from '@/components/feedback/page-loader';
import { useAppConfigQuery } from '@/lib/app-config';

/** Renders its children once the deployment configuration (brand, support e-mail...) is known. */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { data, isError, refetch, isRefetching } = useAppConfigQuery();
  if (data) return children;
  if (isError) {
    return (
      <Result
        status="warning"
        title={messages.somethingWentWrong}
        extra={
          <Button type="primary" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}
