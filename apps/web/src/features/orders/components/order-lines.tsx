import { formatMoney } from '@stayfront/core';
import { Flex, Typography } from 'antd';
import { formatDay } from '@/utils/format-date';
import type { RefundRequest } from '../hooks/use-refund-flow';
import type { Order } from '../types';
import { linesOf } from '../utils';
import { LineActions } from './order-actions';
import { OrderStatusTag } from '@/components/order-status-tag';

interface OrderLinesProps {
  order: Order;
  onRefund: (request: RefundRequest) => void;
}

/** The lines of an order, each with its status and action; wraps on narrow screens. */
export function OrderLines({ order, onRefund }: OrderLinesProps) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <ul
      aria-label={`Items of order #${order.order_number}`}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {linesOf(order).map((line) => (
        <li
          key={line.id}
          style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Flex gap={12} align="center" justify="space-between" wrap>
            <Flex vertical gap={2} style={{ minWidth: 180, flex: '1 1 220px' }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {line.quantity} × {line.product_name}
                {line.option ? ` (${line.option})` : ''}
              </Typography.Text>
              {line.extra_field_values.map((answer) => (
                <Typography.Text
                  key={answer.label}
                  style={{ fontSize: 13, overflowWrap: 'anywhere' }}
                >
                  {answer.label}: {answer.value}
                </Typography.Text>
              ))}
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {money(line.price)} each
                {line.delivery_date ? ` · for ${formatDay(line.delivery_date)}` : ''}
              </Typography.Text>
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 120 }}>
              <Typography.Text>Guest paid {money(line.guest_amount)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Your profit {money(line.owner_profit)}
              </Typography.Text>
            </Flex>
            <OrderStatusTag status={line.status} reason={line.cancel_reason} />
            <LineActions order={order} line={line} onRefund={onRefund} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
