import { useEffect } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  accountMessages,
  maxNotificationNumbers,
  messages,
  notificationRowError,
  planMessages,
} from '@stayfront/core';
import { App, Button, Card, Checkbox, Flex, Form, Input, Skeleton } from 'antd';
import { Result } from '@/components/feedback/result';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { usePhoneSettings, useSavePhoneSettings } from '../api/phone-settings';
import type { PhoneNotificationSetting } from '../types';
import { maskNotificationPhone } from '../utils/phone-mask';
import { UpgradePrompt } from './upgrade-prompt';

const EMPTY_ROW: PhoneNotificationSetting = {
  phone_number: '',
  is_request_sms_enabled: false,
  is_sales_sms_enabled: false,
  is_marketing_sms_enabled: false,
};

const FLAGS = [
  ['is_sales_sms_enabled', 'Sales'],
  ['is_request_sms_enabled', 'Requests'],
  ['is_marketing_sms_enabled', 'News and offers'],
] as const;

interface Values {
  rows: PhoneNotificationSetting[];
}

export function SmsNotificationsTab() {
  const { message } = App.useApp();
  const settings = usePhoneSettings();
  const save = useSavePhoneSettings();
  const send = useSingleFlight({ repeatable: true });
  const [form] = Form.useForm<Values>();
  const rows = Form.useWatch('rows', form) ?? [];

  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      rows: data.phone_notification_settings.length
        ? data.phone_notification_settings
        : [EMPTY_ROW],
    });
  }, [data, form]);

  if (settings.isError) {
    return (
      <Result
        status="warning"
        title={messages.somethingWentWrong}
        extra={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const max = maxNotificationNumbers(data.plan);
  const disabled = max === 0;
  const onFinish = (values: Values) =>
    send(
      save,
      values.rows.filter((row) => row.phone_number || FLAGS.some(([flag]) => row[flag])),
      {
        onSuccess: () => void message.success(accountMessages.toasts.notificationsSaved),
        onError: (error) =>
          void message.error(
            isApiError(error) ? getErrorMessage(error) : accountMessages.toasts.phoneSaveFallback,
          ),
      },
    );

  return (
    <Card title="Text notifications" style={{ maxWidth: 720 }}>
      {disabled ? <UpgradePrompt title={planMessages.smsNeedsPro} /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} disabled={disabled}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <Flex vertical gap={16}>
              {fields.map((field, index) => (
                <Card size="small" key={field.key}>
                  <Flex vertical gap={8}>
                    <Form.Item
                      name={[field.name, 'phone_number']}
                      label={`Phone number ${index + 1}`}
                      normalize={maskNotificationPhone}
                      dependencies={FLAGS.map(([flag]) => ['rows', field.name, flag])}
                      style={{ maxWidth: 320, marginBottom: 0 }}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: () => {
                            const error = notificationRowError({
                              ...EMPTY_ROW,
                              ...(getFieldValue(['rows', field.name]) as PhoneNotificationSetting),
                            });
                            return error ? Promise.reject(new Error(error)) : Promise.resolve();
                          },
                        }),
                      ]}
                    >
                      <Input inputMode="tel" placeholder="+1 (999) 999-9999" autoComplete="tel" />
                    </Form.Item>
                    <Flex gap={8} wrap align="center">
                      {FLAGS.map(([flag, label]) => (
                        <Form.Item
                          key={flag}
                          name={[field.name, flag]}
                          valuePropName="checked"
                          style={{ marginBottom: 0 }}
                        >
                          <Checkbox>{label}</Checkbox>
                        </Form.Item>
                      ))}
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={`Remove phone number ${index + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  </Flex>
                </Card>
              ))}
              {!disabled && rows.length >= max && max < 10 ? (
                <UpgradePrompt title={planMessages.moreNumbersNeedProPlus} />
              ) : null}
              <Flex gap={8} wrap>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ ...EMPTY_ROW })}
                  disabled={disabled || rows.length >= max}
                >
                  Add phone number
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  Save
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
