import { ORDERS_PAGE_SIZE } from '@stayfront/core';
import { useState, type ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useStore } from '@/features/stores';
import { isApiError } from '@/lib/api-client';
import { useOrders } from '../api/get-orders';
import { useRefundFlow } from '../hooks/use-refund-flow';
import type { OrderFilters } from '../types';
import { ExportMenu } from './export-menu';
import { OrdersEmpty, OrdersView } from './orders-view';

/** /dashboard/store/:storeId/sales/: the store's completed orders (spec: sales report). */
export function SalesReportPage({ storeId, notFound }: { storeId: string; notFound: ReactNode }) {
  usePageTitle('Sales report');
  const store = useStore(storeId);
  const [page, setPage] = useState(1);
  const filters: OrderFilters = { store_id: storeId, status: 'completed' };
  const orders = useOrders(filters, page);
  const refund = useRefundFlow();
  const isEmpty = orders.data?.count === 0;
  // Another owner's store (or none) is answered 404 by both calls.
  if (isApiError(store.error) && store.error.status === 404) return notFound;

  return (
    <>
      <PageHeader
        title="Sales report"
        extra={<ExportMenu filters={filters} disabled={!orders.data || isEmpty} />}
      />
      {store.data ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          Completed orders of{' '}
          <Link className="inline-link" to={paths.dashboard.store(storeId)}>
            {store.data.storeName}
          </Link>
        </Typography.Paragraph>
      ) : null}
      {orders.isError && !orders.data ? (
        <QueryError onRetry={() => void orders.refetch()} />
      ) : (
        <OrdersView
          list={orders.data}
          page={page}
          pageSize={ORDERS_PAGE_SIZE}
          loading={orders.isPending || (orders.isFetching && orders.isPlaceholderData)}
          onPageChange={setPage}
          onRefund={refund}
          showStore={false}
          receiptHref={(order) => paths.dashboard.sale(storeId, order.purchases[0]!.id)}
          empty={
            <OrdersEmpty
              title="No completed orders yet"
              text="Orders paid in this store will show here."
            />
          }
        />
      )}
    </>
  );
}
