// Small public pages: the marketing redirect and the vendor request page.
import { useEffect } from 'react';
import { Spin } from 'antd';
import { SiteLayout } from '@/app/layouts/site-layout';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { VendorRequestForm } from '@/features/local-vendors/components/vendor-request-form';

/** Sends the visitor to the marketing site. */
export function RedirectRoute() {
  const { brandName, marketingUrl } = useAppConfig();
  usePageTitle();
  useEffect(() => {
    window.location.replace(marketingUrl);
  }, [marketingUrl]);
  return (
    <div
      role="status"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 16,
        textAlign: 'center',
      }}
    >
      <Spin size="large" />
      <h1 style={{ fontSize: 22, fontWeight: 600, margin: 0 }}>Taking you to {brandName}…</h1>
      <p style={{ margin: 0 }}>
        <a href={marketingUrl}>Continue to {brandName}</a>
      </p>
    </div>
  );
}

export function VendorsRoute() {
  return (
    <SiteLayout>
      <VendorRequestForm />
    </SiteLayout>
  );
}
