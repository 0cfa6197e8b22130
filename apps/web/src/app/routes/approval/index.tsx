// Order request pages, opened from the links e-mailed to guests, owners and merchants.
import type { ReactNode } from 'react';
import {
  APPROVAL_ACTIONS,
  APPROVAL_ACTOR_TYPES,
  isTruthyString,
  type ApprovalActorType,
} from '@stayfront/core';
import { Result } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { RequireHost } from '@/app/guards';
import { SiteLayout } from '@/app/layouts/site-layout';
import { NotFound } from '@/app/routes/not-found';
import { usePageTitle } from '@/hooks/use-page-title';
import { PageLoader } from '@/components/feedback/page-loader';
import { EnglishOnly, useGuestLanguage, useI18n } from '@/lib/i18n';
import { OrderRequestPage } from '@/features/approvals/components/order-request-page';

const ACTOR_TYPES = new Set<string>(APPROVAL_ACTOR_TYPES);
const ACTIONS = new Set<string>(APPROVAL_ACTIONS);

function RequestReceived({ action }: { action: string }) {
  const { t } = useI18n();
  usePageTitle(t('request.receivedTitle'));
  return (
    <Result
      status="success"
      title={
        <h1 style={{ fontSize: 22, margin: 0, fontWeight: 600 }}>
          {action === 'cancel'
            ? t('request.receivedCancel')
            : `We received your request to ${action} the order!`}
        </h1>
      }
      subTitle={t('request.confirmationSoon')}
    />
  );
}

/** The guest's pages read in the guest's language; the owner's and the merchant's in English. */
function InActorLanguage({ actorType, children }: { actorType: string; children: ReactNode }) {
  const language = useGuestLanguage();
  if (actorType !== 'guest') return <EnglishOnly>{children}</EnglishOnly>;
  return language.ready ? children : <PageLoader fullScreen={false} />;
}

/**
 * /:actorType/:action/ (confirmation) and /:actorType/:purchaseUUID/ (the order request) share
 * one route: an action word is the confirmation, anything else a purchase id.
 */
export function ApprovalRoute() {
  const { actorType = '', second = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!ACTOR_TYPES.has(actorType))
    return (
      <SiteLayout>
        <NotFound />
      </SiteLayout>
    );
  if (ACTIONS.has(second)) {
    return (
      <SiteLayout>
        <InActorLanguage actorType={actorType}>
          <RequestReceived action={second} />
        </InActorLanguage>
      </SiteLayout>
    );
  }
  const page = (
    <OrderRequestPage
      key={`${actorType}/${second}`}
      actorType={actorType as ApprovalActorType}
      purchaseUuid={second}
      showPrices={isTruthyString(searchParams.get('showPrices'))}
    />
  );
  // The owner's page shows the guest's contact details: its e-mailed link opens only for the
  // store's host or co-host, after signing in if need be (and back here afterwards). Guests' and
  // merchants' links are their own credential.
  return (
    <SiteLayout>
      <InActorLanguage actorType={actorType}>
        {actorType === 'owner' ? <RequireHost>{page}</RequireHost> : page}
      </InActorLanguage>
    </SiteLayout>
  );
}
