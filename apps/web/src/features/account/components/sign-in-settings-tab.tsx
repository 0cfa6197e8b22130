import { accountMessages, SOCIAL_PROVIDER_LABEL, SOCIAL_PROVIDERS } from '@stayfront/core';
import { App, Button, Card, Flex, List, Tag, Tooltip } from 'antd';
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
  const { socialAuths, hasSetPassword } = owner.user;
  // Spec: a password or more than one provider is needed to disconnect one.
  const canDisconnect = hasSetPassword || socialAuths.length > 1;

  return (
    <Flex vertical gap={24}>
      <PasswordForm hasPassword={hasSetPassword} />
      <Card title="Social sign-in" style={{ maxWidth: 560 }}>
        <List
          dataSource={[...SOCIAL_PROVIDERS]}
          renderItem={(provider) => {
            const label = SOCIAL_PROVIDER_LABEL[provider];
            const connected = socialAuths.some((auth) => auth.provider === provider);
            let action;
            if (connected) {
              const button = (
                <Button
                  danger
                  disabled={!canDisconnect}
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
              action = canDisconnect ? button : <Tooltip title={LAST_METHOD}>{button}</Tooltip>;
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
      </Card>
    </Flex>
  );
}
