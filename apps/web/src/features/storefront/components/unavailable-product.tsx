import { Button, Modal } from 'antd';

/** The product modal's place when the address names a product the store no longer has. */
export function UnavailableProduct({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      title="Product unavailable"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <p style={{ margin: 0 }}>This product is no longer available in this store.</p>
    </Modal>
  );
}
