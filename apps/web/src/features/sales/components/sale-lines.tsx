import { formatMoney } from '@stayfront/core';
import { Card, Flex, Table, Typography, type TableProps } from 'antd';
import { OrderStatusTag } from '@/components/order-status-tag';
import { formatDay } from '@/utils/format-date';
import type { SaleLine } from '../types';

function LineProduct({ line }: { line: SaleLine }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {line.product_name}
        {line.option ? ` (${line.option})` : ''}
      </span>
      {line.delivery_date ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          For {formatDay(line.delivery_date)}
        </Typography.Text>
      ) : null}
      {line.extra_field_values.map((field) => (
        <Typography.Text key={field.label} style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {field.label}: {field.value}
        </Typography.Text>
      ))}
      {line.note ? (
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          Note: {line.note}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

interface SaleLinesProps {
  lines: SaleLine[];
  currency: string;
  isPhone: boolean;
}

/** The purchase's lines with their prices: a table from 768 px up, cards below. */
export function SaleLines({ lines, currency, isPhone }: SaleLinesProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  if (isPhone) {
    return (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {lines.map((line) => (
          <li key={line.id}>
            <Card size="small">
              <Flex justify="space-between" gap={8} align="flex-start">
                <LineProduct line={line} />
                <OrderStatusTag status={line.status} offPlatform={line.is_off_platform} />
              </Flex>
              <Flex justify="space-between" style={{ marginTop: 8 }}>
                <span>
                  {line.quantity} × {money(line.price)}
                </span>
                <strong>{money(line.amount)}</strong>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Your profit {money(line.owner_profit)}
              </Typography.Text>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  const columns: TableProps<SaleLine>['columns'] = [
    { key: 'product', title: 'Product', render: (_, line) => <LineProduct line={line} /> },
    { key: 'quantity', title: 'Qty', dataIndex: 'quantity', align: 'right', width: 64 },
    {
      key: 'price',
      title: 'Price',
      align: 'right',
      width: 110,
      render: (_, line) => money(line.price),
    },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      width: 110,
      render: (_, line) => money(line.amount),
    },
    {
      key: 'profit',
      title: 'Your Profit',
      align: 'right',
      width: 120,
      render: (_, line) => money(line.owner_profit),
    },
    {
      key: 'status',
      title: 'Status',
      width: 150,
      render: (_, line) => (
        <OrderStatusTag status={line.status} offPlatform={line.is_off_platform} />
      ),
    },
  ];
  return (
    <Table<SaleLine>
      rowKey="id"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 720 }}
    />
  );
}
