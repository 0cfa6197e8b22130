import { useState } from 'react';
import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useResendReceipt } from '../api/resend-receipt';

/** Spec section 8 (store dashboard): the receipt toasts. */
export const receiptMessages = {
  sent: 'Receipt sent!',
  failed: 'Something went wrong. Please try again.',
  invalidEmail: 'Enter a valid email',
  required: 'Please enter the e-mail address to send the receipt to.',
} as const;

interface ResendReceiptFormProps {
  purchaseId: string;
  guestEmail: string;
}

/**
 * Spec (order detail): an e-mail field prefilled with the guest's address and a Resend Receipt
 * button that reads Sent! afterwards, until the address is changed.
 */
export function ResendReceiptForm({ purchaseId, guestEmail }: ResendReceiptFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ guest_email: string }>();
  const resend = useResendReceipt();
  const send = useSingleFlight({ repeatable: true });
  const [sent, setSent] = useState(false);

  const submit = ({ guest_email }: { guest_email: string }) => {
    send(
      resend,
      { purchaseId, guestEmail: guest_email.trim() },
      {
        onSuccess: () => {
          setSent(true);
          void message.success(receiptMessages.sent);
        },
        onError: (error) => {
          if (isApiError(error)) applyFieldErrors(form, error, ['guest_email']);
          void message.error(receiptMessages.failed);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ guest_email: guestEmail }}
      onValuesChange={() => setSent(false)}
      onFinish={submit}
    >
      <Form.Item
        name="guest_email"
        label="Guest email"
        rules={[
          { required: true, whitespace: true, message: receiptMessages.required },
          { type: 'email', message: receiptMessages.invalidEmail },
        ]}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          prefix={<MailOutlined aria-hidden />}
          maxLength={254}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={resend.isPending}
        disabled={sent}
        icon={sent ? <CheckOutlined /> : undefined}
      >
        {sent ? 'Sent!' : 'Resend Receipt'}
      </Button>
    </Form>
  );
}
