import { accountMessages, isValidEmail, PROFILE_PHONE_PATTERN } from '@stayfront/core';
import { useRef } from 'react';
import { App, Button, Card, Flex, Form, Input, Typography, type FormInstance } from 'antd';
import { useAppConfig } from '@/lib/app-config';
import type { OwnerDetail } from '@/features/stores';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useLogout } from '@/lib/session';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { keepPhoneDigits } from '@/utils/phone-digits';
import { useUpdateProfile } from '../api/profile';
import { recheckFieldErrors } from '../utils/recheck-field-errors';
import { PasswordForm, type PasswordValues } from './password-form';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone'];

interface ProfileFormProps {
  owner: OwnerDetail;
  form: FormInstance<ProfileValues>;
  onSaved: () => void;
}

function ProfileForm({ owner, form, onSaved }: ProfileFormProps) {
  const { message, modal } = App.useApp();
  const update = useUpdateProfile();
  const logout = useLogout();
  const send = useSingleFlight({ repeatable: true });
  // A double click with a new e-mail would stack two confirmations.
  const confirming = useRef(false);

  const save = (values: ProfileValues) =>
    send(update, values, {
      onSuccess: (answer) => {
        void message.success(accountMessages.toasts.profileUpdated);
        if (answer.logged_out) logout.mutate();
        else onSaved();
      },
      onError: (error) => {
        const rest = isApiError(error) ? applyFieldErrors(form, error, FIELDS) : [];
        if (!isApiError(error) || rest.length)
          void message.error(rest[0] ?? getErrorMessage(error));
      },
    });

  const onFinish = (values: ProfileValues) => {
    if (values.email.trim().toLowerCase() === owner.user.email.toLowerCase()) return save(values);
    if (confirming.current) return;
    confirming.current = true;
    modal.confirm({
      title: 'Change your e-mail address?',
      content: accountMessages.emailChangeConfirm,
      okText: 'Save and log out',
      onOk: () => save(values),
      afterClose: () => {
        confirming.current = false;
      },
    });
  };

  return (
    <Card title="Profile" style={{ maxWidth: 560 }}>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          first_name: owner.actor.firstName,
          last_name: owner.actor.lastName,
          email: owner.user.email,
          phone: owner.phone,
        }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="first_name"
            label="First name"
            style={{ flex: '1 1 200px' }}
            rules={[
              { required: true, whitespace: true, message: accountMessages.firstNameRequired },
            ]}
          >
            <Input autoComplete="given-name" maxLength={150} />
          </Form.Item>
          <Form.Item name="last_name" label="Last name" style={{ flex: '1 1 200px' }}>
            <Input autoComplete="family-name" maxLength={150} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="email"
          label="E-mail"
          rules={[
            {
              validator: (_rule, value?: string) =>
                value && isValidEmail(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(accountMessages.invalidEmail)),
            },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Phone"
          normalize={keepPhoneDigits}
          rules={[
            {
              validator: (_rule, value?: string) =>
                !value || PROFILE_PHONE_PATTERN.test(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(accountMessages.invalidPhone)),
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Form>
    </Card>
  );
}

export function PersonalDetailsTab({ owner }: { owner: OwnerDetail }) {
  const { supportEmail } = useAppConfig();
  const [profileForm] = Form.useForm<ProfileValues>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  // After a save on this page, an error the server gave either form earlier (a wrong current
  // password) would read as if this save had failed.
  const clearStaleErrors = () => {
    recheckFieldErrors(profileForm);
    recheckFieldErrors(passwordForm);
  };
  return (
    <Flex vertical gap={24}>
      <ProfileForm owner={owner} form={profileForm} onSaved={clearStaleErrors} />
      <PasswordForm
        hasPassword={owner.user.hasSetPassword}
        form={passwordForm}
        onSaved={clearStaleErrors}
      />
      <Card title="Delete account" style={{ maxWidth: 560 }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {accountMessages.accountDeletion(supportEmail)}{' '}
          <a href={`mailto:${supportEmail}?subject=Delete%20my%20account`}>E-mail support</a>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
