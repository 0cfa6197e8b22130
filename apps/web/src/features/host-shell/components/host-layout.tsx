import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { useOwnerDetail, StoreModal } from '@/features/stores';
import { PaymentFailedBanner } from '@/features/subscriptions';
import { useSignedInUser } from '@/lib/session';
import { useNextUrlOnLoad } from '../hooks/use-next-url-on-load';
import { AccountMenu } from './account-menu';
import { HostFooter } from './host-footer';
import { HostNav } from './host-nav';
import { MasqueradeBanner } from './masquerade-banner';
import { PlanBadge } from './plan-badge';
import { RequestsBanner } from './requests-banner';

/**
 * The frame of every host page: banners, top bar, navigation (a drawer on phones), content,
 * footer, and the store modal behind Stores > Add store.
 */
export function HostLayout() {
  const user = useSignedInUser();
  const { brandName } = useAppConfig();
  const owner = useOwnerDetail(user.owner_id);
  useNextUrlOnLoad();
  const screens = Grid.useBreakpoint();
  // Spec breakpoints: md is 768 px; below it the navigation moves into a drawer.
  const isDesktop = screens.md === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [addStoreOpen, setAddStoreOpen] = useState(false);
  const openAddStore = () => {
    setDrawerOpen(false);
    setAddStoreOpen(true);
  };

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
        {isDesktop ? (
          <HostNav mode="horizontal" onAddStore={openAddStore} />
        ) : (
          <div style={{ flex: 1 }} />
        )}
        <PlanBadge plan={owner.data?.plan} />
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
          <HostNav
            mode="inline"
            onNavigate={() => setDrawerOpen(false)}
            onAddStore={openAddStore}
          />
        </Drawer>
      )}
      <RequestsBanner ownerId={user.owner_id} />
      <PaymentFailedBanner
        show={!user.is_cohost && owner.data?.subscriptionPaymentFailed === true}
      />
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
      <HostFooter enterprise={owner.data?.stores[0]?.enterpriseInfo} />
      <StoreModal open={addStoreOpen} mode="create" onClose={() => setAddStoreOpen(false)} />
    </Layout>
  );
}
