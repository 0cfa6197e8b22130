import { useState } from 'react';
import { Alert, App, Button, Form, Input, Result } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { emailRules, VALIDATE_ON_CHANGE_AND_BLUR } from '../form-rules';
import { AuthHeading } from './auth-heading';

interface ForgotPasswordValues {
  email: string;
}

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [form] = Form.useForm<ForgotPasswordValues>();
  const { message } = App.useApp();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resetMutation = useRequestPasswordReset();
  const send = useSingleFlight();

  const handleFinish = ({ email }: ForgotPasswordValues) => {
    setFormError(null);
    const address = email.trim();
    send(resetMutation, address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => {
        const text = getErrorMessage(error);
        message.error(text);
        setFormError(text);
      },
    });
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={<AuthHeading>Reset link sent!</AuthHeading>}
        subTitle={`If an account exists for ${sentTo}, an e-mail with a link to set a new password is on its way.`}
        style={{ padding: '8px 0' }}
        extra={
          <ButtonLink type="primary" size="large" to={paths.login}>
            Sign in
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <AuthHeading>Forgot password?</AuthHeading>
      {formError ? (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ForgotPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        onFinish={handleFinish}
        size="large"
      >
        <Form.Item
          label="Email"
          name="email"
          validateTrigger={VALIDATE_ON_CHANGE_AND_BLUR}
          rules={emailRules}
        >
          <Input type="email" autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={resetMutation.isPending}>
          Send reset link
        </Button>
      </Form>
    </>
  );
}
