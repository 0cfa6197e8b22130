import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { CAN_APPROVE_ONLY_MERCHANT_TOOLTIP, formatMoney } from '@stayfront/core';
import { Button, Flex, Tooltip } from 'antd';
import { ButtonLink } from '@/components/button-link';
import type { RefundRequest } from '../hooks/use-refund-flow';
import type { Order, OrderProduct } from '../types';
import { linesOf } from '../utils';

/** A disabled button keeps its reason reachable: hover or focus shows it. */
function WithReason({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} style={{ display: 'inline-block' }} aria-label={reason}>
        {children}
      </span>
    </Tooltip>
  );
}

/** Approve or Deny open the order page of the request (the approval page). */
function ApproveDeny({
  uuid,
  canApprove,
  subject,
}: {
  uuid: string;
  canApprove: boolean;
  subject: string;
}) {
  if (!canApprove) {
    return (
      <WithReason reason={CAN_APPROVE_ONLY_MERCHANT_TOOLTIP}>
        <Flex gap={8}>
          <Button size="small" disabled>
            Approve
          </Button>
          <Button size="small" disabled>
            Deny
          </Button>
        </Flex>
      </WithReason>
    );
  }
  return (
    <Flex gap={8}>
      <ButtonLink
        size="small"
        type="primary"
        to={paths.ownerRequest(uuid)}
        aria-label={`Approve ${subject}`}
      >
        Approve
      </ButtonLink>
      <ButtonLink size="small" danger to={paths.ownerRequest(uuid)} aria-label={`Deny ${subject}`}>
        Deny
      </ButtonLink>
    </Flex>
  );
}

interface LineActionsProps {
  order: Order;
  line: OrderProduct;
  onRefund: (request: RefundRequest) => void;
}

/** Spec section 4: a request on hold offers Approve or Deny; any other line, Refund item. */
export function LineActions({ order, line, onRefund }: LineActionsProps) {
  const subject = `${line.product_name}, order #${line.order_number}`;
  if (line.status === 'hold') {
    return (
      <ApproveDeny
        uuid={line.owner_purchase_uuid}
        canApprove={line.can_approve}
        subject={subject}
      />
    );
  }
  return (
    <WithReason reason={line.is_refundable ? null : line.non_refundable_reason}>
      <Button
        size="small"
        disabled={!line.is_refundable}
        aria-label={`Refund item ${subject}`}
        onClick={() =>
          onRefund({
            target: { type: 'orderproduct', id: line.id },
            description: `${line.quantity} × ${line.product_name}: ${formatMoney(line.amount_to_refund, order.currency)} goes back to the guest's card.`,
          })
        }
      >
        Refund item
      </Button>
    </WithReason>
  );
}

interface OrderActionsProps {
  order: Order;
  onRefund: (request: RefundRequest) => void;
  block?: boolean;
}

/** Spec section 4: an order on hold offers Approve or Deny; other orders, Refund order. */
export function OrderActions({ order, onRefund, block }: OrderActionsProps) {
  const subject = `order #${order.order_number}`;
  if (order.status === 'hold') {
    const acting = linesOf(order).find((l) => l.owner_purchase_uuid === order.owner_order_uuid);
    return (
      <ApproveDeny
        uuid={order.owner_order_uuid}
        canApprove={acting?.can_approve ?? false}
        subject={subject}
      />
    );
  }
  const left = linesOf(order)
    .filter((l) => l.is_refundable)
    .reduce((sum, l) => sum + l.amount_to_refund, 0);
  return (
    <WithReason reason={order.is_refundable ? null : order.non_refundable_reason}>
      <Button
        size="small"
        block={block}
        disabled={!order.is_refundable}
        aria-label={`Refund ${subject}`}
        onClick={() =>
          onRefund({
            target: { type: 'order', id: order.id },
            description: `Everything not refunded yet in ${subject}, ${formatMoney(left, order.currency)}, goes back to the guest's card.`,
          })
        }
      >
        Refund order
      </Button>
    </WithReason>
  );
}
