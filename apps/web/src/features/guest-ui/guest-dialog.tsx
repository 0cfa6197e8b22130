import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '@/lib/i18n';
import { tabbableIn } from './focusable';
import './guest-ui.css';

export interface GuestDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `center`: a modal box (full screen on phones); `right`: a drawer along the right edge. */
  placement?: 'center' | 'right';
  /** Widest the box gets, in pixels (a drawer is full width on phones). */
  width?: number;
  className?: string;
  /**
   * Gives focus back to what had it when the dialog opened. Off where the page does it itself
   * (the store's product modal and cart popup hand over to one another).
   */
  returnFocus?: boolean;
}

/**
 * A modal dialog: named by its title, focus moved into it and kept there (Tab wraps), closed by
 * Escape, its close button or a click beside it, with the page behind it still.
 */
export function GuestDialog({
  open,
  title,
  onClose,
  children,
  footer,
  placement = 'center',
  width = 520,
  className,
  returnFocus = true,
}: GuestDialogProps) {
  const { t } = useI18n();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // After this commit's effects: a page that gives focus back itself records the opener first.
    const focusing = setTimeout(() => panel.current?.focus({ preventScroll: true }));
    return () => {
      clearTimeout(focusing);
      document.body.style.overflow = overflow;
      if (returnFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, returnFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // A dialog opened from within another handles its own Tab.
    event.stopPropagation();
    const stops = tabbableIn(panel.current);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={['gu-dialog-root', `gu-dialog-root--${placement}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="gu-dialog__mask" aria-hidden="true" onClick={() => close.current()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="gu-dialog"
        style={{ maxWidth: width }}
        onKeyDown={onKeyDown}
      >
        <div className="gu-dialog__header">
          <h2 id={titleId} className="gu-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="gu-dialog__close"
            aria-label={t('common.close')}
            onClick={() => close.current()}
          >
            <span aria-hidden="true">{'\u00d7'}</span>
          </button>
        </div>
        <div className="gu-dialog__body">{children}</div>
        {footer ? <div className="gu-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
