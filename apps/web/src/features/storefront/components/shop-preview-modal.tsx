import { Button, Modal } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { useLogOutOfPreview } from '../api/log-out-of-preview';
import { useFeedback } from '@/components/feedback/app-feedback';

interface ShopPreviewModalProps {
  open: boolean;
  storeHref: string;
  onClose: () => void;
}

/** What a host gets instead of a cart (spec section 6). */
export function ShopPreviewModal({ open, storeHref, onClose }: ShopPreviewModalProps) {
  const { message } = useFeedback();
  const logOut = useLogOutOfPreview(storeHref);
  return (
    <Modal
      open={open}
      title="You are in the shop preview"
      onCancel={onClose}
      centered
      width={440}
      footer={
        <Button
          type="primary"
          loading={logOut.isPending}
          onClick={() =>
            logOut.mutate(undefined, { onError: (error) => message.error(getErrorMessage(error)) })
          }
        >
          Log Out
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        To add items to your cart, check out, or see full guest view, log out of your store.
      </p>
    </Modal>
  );
}
