import { formatMoney } from '@stayfront/core';
import { Empty, Table, type TableProps } from 'antd';
import { tablePagination } from '@/components/table-pagination';
import { OrderStatusTag } from '@/components/order-status-tag';
import type { CalendarList, CalendarRow } from '../types';
import { OrderLink, ServiceDate, ServiceGuest, ServiceProduct } from './calendar-cells';

export const CALENDAR_EMPTY_TEXT = 'No services in this period.';

export interface CalendarViewProps {
  list: CalendarList;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

export function CalendarEmpty() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CALENDAR_EMPTY_TEXT} />;
}

/** The products table from 768 px up (spec: services calendar). */
export function CalendarTable({ list, page, pageSize, loading, onPageChange }: CalendarViewProps) {
  const columns: TableProps<CalendarRow>['columns'] = [
    {
      key: 'date',
      title: 'Date of service',
      width: 170,
      render: (_, row) => <ServiceDate row={row} />,
    },
    { key: 'product', title: 'Product', render: (_, row) => <ServiceProduct row={row} /> },
    { key: 'quantity', title: 'Qty', dataIndex: 'quantity', align: 'right', width: 64 },
    { key: 'guest', title: 'Guest', render: (_, row) => <ServiceGuest row={row} /> },
    { key: 'store', title: 'Store', dataIndex: 'store_name' },
    {
      key: 'status',
      title: 'Status',
      width: 150,
      render: (_, row) => <OrderStatusTag status={row.status} />,
    },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      width: 110,
      render: (_, row) => formatMoney(row.amount, row.currency),
    },
    { key: 'order', title: 'Order', width: 90, render: (_, row) => <OrderLink row={row} /> },
  ];
  return (
    <Table<CalendarRow>
      rowKey="id"
      columns={columns}
      dataSource={list.results}
      loading={loading}
      locale={{ emptyText: <CalendarEmpty /> }}
      scroll={{ x: 1000 }}
      pagination={tablePagination({ page, pageSize, total: list.count, onPageChange })}
    />
  );
}
