import { useCallback, useRef, useState } from 'react';
import { messages, type TSessionUser } from '@stayfront/core';
import { Alert, Button, Divider, Form, Input, type InputRef } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useLogin } from '../api/login';
import { emailRules, VALIDATE_ON_CHANGE_AND_BLUR } from '../form-rules';
import { useNextUrl } from '../hooks/use-next-url';
import { useSocialErrorToast } from '../hooks/use-social-error-toast';
import { SocialSignInButtons } from './social-sign-in-buttons';

interface LoginFormValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ onSignedIn }: { onSignedIn: (user: TSessionUser) => void }) {
  const [form] = Form.useForm<LoginFormValues>();
  const email = Form.useWatch('email', form);
  const emailInput = useRef<InputRef>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const next = useNextUrl();
  const loginMutation = useLogin();
  const send = useSingleFlight({ repeatable: true });

  const focusEmail = useCallback(() => emailInput.current?.focus(), []);
  useSocialErrorToast(focusEmail);

  const handleFinish = (values: LoginFormValues) => {
    setFormError(null);
    send(
      loginMutation,
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // Bad credentials and too many attempts come back as general errors or a detail.
          const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
          const hasFieldErrors = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
          setFormError(rest[0] ?? (hasFieldErrors ? null : getErrorMessage(error)));
        },
      },
    );
  };

  return (
    <>
      <SocialSignInButtons next={next} />
      <Divider plain>OR</Divider>
      {formError ? (
        <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        autoComplete="on"
        size="large"
      >
        <Form.Item
          label="Email"
          name="email"
          validateTrigger={VALIDATE_ON_CHANGE_AND_BLUR}
          rules={emailRules}
        >
          <Input ref={emailInput} type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: messages.required }]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginBottom: 24 }}>
          <Link to={paths.forgotPassword} state={{ email: email?.trim() ?? '' }}>
            Forgot password?
          </Link>
        </div>
        {/* Named explicitly: the spinner's "loading" label lingers in the name while its leave
            animation runs (and stays when that animation never ends); busy says the same. */}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={loginMutation.isPending}
          aria-label="Sign in"
          aria-busy={loginMutation.isPending}
        >
          Sign in
        </Button>
      </Form>
    </>
  );
}
