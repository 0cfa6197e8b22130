import { ORDERS_PAGE_SIZE } from '@stayfront/core';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOwnerDetail } from '@/features/stores';
import { useSignedInUser } from '@/lib/session';
import { useOrders } from '../api/get-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useRefundFlow } from '../hooks/use-refund-flow';
import type { OrderFilters as Filters } from '../types';
import { ExportMenu } from './export-menu';
import { OrderFilters } from './order-filters';
import { OrdersEmpty, OrdersView } from './orders-view';

const hasFilters = (filters: Filters) =>
  Boolean(filters.store_id || filters.status || filters.start_date || filters.end_date);

/** /overview/orders/: the owner's recent orders, filtered, with refunds and exports. */
export function RecentOrdersPage() {
  usePageTitle('Recent Orders');
  const user = useSignedInUser();
  const owner = useOwnerDetail(user.owner_id);
  const { filters, page, setFilters: changeFilters, setPage } = useOrderFilters();
  const orders = useOrders(filters, page);
  const refund = useRefundFlow();

  return (
    <>
      <PageHeader title="Recent Orders" extra={<ExportMenu filters={filters} />} />
      <OrderFilters value={filters} onChange={changeFilters} stores={owner.data?.stores ?? []} />
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
          empty={
            hasFilters(filters) ? (
              <OrdersEmpty
                title="No orders match these filters"
                text="Try another store, status or date range."
              />
            ) : (
              <OrdersEmpty
                title="No orders yet"
                text="Orders your guests place in your stores will show here."
              />
            )
          }
        />
      )}
    </>
  );
}
