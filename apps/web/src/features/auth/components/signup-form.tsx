import { useState } from 'react';
import { isStrongPassword, isValidEmail, messages } from '@stayfront/core';
import { App, Button, Divider, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { loginHref, paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { consumeNextUrl } from '@/lib/next-url';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useSignUp, type SignUpInput } from '../api/sign-up';
import { emailRules, newPasswordRules, VALIDATE_ON_CHANGE_AND_BLUR } from '../form-rules';
import { useNextUrl } from '../hooks/use-next-url';
import { AgreementModal } from './agreement-modal';
import { PasswordChecklist } from './password-checklist';
import { SocialSignInButtons } from './social-sign-in-buttons';

type SignUpFormValues = SignUpInput;

const FIELDS = ['firstName', 'email', 'password'] as const;

export function SignupForm() {
  const [form] = Form.useForm<SignUpFormValues>();
  const firstName = Form.useWatch('firstName', form);
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const [pending, setPending] = useState<SignUpInput | null>(null);
  // The address the API said has an account: while the field still holds it, offer to sign in.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const next = useNextUrl();
  const signUpMutation = useSignUp();
  const send = useSingleFlight();

  // Spec: the submit button stays disabled until the whole form is valid.
  const canSubmit =
    Boolean(firstName?.trim()) &&
    isValidEmail(email?.trim() ?? '') &&
    isStrongPassword(password ?? '');

  const handleFinish = (values: SignUpFormValues) => {
    setPending({
      firstName: values.firstName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  const handleContinue = () => {
    if (!pending) return;
    send(signUpMutation, pending, {
      onSuccess: async () => {
        await navigate(consumeNextUrl() ?? paths.onboardingVideo, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          // e.g. "user with this email address already exists.": back to the form, on the field.
          if (error.fieldErrors.email?.includes(messages.emailTaken)) setTakenEmail(pending.email);
          setPending(null);
          const rest = applyFieldErrors(form, error, FIELDS);
          if (rest[0]) message.error(rest[0]);
          return;
        }
        message.error(getErrorMessage(error));
      },
    });
  };

  return (
    <>
      <SocialSignInButtons next={next} />
      <Divider plain>OR</Divider>
      <Form<SignUpFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        size="large"
      >
        <Form.Item
          label="Name"
          name="firstName"
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          validateTrigger={VALIDATE_ON_CHANGE_AND_BLUR}
          rules={emailRules}
          extra={
            takenEmail && email?.trim() === takenEmail ? (
              <span>
                This e-mail already has an account.{' '}
                <Link to={loginHref(next ?? undefined)}>Sign in instead</Link>
              </span>
            ) : null
          }
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          validateTrigger={VALIDATE_ON_CHANGE_AND_BLUR}
          rules={newPasswordRules}
          extra={<PasswordChecklist password={password} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!canSubmit}>
          Sign up with Email
        </Button>
      </Form>
      <AgreementModal
        open={pending != null}
        confirmLabel="Continue to Dashboard"
        confirmLoading={signUpMutation.isPending}
        onConfirm={handleContinue}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
