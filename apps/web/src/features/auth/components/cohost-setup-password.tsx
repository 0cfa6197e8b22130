import { useState } from 'react';
import { messages } from '@stayfront/core';
import { Alert, App, Button, Form, Result } from 'antd';
import { PageLoader } from '@/components/feedback/page-loader';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useCohostInvitation, useSetupCohostPassword } from '../api/cohost-invitation';
import { AgreementModal } from './agreement-modal';
import { AuthHeading } from './auth-heading';
import { NewPasswordFields } from './new-password-fields';

interface CohostPasswordValues {
  password: string;
  confirmPassword: string;
}

function SignInButton() {
  return (
    <ButtonLink type="primary" size="large" to={paths.login}>
      Sign in
    </ButtonLink>
  );
}

function InvalidInvitation() {
  return (
    <Result
      status="warning"
      title={<AuthHeading>{messages.invitationInvalid}</AuthHeading>}
      style={{ padding: '8px 0' }}
      extra={<SignInButton />}
    />
  );
}

/** Co-host invitation: check the link, then set a password and accept the terms. */
export function CohostSetupPassword({ invitationUUID }: { invitationUUID: string }) {
  const invitation = useCohostInvitation(invitationUUID);
  const [form] = Form.useForm<CohostPasswordValues>();
  const { message } = App.useApp();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [invalidated, setInvalidated] = useState(false);
  const setupMutation = useSetupCohostPassword(invitationUUID);
  const send = useSingleFlight();

  if (invitation.isPending) return <PageLoader fullScreen={false} />;
  if (invitation.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={getErrorMessage(invitation.error)}
        action={
          <Button size="small" onClick={() => void invitation.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!invitation.data.is_valid || invalidated) return <InvalidInvitation />;
  if (done) {
    return (
      <Result
        status="success"
        title={<AuthHeading>The password was set up successfully.</AuthHeading>}
        style={{ padding: '8px 0' }}
        extra={<SignInButton />}
      />
    );
  }

  const handleConfirm = () => {
    if (pendingPassword == null) return;
    send(setupMutation, pendingPassword, {
      onSuccess: () => {
        setPendingPassword(null);
        setDone(true);
      },
      onError: (error) => {
        setPendingPassword(null);
        message.error(getErrorMessage(error));
        if (isApiError(error) && error.hasMessage(messages.invitationInvalid)) setInvalidated(true);
        else if (isApiError(error) && error.fieldErrors.password) {
          form.setFields([{ name: 'password', errors: error.fieldErrors.password }]);
        }
      },
    });
  };

  return (
    <>
      <AuthHeading>Set your password to continue.</AuthHeading>
      <Form<CohostPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => setPendingPassword(values.password)}
        size="large"
      >
        <NewPasswordFields label="Password" />
        <Button type="primary" htmlType="submit" block>
          Save
        </Button>
      </Form>
      <AgreementModal
        open={pendingPassword != null}
        confirmLabel="Confirm"
        confirmLoading={setupMutation.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPendingPassword(null)}
      />
    </>
  );
}
