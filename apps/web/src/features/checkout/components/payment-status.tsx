import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  PauseCircleFilled,
  RollbackOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

import type { MessageKey } from '@stayfront/core/i18n';
import { useI18n } from '@/lib/i18n';

type Tone = 'grey' | 'green' | 'red';

const STATUS: Record<string, { label: MessageKey; tone: Tone; icon: ReactNode }> = {
  PROC: { label: 'status.processing', tone: 'grey', icon: <ClockCircleFilled /> },
  HOLD: { label: 'status.hold', tone: 'grey', icon: <PauseCircleFilled /> },
  COMP: { label: 'status.completed', tone: 'green', icon: <CheckCircleFilled /> },
  CNCL: { label: 'status.denied', tone: 'red', icon: <CloseCircleFilled /> },
  FAIL: { label: 'status.failed', tone: 'red', icon: <CloseCircleFilled /> },
  RFND: { label: 'status.refunded', tone: 'grey', icon: <RollbackOutlined /> },
};

/**
 * The payment status of one line (spec: processing and hold grey, completed green, denied or
 * failed red; hold reads Hold).
 */
export function PaymentStatus({ status }: { status: string | null }) {
  const { t } = useI18n();
  const shown = status ? STATUS[status] : undefined;
  if (!shown) return null;
  return (
    <span className={`ck-status ck-status--${shown.tone}`} data-status={status}>
      <span className="ck-status__icon" aria-hidden="true">
        {shown.icon}
      </span>
      <span>{t(shown.label)}</span>
    </span>
  );
}
