import { useEffect } from 'react';
import { accountMessages, isValidEmail, toNorthAmericanE164 } from '@stayfront/core';
import { App, Checkbox, Form, Input, Modal, Space } from 'antd';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useCreateCohost, useUpdateCohost } from '../api/cohosts';
import type { Cohost, CohostInput } from '../types';

const FLAGS = [
  ['is_sales_sms_enabled', 'Sales texts'],
  ['is_request_sms_enabled', 'Request texts'],
  ['is_marketing_sms_enabled', 'News and offers'],
] as const;

const FIELDS = ['email', 'phone_number'];

interface CohostFormModalProps {
  open: boolean;
  /** Editing this co-host; adding one when null. */
  cohost: Cohost | null;
  onClose: () => void;
}

export function CohostFormModal({ open, cohost, onClose }: CohostFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CohostInput>();
  const create = useCreateCohost();
  const update = useUpdateCohost();
  const send = useSingleFlight({ open });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (cohost) form.setFieldsValue(cohost);
  }, [open, cohost, form]);

  const onError = (error: unknown) => {
    const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
    if (!isApiError(error) || rest.length)
      void message.error(
        rest[0] ?? (getErrorMessage(error) || accountMessages.toasts.cohostFallback),
      );
  };

  const onFinish = (values: CohostInput) => {
    const flags = {
      is_request_sms_enabled: !!values.is_request_sms_enabled,
      is_sales_sms_enabled: !!values.is_sales_sms_enabled,
      is_marketing_sms_enabled: !!values.is_marketing_sms_enabled,
    };
    const done = (text: string) => () => {
      void message.success(text);
      onClose();
    };
    if (cohost) {
      send(
        update,
        { id: cohost.id, phone_number: values.phone_number ?? '', ...flags },
        { onSuccess: done(accountMessages.toasts.cohostUpdated), onError },
      );
    } else {
      send(
        create,
        { email: values.email, phone_number: values.phone_number ?? '', ...flags },
        { onSuccess: done(accountMessages.toasts.cohostCreated), onError },
      );
    }
  };

  return (
    <Modal
      open={open}
      title={cohost ? 'Edit co-host' : 'Add co-host'}
      okText={cohost ? 'Save changes' : 'Send invitation'}
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CohostInput> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="email"
          label="E-mail"
          extra={
            cohost
              ? 'The e-mail address cannot be changed.'
              : 'We e-mail an invitation link that works for 7 days.'
          }
          rules={[
            { required: true, whitespace: true, message: accountMessages.cohostEmailRequired },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isValidEmail(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(accountMessages.cohostEmailInvalid)),
            },
          ]}
        >
          <Input type="email" disabled={!!cohost} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Phone (US or Canada)"
          dependencies={FLAGS.map(([flag]) => flag)}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) => {
                const wants = FLAGS.some(([flag]) => getFieldValue(flag));
                if (value && !toNorthAmericanE164(value))
                  return Promise.reject(new Error(accountMessages.cohostPhoneInvalid));
                if (!value && wants)
                  return Promise.reject(new Error(accountMessages.smsChannelWithoutPhone));
                if (value && !wants)
                  return Promise.reject(new Error(accountMessages.cohostPhoneWithoutChannel));
                return Promise.resolve();
              },
            }),
          ]}
        >
          <Input inputMode="tel" autoComplete="off" placeholder="(415) 555-0100" />
        </Form.Item>
        <Form.Item label="Texts to this co-host" style={{ marginBottom: 0 }}>
          <Space wrap>
            {FLAGS.map(([flag, label]) => (
              <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
                <Checkbox>{label}</Checkbox>
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
