import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  PauseCircleFilled,
  RollbackOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

type Tone = 'grey' | 'green' | 'red';

const STATUS: Record<string, { label: string; tone: Tone; icon: ReactNode }> = {
  PROC: { label: 'Processing', tone: 'grey', icon: <ClockCircleFilled /> },
  HOLD: { label: 'Hold', tone: 'grey', icon: <PauseCircleFilled /> },
  COMP: { label: 'Completed', tone: 'green', icon: <CheckCircleFilled /> },
  CNCL: { label: 'Denied', tone: 'red', icon: <CloseCircleFilled /> },
  FAIL: { label: 'Failed', tone: 'red', icon: <CloseCircleFilled /> },
  RFND: { label: 'Refunded', tone: 'grey', icon: <RollbackOutlined /> },
};

/**
 * The payment status of one line (spec: processing and hold grey, completed green, denied or
 * failed red; hold reads Hold).
 */
export function PaymentStatus({ status }: { status: string | null }) {
  const shown = status ? STATUS[status] : undefined;
  if (!shown) return null;
  return (
    <span className={`ck-status ck-status--${shown.tone}`} data-status={status}>
      <span className="ck-status__icon" aria-hidden="true">
        {shown.icon}
      </span>
      <span>{shown.label}</span>
    </span>
  );
}
