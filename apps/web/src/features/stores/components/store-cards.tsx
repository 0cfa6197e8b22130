import { ShareAltOutlined } from '@ant-design/icons';
import { formatMoney } from '@stayfront/core';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import type { StoreListItem } from '../types';
import { PayoutTotals } from './payout-totals';
import { StoreActionsMenu } from './store-actions-menu';
import { StoresEmpty } from './stores-empty';
import { StoreNameLink, type StoresViewProps } from './stores-table';
import { StoreThumbnail } from './store-thumbnail';
import { CardListPagination } from '@/components/card-list-pagination';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt style={{ fontSize: 12, color: '#5b6b67' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
    </div>
  );
}

/** The stores list below 768 px: one card per store. */
export function StoreCards({
  list,
  page,
  pageSize,
  loading,
  onPageChange,
  onShare,
  onEdit,
  onDuplicate,
}: StoresViewProps) {
  if (list.results.length === 0) return <StoresEmpty />;
  return (
    <Spin spinning={loading}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {list.results.map((store: StoreListItem) => (
          <li key={store.id}>
            <Card size="small" styles={{ body: { padding: 12 } }}>
              <Flex gap={12} align="flex-start">
                <StoreThumbnail image={store.image} width={72} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <StoreNameLink store={store} />
                </div>
                <StoreActionsMenu
                  store={store}
                  onEdit={() => onEdit(store)}
                  onDuplicate={() => onDuplicate(store)}
                />
              </Flex>
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  gap: '8px 12px',
                  margin: '12px 0',
                }}
              >
                <Stat label="Zip Code" value={store.postalCode || '—'} />
                <Stat label="Products" value={store.numProducts} />
                <Stat label="Orders (all time)" value={store.numCompletedOrders} />
                <Stat
                  label="Payout this month"
                  value={formatMoney(store.totalPayoutAmountCurrentMonth, store.currency)}
                />
              </dl>
              <Button
                block
                icon={<ShareAltOutlined />}
                aria-label={`Share store link for ${store.storeName}`}
                onClick={() => onShare(store)}
              >
                Share store link
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <Card size="small" style={{ marginTop: 12, background: '#f7faf9' }}>
        <Flex justify="space-between" align="center">
          <Typography.Text strong>Total payout this month</Typography.Text>
          <Typography.Text strong data-testid="stores-payout-total" style={{ textAlign: 'right' }}>
            <PayoutTotals totals={list.totals} />
          </Typography.Text>
        </Flex>
      </Card>
      <CardListPagination
        simple
        page={page}
        pageSize={pageSize}
        total={list.count}
        onPageChange={onPageChange}
      />
    </Spin>
  );
}
