import { useId, type ReactNode } from 'react';
import { FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { SOCIAL_PROVIDER_LABEL, SOCIAL_PROVIDERS, type SocialProvider } from '@stayfront/core';
import { Button, Flex, Tooltip } from 'antd';
import { useAppConfig } from '@/lib/app-config';
import { socialNotConfiguredText } from '../social-sign-in';

const ICONS: Record<SocialProvider, ReactNode> = {
  'google-oauth2': <GoogleOutlined aria-hidden="true" />,
  facebook: <FacebookFilled aria-hidden="true" />,
};

/** Social sign-in is a full-page navigation to the API, which comes back to `next`. */
export function getSocialSignInUrl(provider: SocialProvider, next: string | null): string {
  const base = `/api/auth/login/${provider}/`;
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

function SocialButton({ provider, next }: { provider: SocialProvider; next: string | null }) {
  const { socialProviders } = useAppConfig();
  const reasonId = useId();
  const label = `Continue with ${SOCIAL_PROVIDER_LABEL[provider]}`;
  if (socialProviders[provider]) {
    return (
      <Button size="large" block icon={ICONS[provider]} href={getSocialSignInUrl(provider, next)}>
        {label}
      </Button>
    );
  }
  // A provider this server has no credentials for stays visible, disabled, with the reason.
  const reason = socialNotConfiguredText(provider);
  return (
    <Tooltip title={reason}>
      <Button size="large" block icon={ICONS[provider]} disabled aria-describedby={reasonId}>
        {label}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </Button>
    </Tooltip>
  );
}

export function SocialSignInButtons({ next }: { next: string | null }) {
  return (
    <Flex vertical gap={12}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <SocialButton key={provider} provider={provider} next={next} />
      ))}
    </Flex>
  );
}
