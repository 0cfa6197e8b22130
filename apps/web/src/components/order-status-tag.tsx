import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
  RollbackOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { lineStatusLabel, type OrderProductStatus } from '@stayfront/core';
import { Tag, Tooltip } from 'antd';

/**
 * Spec section 9: processing grey, completed green, denied or failed red; refunded is orange, as
 * the other order lists show it. Issue 17: "Needs approval" (hold) waits on the host, so it has
 * its own colour too instead of the spec's grey.
 */
const LOOK: Record<OrderProductStatus, { color: string; icon: React.ReactNode }> = {
  completed: { color: 'green', icon: <CheckCircleFilled /> },
  hold: { color: 'gold', icon: <ClockCircleOutlined /> },
  processing: { color: 'default', icon: <SyncOutlined /> },
  cancel: { color: 'red', icon: <CloseCircleFilled /> },
  failed: { color: 'red', icon: <ExclamationCircleFilled /> },
  refunded: { color: 'orange', icon: <RollbackOutlined /> },
};

export const statusLabel = (status: OrderProductStatus) => lineStatusLabel(status, false);

/** Money that never went through the card has its own colour: it is no part of payouts. */
const PAID_THROUGH_AIRBNB_LOOK = { color: 'geekblue', icon: <CheckCircleFilled /> };

/**
 * A status with its icon; a denied line explains who denied it (spec section 4), and a sold
 * off-platform line reads "Paid through Airbnb" instead of "Completed".
 */
export function OrderStatusTag({
  status,
  reason,
  offPlatform = false,
}: {
  status: OrderProductStatus;
  reason?: string | null;
  offPlatform?: boolean;
}) {
  const paidThroughAirbnb = offPlatform && status === 'completed';
  const look = paidThroughAirbnb ? PAID_THROUGH_AIRBNB_LOOK : LOOK[status];
  const label = lineStatusLabel(status, offPlatform);
  const tag = (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
  if (!reason) return tag;
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} aria-label={`${label}: ${reason}`}>
        {tag}
      </span>
    </Tooltip>
  );
}
