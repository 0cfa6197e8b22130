import { planHasFeature } from '@stayfront/core';
import { Alert, Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignedInUser } from '@/lib/session';
import { usePayoutOwner } from '../api/payout-methods';
import { PayoutMethodsSection } from './payout-methods-section';
import { PayoutsTable } from './payouts-table';
import { StorePayoutMethodsSection } from './store-payout-methods-section';
import { UpgradeToProPlus } from './upgrade-to-pro-plus';

/** /overview/payouts: payout methods (owners), store payout methods (Pro Plus) and payouts. */
export function PayoutsPage() {
  usePageTitle('Payouts');
  const user = useSignedInUser();
  const ownerId = user.owner_id ?? '';
  const isOwner = !user.is_cohost;
  const owner = usePayoutOwner(ownerId, isOwner);
  const [search] = useSearchParams();
  const proPlus = owner.data ? planHasFeature(owner.data.plan, 'storePayoutAssignment') : false;

  return (
    <>
      <PageHeader title="Payouts" />
      {search.get('onboarding') === 'return' && (
        <Alert
          type="info"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          title="Welcome back from Stripe. If onboarding is not complete yet, Complete Stripe Onboarding resumes it."
        />
      )}
      {isOwner &&
        (owner.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 24 }}
            title="Your payout methods could not be loaded."
          />
        ) : !owner.data ? (
          <Card style={{ marginBottom: 24 }} aria-busy="true" aria-label="Loading payout methods">
            <Skeleton active />
          </Card>
        ) : (
          <>
            <PayoutMethodsSection owner={owner.data} />
            {proPlus ? (
              <StorePayoutMethodsSection owner={owner.data} />
            ) : (
              <div style={{ marginBottom: 24 }}>
                <UpgradeToProPlus />
              </div>
            )}
          </>
        ))}
      <PayoutsTable showSplit={isOwner && proPlus} />
    </>
  );
}
