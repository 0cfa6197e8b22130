import { GuestButton, GuestDialog } from '@/features/guest-ui';
import { useI18n } from '@/lib/i18n';

interface OffPlatformModalProps {
  open: boolean;
  saving: boolean;
  onAnswer: (madeOnAirbnb: boolean) => void;
  onClose: () => void;
}

/** Asked when the order holds items that can be paid through the Airbnb Resolution Center. */
export function OffPlatformModal({ open, saving, onAnswer, onClose }: OffPlatformModalProps) {
  const { t } = useI18n();
  return (
    <GuestDialog
      open={open}
      title={t('cart.airbnbQuestion')}
      onClose={onClose}
      width={460}
      footer={
        <div className="sf-modal-actions">
          <GuestButton disabled={saving} onClick={() => onAnswer(false)}>
            {t('common.no')}
          </GuestButton>
          <GuestButton variant="solid" disabled={saving} onClick={() => onAnswer(true)}>
            {t('common.yes')}
          </GuestButton>
        </div>
      }
    >
      <p className="gu-dialog__text">{t('cart.airbnbExplain')}</p>
    </GuestDialog>
  );
}
