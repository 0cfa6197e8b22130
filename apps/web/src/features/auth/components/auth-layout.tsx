import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { BrandMark } from '@/components/brand-mark';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';

interface AuthLayoutProps {
  /** The card's heading (the page's h1); omitted when the content brings its own. */
  title?: ReactNode;
  /** Browser tab title, before " | {brand}". */
  pageTitle: string;
  children: ReactNode;
  /** Shown under the card, e.g. the link to the other auth page. */
  footer?: ReactNode;
}

/** Centred card used by every sign-in screen; fits a 375-px phone as well as a desktop. */
export function AuthLayout({ title, pageTitle, children, footer }: AuthLayoutProps) {
  const { brandName } = useAppConfig();
  usePageTitle(pageTitle);
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        padding: 'clamp(24px, 8vh, 72px) 16px 32px',
        background: 'linear-gradient(180deg, #e8f3f0 0%, #f5f7f6 320px)',
      }}
    >
      <div style={{ width: '100%', maxWidth: 440 }}>
        <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 24 }}>
          <BrandMark name={brandName} size="large" />
        </div>
        <Card
          variant="borderless"
          style={{ boxShadow: '0 8px 24px rgba(16, 35, 31, 0.08)' }}
          styles={{ body: { padding: 'clamp(20px, 6vw, 32px)' } }}
        >
          {title ? (
            <Typography.Title
              level={1}
              style={{ fontSize: 24, lineHeight: 1.3, textAlign: 'center', margin: '0 0 24px' }}
            >
              {title}
            </Typography.Title>
          ) : null}
          {children}
        </Card>
        {footer ? (
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 20 }}>
            {footer}
          </Typography.Paragraph>
        ) : null}
      </div>
    </main>
  );
}
