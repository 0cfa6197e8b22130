import { Button, Modal } from 'antd';

interface OffPlatformModalProps {
  open: boolean;
  saving: boolean;
  onAnswer: (madeOnAirbnb: boolean) => void;
  onClose: () => void;
}

/** Asked when the order holds items that can be paid through the Airbnb Resolution Center. */
export function OffPlatformModal({ open, saving, onAnswer, onClose }: OffPlatformModalProps) {
  return (
    <Modal
      open={open}
      title="Was your reservation made on the Airbnb platform?"
      onCancel={onClose}
      centered
      destroyOnHidden
      width={460}
      footer={
        <div className="sf-modal-actions">
          <Button disabled={saving} onClick={() => onAnswer(false)}>
            No
          </Button>
          <Button type="primary" disabled={saving} onClick={() => onAnswer(true)}>
            Yes
          </Button>
        </div>
      }
    >
      <p style={{ margin: 0 }}>
        Some items in your cart can be requested through the Airbnb Resolution Center instead of
        being paid by card here.
      </p>
    </Modal>
  );
}
