import { formatMoney } from '@stayfront/core';
import { tablePagination } from '@/components/table-pagination';
import { paths } from '@/config/paths';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { formatDay } from '@/utils/format-date';
import type { PendingRequest, PendingRequestList } from '../types';
import { RequestsEmpty } from './requests-empty';

export interface RequestsViewProps {
  list: PendingRequestList;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** The product, with the order it belongs to and the day it is wanted. */
export function RequestProduct({ request }: { request: PendingRequest }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Link
        to={paths.ownerRequest(request.owner_purchase_uuid)}
        style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {request.product_name}
        {request.quantity > 1 ? ` × ${request.quantity}` : ''}
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Order #{request.order_number}
        {request.delivery_date ? ` · ${formatDay(request.delivery_date)}` : ''}
      </Typography.Text>
    </Flex>
  );
}

export function ManageButton({ request, block }: { request: PendingRequest; block?: boolean }) {
  return (
    <ButtonLink
      type="primary"
      block={block}
      to={paths.ownerRequest(request.owner_purchase_uuid)}
      aria-label={`Manage ${request.product_name}, order #${request.order_number}`}
    >
      Manage
    </ButtonLink>
  );
}

/** Spec (pending requests): Product, Store Name, Guest, Amount, Your Profit and Manage. */
export function RequestsTable({ list, page, pageSize, loading, onPageChange }: RequestsViewProps) {
  const columns: TableProps<PendingRequest>['columns'] = [
    {
      key: 'product',
      title: 'Product',
      render: (_, request) => <RequestProduct request={request} />,
    },
    { key: 'store', title: 'Store Name', dataIndex: 'store_name' },
    {
      key: 'guest',
      title: 'Guest',
      render: (_, request) => request.guest.guest_name || '—',
    },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      width: 120,
      render: (_, request) => formatMoney(request.guest_amount, request.currency),
    },
    {
      key: 'profit',
      title: 'Your Profit',
      align: 'right',
      width: 130,
      render: (_, request) => formatMoney(request.owner_profit, request.currency),
    },
    {
      key: 'manage',
      title: <span className="visually-hidden">Manage</span>,
      width: 120,
      align: 'center',
      render: (_, request) => <ManageButton request={request} />,
    },
  ];
  return (
    <Table<PendingRequest>
      rowKey="id"
      columns={columns}
      dataSource={list.results}
      loading={loading}
      locale={{ emptyText: <RequestsEmpty /> }}
      scroll={{ x: 820 }}
      pagination={tablePagination({ page, pageSize, total: list.count, onPageChange })}
    />
  );
}
