import { ShareAltOutlined } from '@ant-design/icons';
import { formatMoney } from '@stayfront/core';
import { Button, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { tablePagination } from '@/components/table-pagination';
import { paths } from '@/config/paths';
import type { StoreList, StoreListItem } from '../types';
import { PayoutTotals } from './payout-totals';
import { StoreActionsMenu } from './store-actions-menu';
import { StoresEmpty } from './stores-empty';
import { StoreThumbnail } from './store-thumbnail';

export interface StoresViewProps {
  list: StoreList;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onShare: (store: StoreListItem) => void;
  onEdit: (store: StoreListItem) => void;
  onDuplicate: (store: StoreListItem) => void;
}

export function StoreNameLink({ store }: { store: StoreListItem }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex align="center" gap={8} wrap>
        <Link
          to={paths.dashboard.store(store.id)}
          style={{ fontWeight: 600, fontSize: 15, overflowWrap: 'anywhere' }}
        >
          {store.storeName}
        </Link>
        {store.isVisible ? null : <Tag color="default">Inactive</Tag>}
      </Flex>
      {store.city || store.state ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {[store.city, store.state].filter(Boolean).join(', ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The stores list from 768 px up (spec: stores list table). */
export function StoresTable({
  list,
  page,
  pageSize,
  loading,
  onPageChange,
  onShare,
  onEdit,
  onDuplicate,
}: StoresViewProps) {
  const columns: TableProps<StoreListItem>['columns'] = [
    {
      key: 'image',
      title: <span className="visually-hidden">Image</span>,
      width: 88,
      render: (_, store) => <StoreThumbnail image={store.image} width={64} />,
    },
    {
      key: 'storeName',
      title: 'Store Name',
      render: (_, store) => <StoreNameLink store={store} />,
    },
    {
      key: 'storeLink',
      title: 'Store Link',
      width: 120,
      render: (_, store) => (
        <Button
          icon={<ShareAltOutlined />}
          aria-label={`Share ${store.storeName}`}
          onClick={() => onShare(store)}
        >
          Share
        </Button>
      ),
    },
    { key: 'postalCode', title: 'Zip Code', dataIndex: 'postalCode', width: 110 },
    {
      key: 'numProducts',
      title: 'Products',
      dataIndex: 'numProducts',
      align: 'right',
      width: 100,
    },
    {
      key: 'numCompletedOrders',
      title: 'Orders (all time)',
      dataIndex: 'numCompletedOrders',
      align: 'right',
      width: 140,
    },
    {
      key: 'payout',
      title: 'Payout this month',
      dataIndex: 'totalPayoutAmountCurrentMonth',
      align: 'right',
      width: 170,
      render: (amount: number, store) => formatMoney(amount, store.currency),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      width: 64,
      align: 'center',
      render: (_, store) => (
        <StoreActionsMenu
          store={store}
          onEdit={() => onEdit(store)}
          onDuplicate={() => onDuplicate(store)}
        />
      ),
    },
  ];

  return (
    <Table<StoreListItem>
      rowKey="id"
      columns={columns}
      dataSource={list.results}
      loading={loading}
      locale={{ emptyText: <StoresEmpty /> }}
      scroll={{ x: 900 }}
      pagination={tablePagination({ page, pageSize, total: list.count, onPageChange })}
      summary={() =>
        list.results.length > 0 ? (
          <Table.Summary.Row style={{ background: '#f7faf9' }}>
            <Table.Summary.Cell index={0} colSpan={6}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              <strong data-testid="stores-payout-total">
                <PayoutTotals totals={list.totals} />
              </strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
