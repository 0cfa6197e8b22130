import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/features/app-config/api/get-app-config';
import { useSignedInUser } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { HostNav } from './host-nav';
import { MasqueradeBanner } from './masquerade-banner';

/** The frame of every host page: top bar, navigation (a drawer on phones), content, footer. */
export function HostLayout() {
  const user = useSignedInUser();
  const { brandName, marketingUrl } = useAppConfig();
  const screens = Grid.useBreakpoint();
  // Spec breakpoints: md is 768 px; below it the navigation moves into a drawer.
  const isDesktop = screens.md === true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {user.is_masqueraded ? <MasqueradeBanner email={user.email} /> : null}
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          paddingInline: isDesktop ? 24 : 12,
          borderBottom: '1px solid #e6ebe9',
        }}
      >
        {isDesktop ? null : (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Link
          to={paths.overview.stores}
          aria-label={`${brandName}: stores`}
          style={{ display: 'inline-flex', alignItems: 'center' }}
        >
          <BrandMark name={brandName} />
        </Link>
        {isDesktop ? <HostNav mode="horizontal" /> : <div style={{ flex: 1 }} />}
        <AccountMenu user={user} showGreeting={isDesktop} />
      </Layout.Header>
      {isDesktop ? null : (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={280}
          title={<BrandMark name={brandName} />}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 8 } }}
        >
          <Typography.Paragraph style={{ padding: '8px 16px', margin: 0 }}>
            Hi {user.first_name || user.email}
          </Typography.Paragraph>
          <HostNav mode="inline" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout.Content
        id="main-content"
        tabIndex={-1}
        style={{
          width: '100%',
          maxWidth: 1280,
          margin: '0 auto',
          padding: 'clamp(16px, 4vw, 32px)',
          outline: 'none',
        }}
      >
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: '#5b6b67' }}>
        © {new Date().getFullYear()} {brandName} ·{' '}
        <a href={`${marketingUrl}/terms-of-service/`} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        ·{' '}
        <a href={`${marketingUrl}/privacy-policy/`} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
      </Layout.Footer>
    </Layout>
  );
}
