import { formatMoney } from '@stayfront/core';
import { Flex, Typography } from 'antd';
import { formatDay } from '@/utils/format-date';
import type { RefundRequest } from '../hooks/use-refund-flow';
import type { Order, OrderProduct } from '../types';
import { linesOf } from '../utils';
import { LineActions } from './order-actions';
import { OrderStatusTag } from '@/components/order-status-tag';

const secondary = { type: 'secondary', style: { fontSize: 13 } } as const;

/**
 * What the line brought, as the ledger counts it: what the card took and gave back and the
 * profit left; a line paid through Airbnb brought no card money; a request waiting for its answer
 * or a payment still on its way has taken nothing yet.
 */
function LineMoney({ line, money }: { line: OrderProduct; money: (amount: number) => string }) {
  let figures: React.ReactNode;
  if (line.is_off_platform) {
    figures = (
      <>
        <Typography.Text>Guest pays {money(line.paid_off_platform)} on Airbnb</Typography.Text>
        <Typography.Text {...secondary}>Not part of your payouts</Typography.Text>
      </>
    );
  } else if (line.status === 'hold' || line.status === 'processing') {
    figures = <Typography.Text {...secondary}>Not charged yet</Typography.Text>;
  } else {
    figures = (
      <>
        <Typography.Text>Guest paid {money(line.guest_amount)}</Typography.Text>
        {line.amount_refunded > 0 ? (
          <Typography.Text {...secondary}>Refunded {money(line.amount_refunded)}</Typography.Text>
        ) : null}
        <Typography.Text {...secondary}>Your profit {money(line.owner_profit)}</Typography.Text>
      </>
    );
  }
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      {figures}
    </Flex>
  );
}

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
            <LineMoney line={line} money={money} />
            <OrderStatusTag
              status={line.status}
              reason={line.cancel_reason}
              offPlatform={line.is_off_platform}
            />
            <LineActions order={order} line={line} onRefund={onRefund} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
