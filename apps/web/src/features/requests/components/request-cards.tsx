import { formatMoney } from '@stayfront/core';
import { Card, Spin } from 'antd';
import type { PendingRequest } from '../types';
import { RequestsEmpty } from './requests-empty';
import { ManageButton, RequestProduct, type RequestsViewProps } from './requests-table';
import { CardListPagination } from '@/components/card-list-pagination';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt style={{ fontSize: 12, color: '#5b6b67' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}

/** The pending requests below 768 px: one card per request. */
export function RequestCards({ list, page, pageSize, loading, onPageChange }: RequestsViewProps) {
  if (list.results.length === 0) return <RequestsEmpty />;
  return (
    <Spin spinning={loading}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {list.results.map((request: PendingRequest) => (
          <li key={request.id}>
            <Card size="small" styles={{ body: { padding: 12 } }}>
              <RequestProduct request={request} />
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  gap: '8px 12px',
                  margin: '12px 0',
                }}
              >
                <Fact label="Store Name" value={request.store_name} />
                <Fact label="Guest" value={request.guest.guest_name || '—'} />
                <Fact label="Amount" value={formatMoney(request.guest_amount, request.currency)} />
                <Fact
                  label="Your Profit"
                  value={formatMoney(request.owner_profit, request.currency)}
                />
              </dl>
              <ManageButton request={request} block />
            </Card>
          </li>
        ))}
      </ul>
      <CardListPagination
        page={page}
        pageSize={pageSize}
        total={list.count}
        onPageChange={onPageChange}
      />
    </Spin>
  );
}
