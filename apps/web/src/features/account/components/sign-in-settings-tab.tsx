import { useId } from 'react';
import {
  accountMessages,
  canDisconnectProvider,
  SOCIAL_PROVIDER_LABEL,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@stayfront/core';
import { App, Button, Card, Flex, List, Tag, Typography } from 'antd';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import type { OwnerDetail } from '@/features/stores';
import { getErrorMessage } from '@/lib/api-client';
import { useDisconnectProvider } from '../api/profile';
import { PasswordForm } from './password-form';

const LAST_METHOD =
  'This is your only way to sign in. Set a password or connect another provider first.';

export function SignInSettingsTab({ owner }: { owner: OwnerDetail }) {
  const { message } = App.useApp();
  const { socialProviders } = useAppConfig();
  const { pathname } = useLocation();
  const disconnect = useDisconnectProvider();
  const reasonId = useId();
  const { socialAuths, hasSetPassword } = owner.user;
  const isConnected = (provider: SocialProvider) =>
    socialAuths.some((auth) => auth.provider === provider);
  const canDisconnect = (provider: SocialProvider) =>
    canDisconnectProvider(provider, {
      hasPassword: hasSetPassword,
      linkedProviders: socialAuths.map((auth) => auth.provider),
    });
  const isLastMethod = SOCIAL_PROVIDERS.some(
    (provider) => isConnected(provider) && !canDisconnect(provider),
  );

  return (
    <Flex vertical gap={24}>
      <PasswordForm hasPassword={hasSetPassword} />
      <Card title="Social sign-in" style={{ maxWidth: 560 }}>
        <List
          dataSource={[...SOCIAL_PROVIDERS]}
          renderItem={(provider) => {
            const label = SOCIAL_PROVIDER_LABEL[provider];
            const connected = isConnected(provider);
            let action;
            if (connected) {
              action = (
                <Button
                  danger
                  disabled={!canDisconnect(provider)}
                  aria-describedby={canDisconnect(provider) ? undefined : reasonId}
                  loading={disconnect.isPending && disconnect.variables === provider}
                  onClick={() =>
                    disconnect.mutate(provider, {
                      onSuccess: () =>
                        void message.success(accountMessages.toasts.disconnected(label)),
                      onError: (error) =>
                        void message.error(
                          getErrorMessage(error) ||
                            accountMessages.toasts.disconnectFallback(label),
                        ),
                    })
                  }
                >
                  Disconnect
                </Button>
              );
            } else if (socialProviders[provider]) {
              action = (
                <Button href={`/api/auth/login/${provider}/?next=${encodeURIComponent(pathname)}`}>
                  Connect
                </Button>
              );
            } else {
              action = <Tag>Not available</Tag>;
            }
            return (
              <List.Item actions={[action]}>
                <List.Item.Meta
                  title={label}
                  description={connected ? 'Connected' : 'Not connected'}
                />
              </List.Item>
            );
          }}
        />
        {isLastMethod ? (
          <Typography.Text type="secondary" id={reasonId}>
            {LAST_METHOD}
          </Typography.Text>
        ) : null}
      </Card>
    </Flex>
  );
}
