import { App, Button, Layout, Tag } from 'antd';
import { Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { useAppConfig } from '@/lib/app-config';
import { getErrorMessage } from '@/lib/api-client';
import { useLogout } from '@/lib/session';

/** Frame of the support area. */
export function AdminLayout() {
  const { brandName } = useAppConfig();
  const { message } = App.useApp();
  const logout = useLogout();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          borderBottom: '1px solid #e6ebe9',
        }}
      >
        <BrandMark name={brandName} />
        <Tag color="geekblue">Support</Tag>
        <div style={{ flex: 1 }} />
        <Button
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, { onError: (error) => message.error(getErrorMessage(error)) })
          }
        >
          Sign out
        </Button>
      </Layout.Header>
      <Layout.Content
        style={{
          width: '100%',
          maxWidth: 1280,
          margin: '0 auto',
          padding: 'clamp(16px, 4vw, 32px)',
        }}
      >
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
