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
import type { Order, OrderFilters } from '../types';
import { ExportMenu } from './export-menu';
import { OrdersEmpty, OrdersView } from './orders-view';

/** A sale's receipt details open on its completed purchase; the others are linked from there. */
function receiptPurchase(order: Order) {
  return order.purchases.find((purchase) => purchase.status === 'COMP') ?? order.purchases[0]!;
}

/**
 * /dashboard/store/:storeId/sales/: the store's orders with a completed line (spec: sales report,
 * status completed); such an order may also hold a request still waiting for approval.
 */
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
          Orders with a completed sale in{' '}
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
          receiptHref={(order) => paths.dashboard.sale(storeId, receiptPurchase(order).id)}
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
