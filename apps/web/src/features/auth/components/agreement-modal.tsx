import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { useAppConfig } from '@/lib/app-config';

interface AgreementModalProps {
  open: boolean;
  confirmLabel: string;
  confirmLoading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Complete signing up": the terms must be accepted before the account is created. */
export function AgreementModal({
  open,
  confirmLabel,
  confirmLoading,
  onConfirm,
  onCancel,
}: AgreementModalProps) {
  return (
    <Modal
      open={open}
      title="Complete signing up"
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: !confirmLoading }}
      keyboard={!confirmLoading}
      closable={!confirmLoading}
      onCancel={onCancel}
    >
      <AgreementBody
        confirmLabel={confirmLabel}
        confirmLoading={confirmLoading}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

// Its own component so the checkbox starts unticked each time the modal opens.
function AgreementBody({
  confirmLabel,
  confirmLoading,
  onConfirm,
}: Pick<AgreementModalProps, 'confirmLabel' | 'confirmLoading' | 'onConfirm'>) {
  const { marketingUrl } = useAppConfig();
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Checkbox
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        style={{ margin: '8px 0 24px' }}
      >
        I agree to the{' '}
        <a href={`${marketingUrl}/terms-of-service/`} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href={`${marketingUrl}/privacy-policy/`} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
      </Checkbox>
      <Button
        type="primary"
        size="large"
        block
        disabled={!agreed}
        loading={confirmLoading}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
