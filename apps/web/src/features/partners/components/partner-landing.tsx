import { useState } from 'react';
import { App, Alert, Button, Card, Flex, Steps, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  isCredentialPartner,
  OAUTH_PARTNERS,
  PARTNER_LABEL,
  partnerMessages,
  type OAuthPartner,
  type Partner,
} from '@stayfront/core';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { getCredentialsExist, startHospitableConnect } from '../api/partner-credentials';
import { landingSteps } from '../utils/partner-catalogue';
import { CredentialsModal } from './credentials-modal';

const isOAuthPartner = (partner: Partner): partner is OAuthPartner =>
  (OAUTH_PARTNERS as readonly string[]).includes(partner);

/** Why the API sent the browser back from a partner's sign-in (oauth-routes.ts). */
const OAUTH_ERRORS: Record<string, (label: string) => string> = {
  failed: (label) => partnerMessages.connectionError(label),
  cancelled: (label) => `Connecting ${label} was cancelled. Select Continue to try again.`,
  not_configured: (label) => `${label} sign-in is not configured on this site.`,
};

/** /overview/partners/landing/:company/ (spec: partner landing). */
export function PartnerLanding({ partner }: { partner: Partner }) {
  const label = PARTNER_LABEL[partner];
  usePageTitle(label);
  const { brandName, partnerVideoUrls, partnerOAuth, hospitableConnect, supportEmail } =
    useAppConfig();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [askCredentials, setAskCredentials] = useState(false);
  const videoUrl = partnerVideoUrls[partner];
  const oauthReady = isOAuthPartner(partner) && partnerOAuth[partner];
  const canContinue =
    isCredentialPartner(partner) || oauthReady || (partner === 'airbnb' && hospitableConnect);
  const [searchParams] = useSearchParams();
  const oauthError = OAUTH_ERRORS[searchParams.get('error') ?? ''];

  const onContinue = async () => {
    if (partner === 'airbnb') {
      setChecking(true);
      try {
        window.location.assign(await startHospitableConnect());
      } catch {
        void message.error(partnerMessages.connectionError(label));
        setChecking(false);
      }
      return;
    }
    if (!isCredentialPartner(partner)) {
      // A full page load: the API answers with a redirect to the partner's sign-in.
      window.location.assign(`/api/auth/login/${partner}/`);
      return;
    }
    setChecking(true);
    try {
      if (await getCredentialsExist(partner)) await navigate(paths.overview.partnerImport(partner));
      else setAskCredentials(true);
    } catch {
      void message.error(partnerMessages.connectionError(label));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <PageHeader title={`Import from ${label}`} />
      <Flex vertical gap={24} style={{ maxWidth: 860 }}>
        {videoUrl ? (
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>How it works</h2>}>
            <video
              src={videoUrl}
              controls
              preload="metadata"
              style={{ width: '100%', borderRadius: 8 }}
              aria-label={`How importing from ${label} works`}
            />
          </Card>
        ) : null}
        <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Next steps</h2>}>
          <Steps
            orientation="vertical"
            current={-1}
            items={landingSteps(partner, brandName).map((text, index) => ({
              title: `Step ${index + 1}`,
              description: text,
              status: 'wait',
            }))}
          />
        </Card>
        {oauthError ? <Alert type="error" showIcon title={oauthError(label)} /> : null}
        {canContinue ? (
          <Flex justify="flex-end">
            <Button
              type="primary"
              size="large"
              loading={checking}
              onClick={() => void onContinue()}
            >
              Continue
            </Button>
          </Flex>
        ) : (
          <Alert
            type="info"
            showIcon
            title={`${label} is not connected on this ${brandName} site yet.`}
            description={
              <Typography.Text>
                Its sign-in is not configured. Write to{' '}
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will import your
                properties for you.
              </Typography.Text>
            }
          />
        )}
      </Flex>
      {isCredentialPartner(partner) ? (
        <CredentialsModal
          partner={partner}
          open={askCredentials}
          onClose={() => setAskCredentials(false)}
          onSaved={() => {
            setAskCredentials(false);
            void navigate(paths.overview.partnerImport(partner));
          }}
        />
      ) : null}
    </>
  );
}
