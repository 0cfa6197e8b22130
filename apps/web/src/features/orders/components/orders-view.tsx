import type { ReactNode } from 'react';
import { formatMoney } from '@stayfront/core';
import {
  Card,
  Empty,
  Flex,
  Grid,
  Pagination,
  Table,
  theme,
  Typography,
  type TableProps,
} from 'antd';
import { Link } from 'react-router';
import { tablePagination } from '@/components/table-pagination';
import { formatDateTime } from '@/utils/format-date';
import type { RefundRequest } from '../hooks/use-refund-flow';
import type { Order, OrderList } from '../types';
import { isPaidThroughAirbnb, linesOf } from '../utils';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderStatusTag } from '@/components/order-status-tag';

export interface OrdersViewProps {
  list: OrderList | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onRefund: (request: RefundRequest) => void;
  /** One store's report leaves the store out. */
  showStore?: boolean;
  /** Where an order's receipt details are (the sales report links each order there). */
  receiptHref?: (order: Order) => string;
  empty: ReactNode;
}

function OrderTitle({ order }: { order: Order }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>Order #{order.order_number}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {formatDateTime(order.date_created)}
      </Typography.Text>
    </Flex>
  );
}

function Guest({ order }: { order: Order }) {
  const { guest_name: name, guest_email: email, guest_phone: phone } = order.guest;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name || 'Guest'}</Typography.Text>
      {email || phone ? (
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {[email, phone].filter(Boolean).join(' · ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** What the card took, and beside it what the guest pays through Airbnb instead. */
function OrderTotal({ order }: { order: Order }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    // An amount never breaks across lines, however long the store's name beside it.
    <Flex vertical align="flex-end" style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text strong>{money(order.grand_total)}</Typography.Text>
      {order.paid_off_platform > 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          + {money(order.paid_off_platform)} on Airbnb
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function ReceiptLink({ order, href }: { order: Order; href?: (order: Order) => string }) {
  if (!href || order.purchases.length === 0) return null;
  return (
    <Link to={href(order)} aria-label={`Receipt details of order #${order.order_number}`}>
      Receipt details
    </Link>
  );
}

/** Wide screens: an expandable table, one order per row and its lines inside. */
function OrdersTable(props: OrdersViewProps) {
  const { list, page, pageSize, loading, onPageChange, onRefund, showStore = true } = props;
  const columns: TableProps<Order>['columns'] = [
    { key: 'order', title: 'Order', render: (_, order) => <OrderTitle order={order} /> },
    { key: 'guest', title: 'Guest', render: (_, order) => <Guest order={order} /> },
    ...(showStore
      ? [
          {
            key: 'store',
            title: 'Store',
            render: (_: unknown, order: Order) => order.store.store_name,
          },
        ]
      : []),
    {
      key: 'total',
      title: 'Total',
      align: 'right',
      render: (_, order) => <OrderTotal order={order} />,
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, order) => (
        <OrderStatusTag status={order.status} offPlatform={isPaidThroughAirbnb(order)} />
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      render: (_, order) => (
        <Flex vertical gap={6} align="flex-start">
          <OrderActions order={order} onRefund={onRefund} />
          <ReceiptLink order={order} href={props.receiptHref} />
        </Flex>
      ),
    },
  ];
  return (
    <Table<Order>
      rowKey="id"
      columns={columns}
      dataSource={list?.results ?? []}
      loading={loading}
      locale={{ emptyText: props.empty }}
      scroll={{ x: 860 }}
      expandable={{
        expandedRowRender: (order) => <OrderLines order={order} onRefund={onRefund} />,
        rowExpandable: (order) => linesOf(order).length > 0,
      }}
      pagination={tablePagination({ page, pageSize, total: list?.count ?? 0, onPageChange })}
    />
  );
}

/** Phones: one card per order, its lines behind a toggle. */
function OrderCards(props: OrdersViewProps) {
  const { list, page, pageSize, loading, onPageChange, onRefund, showStore = true } = props;
  if (!list || list.results.length === 0) {
    return <Card loading={loading}>{props.empty}</Card>;
  }
  return (
    <Flex vertical gap={12}>
      <ul aria-label="Orders" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.results.map((order) => (
          <li key={order.id} style={{ marginBottom: 12 }}>
            <Card size="small" loading={loading}>
              <Flex vertical gap={8}>
                <Flex justify="space-between" align="flex-start" gap={8}>
                  <OrderTitle order={order} />
                  <OrderStatusTag status={order.status} offPlatform={isPaidThroughAirbnb(order)} />
                </Flex>
                <Guest order={order} />
                <Flex justify="space-between" gap={8} wrap>
                  {showStore ? (
                    <Typography.Text type="secondary">{order.store.store_name}</Typography.Text>
                  ) : null}
                  <OrderTotal order={order} />
                </Flex>
                <OrderCardLines order={order} onRefund={onRefund} />
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <OrderActions order={order} onRefund={onRefund} />
                  <ReceiptLink order={order} href={props.receiptHref} />
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        align="center"
        current={page}
        pageSize={pageSize}
        total={list.count}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPageChange}
      />
    </Flex>
  );
}

function OrderCardLines({ order, onRefund }: Pick<OrdersViewProps, 'onRefund'> & { order: Order }) {
  const { token } = theme.useToken();
  const count = linesOf(order).length;
  return (
    <details>
      <summary style={{ cursor: 'pointer', color: token.colorLink }}>
        {count === 1 ? '1 item' : `${count} items`}
      </summary>
      <OrderLines order={order} onRefund={onRefund} />
    </details>
  );
}

/** The orders of the recent-orders page and the sales report: a table, or cards on a phone. */
export function OrdersView(props: OrdersViewProps) {
  const screens = Grid.useBreakpoint();
  return screens.md ? <OrdersTable {...props} /> : <OrderCards {...props} />;
}

export function OrdersEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </Flex>
      }
    />
  );
}
