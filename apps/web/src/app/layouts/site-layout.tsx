import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { useAppConfig } from '@/lib/app-config';

/** A plain public frame (brand bar, centred content) for pages outside the other areas. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { brandName } = useAppConfig();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', borderBottom: '1px solid #e6ebe9' }}
      >
        <BrandMark name={brandName} />
      </Layout.Header>
      <Layout.Content
        style={{
          width: '100%',
          maxWidth: 960,
          margin: '0 auto',
          padding: 'clamp(16px, 4vw, 32px)',
        }}
      >
        {children ?? <Outlet />}
      </Layout.Content>
    </Layout>
  );
}
