import { accountMessages, isStrongPassword, messages } from '@stayfront/core';
import { App, Button, Card, Form, Input, type FormInstance } from 'antd';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/profile';

export interface PasswordValues {
  old_password?: string;
  new_password1: string;
  new_password2: string;
}

const FIELDS = ['old_password', 'new_password1', 'new_password2'];

/**
 * The password form (spec section 5): the current password only when one is set; submit stays
 * disabled until every field is filled and none has an error.
 */
export function PasswordForm({
  hasPassword,
  form: pageForm,
  onSaved,
}: {
  hasPassword: boolean;
  /** The page's handle on this form, when another form of the page clears its errors. */
  form?: FormInstance<PasswordValues>;
  onSaved?: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>(pageForm);
  const change = useChangePassword();
  const send = useSingleFlight({ repeatable: true });
  const values = Form.useWatch([], form) as PasswordValues | undefined;
  const filled =
    !!values?.new_password1 && !!values.new_password2 && (!hasPassword || !!values.old_password);

  const onFinish = (input: PasswordValues) =>
    send(
      change,
      { ...input, old_password: input.old_password ?? '' },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(accountMessages.toasts.passwordChanged);
          onSaved?.();
        },
        onError: (error) => {
          const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
          if (!isApiError(error) || rest.length)
            void message.error(
              rest[0] ?? (getErrorMessage(error) || accountMessages.toasts.passwordFallback),
            );
        },
      },
    );

  return (
    <Card title={hasPassword ? 'Change password' : 'Set a password'} style={{ maxWidth: 560 }}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        {hasPassword ? (
          <Form.Item
            name="old_password"
            label="Current password"
            rules={[{ required: true, message: accountMessages.currentPasswordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="new_password1"
          label="New password"
          rules={[
            { required: true, message: accountMessages.newPasswordRequired },
            {
              validator: (_rule, value?: string) =>
                !value || isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(messages.passwordTooWeak)),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="new_password2"
          label="Confirm new password"
          dependencies={['new_password1']}
          rules={[
            { required: true, message: accountMessages.confirmPasswordRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) =>
                !value || value === getFieldValue('new_password1')
                  ? Promise.resolve()
                  : Promise.reject(new Error(accountMessages.passwordMismatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Drawn again on every change of the form, errors included (a server's, or their end). */}
        <Form.Item noStyle shouldUpdate>
          {() => (
            <Button
              type="primary"
              htmlType="submit"
              loading={change.isPending}
              disabled={!filled || form.getFieldsError().some(({ errors }) => errors.length > 0)}
            >
              {hasPassword ? 'Change password' : 'Set password'}
            </Button>
          )}
        </Form.Item>
      </Form>
    </Card>
  );
}
