import { Card, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignedInUser } from '@/lib/session';
import { REQUESTS_PAGE_SIZE, usePendingRequests } from '../api/get-pending-requests';
import { RequestCards } from './request-cards';
import { RequestsTable } from './requests-table';

/** /overview/requests/: the requests waiting for the owner's answer (spec: pending requests). */
export function RequestsPage() {
  usePageTitle('Pending requests');
  const user = useSignedInUser();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [page, setPage] = useState(1);
  const requests = usePendingRequests(user.owner_id ?? '', page);
  const list = requests.data;

  const viewProps = list && {
    list,
    page,
    pageSize: REQUESTS_PAGE_SIZE,
    loading: requests.isFetching && requests.isPlaceholderData,
    onPageChange: setPage,
  };

  return (
    <>
      <PageHeader title="Pending requests" />
      {requests.isError && !list ? (
        <QueryError onRetry={() => void requests.refetch()} />
      ) : viewProps ? (
        isPhone ? (
          <RequestCards {...viewProps} />
        ) : (
          <Card styles={{ body: { padding: 0 } }}>
            <RequestsTable {...viewProps} />
          </Card>
        )
      ) : (
        <Card aria-busy="true" aria-label="Loading pending requests">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
    </>
  );
}
