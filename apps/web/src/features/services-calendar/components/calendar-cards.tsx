import { formatMoney } from '@stayfront/core';
import { Card, Flex, Spin } from 'antd';
import { OrderStatusTag } from '@/components/order-status-tag';
import type { CalendarRow } from '../types';
import { OrderLink, ServiceDate, ServiceGuest, ServiceProduct } from './calendar-cells';
import { CalendarEmpty, type CalendarViewProps } from './calendar-table';
import { CardListPagination } from '@/components/card-list-pagination';

/** The services below 768 px: one card per line. */
export function CalendarCards({ list, page, pageSize, loading, onPageChange }: CalendarViewProps) {
  if (list.results.length === 0) return <CalendarEmpty />;
  return (
    <Spin spinning={loading}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {list.results.map((row: CalendarRow) => (
          <li key={row.id}>
            <Card size="small" styles={{ body: { padding: 12 } }}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <ServiceDate row={row} />
                <OrderStatusTag status={row.status} />
              </Flex>
              <div style={{ margin: '8px 0' }}>
                <ServiceProduct row={row} />
              </div>
              <ServiceGuest row={row} />
              <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 8 }}>
                <span style={{ overflowWrap: 'anywhere' }}>
                  {row.store_name} · Qty {row.quantity}
                </span>
                <Flex gap={8} align="center">
                  <strong>{formatMoney(row.amount, row.currency)}</strong>
                  <OrderLink row={row} />
                </Flex>
              </Flex>
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
