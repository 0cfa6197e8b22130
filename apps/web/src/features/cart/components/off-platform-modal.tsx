import { Button, Modal } from 'antd';
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
    <Modal
      open={open}
      title={t('cart.airbnbQuestion')}
      onCancel={onClose}
      centered
      destroyOnHidden
      width={460}
      footer={
        <div className="sf-modal-actions">
          <Button disabled={saving} onClick={() => onAnswer(false)}>
            {t('common.no')}
          </Button>
          <Button type="primary" disabled={saving} onClick={() => onAnswer(true)}>
            {t('common.yes')}
          </Button>
        </div>
      }
    >
      <p style={{ margin: 0 }}>{t('cart.airbnbExplain')}</p>
    </Modal>
  );
}
