import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { useAppConfig } from '@/features/app-config/api/get-app-config';

/** The guest store frame: header with the logo, then the store page. */
export function StorefrontLayout() {
  const { brandName } = useAppConfig();
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          display: 'flex',
          alignItems: 'center',
          borderBottom: '1px solid #e6ebe9',
        }}
      >
        <BrandMark name={brandName} />
      </Layout.Header>
      <Layout.Content
        style={{
          width: '100%',
          maxWidth: 1200,
          margin: '0 auto',
          padding: 'clamp(16px, 4vw, 32px)',
        }}
      >
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
