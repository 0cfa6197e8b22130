import { Button, Modal } from 'antd';
import { useI18n } from '@/lib/i18n';

/** The product modal's place when the address names a product the store no longer has. */
export function UnavailableProduct({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open
      title={t('product.unavailableTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p style={{ margin: 0 }}>{t('product.unavailable')}</p>
    </Modal>
  );
}
