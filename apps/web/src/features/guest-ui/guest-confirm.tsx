import { useState } from 'react';
import { useI18n } from '@/lib/i18n';
import { GuestButton } from './guest-button';
import { GuestDialog } from './guest-dialog';

interface GuestConfirmProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** The action; the dialog waits for it, then closes. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a destructive action: Cancel, or the action in red. */
export function GuestConfirm({
  open,
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
}: GuestConfirmProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => {
      setBusy(false);
      onClose();
    });
  };
  return (
    <GuestDialog
      open={open}
      title={title}
      onClose={onClose}
      width={416}
      footer={
        <div className="sf-modal-actions">
          <GuestButton onClick={onClose}>{t('common.cancel')}</GuestButton>
          <GuestButton variant="danger" loading={busy} onClick={confirm}>
            {confirmLabel}
          </GuestButton>
        </div>
      }
    >
      <p className="gu-dialog__text">{question}</p>
    </GuestDialog>
  );
}
