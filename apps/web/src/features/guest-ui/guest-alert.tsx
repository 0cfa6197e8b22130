import type { ReactNode } from 'react';
import './guest-ui.css';

interface GuestAlertProps {
  type: 'success' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** `alert` for what went wrong just now, `status` for a state the page is in. */
  role?: 'alert' | 'status';
  className?: string;
}

const MARKS = { success: '\u2713', warning: '!', error: '\u00d7' };

/** A message box in the colours of its type, with a mark, a title and an optional action. */
export function GuestAlert({ type, title, description, action, role, className }: GuestAlertProps) {
  return (
    <div
      className={['gu-alert', `gu-alert--${type}`, className].filter(Boolean).join(' ')}
      role={role}
    >
      <span className="gu-alert__mark" aria-hidden="true">
        {MARKS[type]}
      </span>
      <div className="gu-alert__content">
        <div className="gu-alert__title">{title}</div>
        {description ? <div className="gu-alert__description">{description}</div> : null}
      </div>
      {action ? <div className="gu-alert__action">{action}</div> : null}
    </div>
  );
}
