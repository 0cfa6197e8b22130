import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { TSessionUser } from '@stayfront/core';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useLogout } from '@/lib/session';
import { getDefaultAccountTab } from '@/features/account';

interface AccountMenuProps {
  user: TSessionUser;
  showGreeting: boolean;
}

/** "Hi {first name}" and the account menu: Account, Subscription, Sign out. */
export function AccountMenu({ user, showGreeting }: AccountMenuProps) {
  const { message } = App.useApp();
  const logout = useLogout();
  const greeting = `Hi ${user.first_name || user.email}`;

  const items: MenuProps['items'] = [
    {
      key: 'account',
      label: <Link to={paths.overview.account(getDefaultAccountTab(user))}>Account</Link>,
    },
    { key: 'subscription', label: <Link to={paths.pricing}>Subscription</Link> },
    { type: 'divider' },
    {
      key: 'sign-out',
      label: 'Sign out',
      disabled: logout.isPending,
      onClick: () =>
        logout.mutate(undefined, { onError: (error) => message.error(getErrorMessage(error)) }),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={`${greeting}: account menu`}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          height: 40,
          paddingInline: 8,
        }}
      >
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#0E7C66' }} />
        {showGreeting ? (
          <span
            style={{
              maxWidth: 160,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {greeting}
          </span>
        ) : null}
        <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
