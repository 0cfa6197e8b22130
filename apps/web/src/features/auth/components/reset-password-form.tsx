import { useState } from 'react';
import { messages } from '@stayfront/core';
import { Alert, App, Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError, type ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import { ResetLinkExpired } from './reset-link-expired';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

function isExpiredTokenError(error: ApiError): boolean {
  return (
    error.hasMessage(messages.resetTokenInvalid, 'token') ||
    error.hasMessage(messages.resetTokenInvalid)
  );
}

/** "Set your password" for a reset link; a missing or spent token shows the expired message. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const resetMutation = useResetPassword();
  const send = useSingleFlight();

  if (!token || expired) return <ResetLinkExpired />;

  const handleFinish = (values: ResetPasswordValues) => {
    setFormError(null);
    send(
      resetMutation,
      { password: values.password, token },
      {
        // The API signed the user in: straight to the stores page.
        onSuccess: () => navigate(paths.overview.stores, { replace: true }),
        onError: (error) => {
          if (isApiError(error) && isExpiredTokenError(error)) {
            setExpired(true);
            return;
          }
          const rest = isApiError(error) ? applyFieldErrors(form, error, ['password']) : [];
          const onFields = isApiError(error) && error.fieldErrors.password != null;
          const text = rest[0] ?? (onFields ? null : getErrorMessage(error));
          if (text) {
            message.error(text);
            setFormError(text);
          }
        },
      },
    );
  };

  return (
    <>
      {formError ? (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ResetPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        size="large"
      >
        <NewPasswordFields label="New Password" />
        <Button type="primary" htmlType="submit" block loading={resetMutation.isPending}>
          Set your password
        </Button>
      </Form>
    </>
  );
}
