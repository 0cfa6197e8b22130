import { normalizePayoutPhone, payoutMessages } from '@stayfront/core';
import { App, Button, Form, Input, Space } from 'antd';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { keepPhoneDigits } from '@/utils/phone-digits';
import { useSavePayoutPhone } from '../api/payout-methods';

/** Spec section 5: the owner phone for payouts (digits only, 10 to 15). */
export function PayoutPhoneForm({ ownerId, phone }: { ownerId: string; phone: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string }>();
  const save = useSavePayoutPhone(ownerId);

  const onFinish = ({ phone: value }: { phone: string }) =>
    save.mutate(normalizePayoutPhone(value), {
      onSuccess: () => void message.success(payoutMessages.phoneSaved),
      onError: (error) => {
        const rest = isApiError(error) ? applyFieldErrors(form, error, ['phone']) : [];
        if (!isApiError(error) || rest.length)
          void message.error(rest[0] ?? (getErrorMessage(error) || payoutMessages.phoneSaveFailed));
      },
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ phone }}
      onFinish={onFinish}
      requiredMark={false}
    >
      <Form.Item
        label="Phone for payouts"
        extra="Your payout providers may use it to verify you."
        style={{ marginBottom: 0 }}
      >
        <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
          <Form.Item
            name="phone"
            noStyle
            normalize={keepPhoneDigits}
            rules={[
              { required: true, message: payoutMessages.phoneRequired },
              {
                validator: (_rule, value?: string) =>
                  !value || (value.length >= 10 && value.length <= 15)
                    ? Promise.resolve()
                    : Promise.reject(new Error(payoutMessages.phoneInvalid)),
              },
            ]}
          >
            <Input inputMode="tel" aria-label="Phone for payouts" autoComplete="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save phone
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {() => {
          const errors = form.getFieldError('phone');
          return errors.length ? (
            <div role="alert" style={{ color: 'var(--ant-color-error)' }}>
              {errors[0]}
            </div>
          ) : null;
        }}
      </Form.Item>
    </Form>
  );
}
