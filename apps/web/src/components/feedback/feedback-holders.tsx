import { useEffect } from 'react';
import { ConfigProvider, message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { theme } from '@/config/theme';

/** The toast and dialog holders antd's App renders, handing their APIs to AppFeedbackProvider. */
export default function FeedbackHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  // Above every AntdFrame: the holders carry the theme themselves.
  return (
    <ConfigProvider theme={theme}>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </ConfigProvider>
  );
}
