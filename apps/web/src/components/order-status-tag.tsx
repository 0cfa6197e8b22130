import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
  RollbackOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { ORDER_LINE_STATUS_LABEL, type OrderProductStatus } from '@stayfront/core';
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

export const statusLabel = (status: OrderProductStatus) => ORDER_LINE_STATUS_LABEL[status];

/** A status with its icon; a denied line explains who denied it (spec section 4). */
export function OrderStatusTag({
  status,
  reason,
}: {
  status: OrderProductStatus;
  reason?: string | null;
}) {
  const look = LOOK[status];
  const label = statusLabel(status);
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
