import { useEffect, useState } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, messages, PLAN_FEE_NOTES, PLAN_LABEL, PLANS } from '@stayfront/core';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Row,
  Segmented,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Result } from '@/components/feedback/result';
import { usePageTitle } from '@/hooks/use-page-title';
import { storeKeys } from '@/features/stores';
import { getErrorMessage } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { useManageSubscription } from '../api/manage-subscription';
import { useSubscribe } from '../api/subscribe';
import type { PlanOffer, SubscriptionState } from '../types';

type Period = 'month' | 'year';

/** The plan cards of one billing period: Basic (free) and each paid plan. */
function offersFor(plans: PlanOffer[], period: Period): PlanOffer[] {
  return PLANS.map((plan) =>
    plans.find((offer) => offer.plan === plan && (plan === 'BASIC' || offer.interval === period))!,
  ).filter(Boolean);
}

interface PlanCardProps {
  offer: PlanOffer;
  state: SubscriptionState;
  busy: boolean;
  onSubscribe: (offer: PlanOffer) => void;
  onManage: () => void;
  canChange: boolean;
}

function PlanCard({ offer, state, busy, onSubscribe, onManage, canChange }: PlanCardProps) {
  const isCurrent = state.plan === offer.plan;
  let action;
  if (isCurrent) {
    action = (
      <Button block disabled>
        Current plan
      </Button>
    );
  } else if (state.has_subscription) {
    action = (
      <Button block onClick={onManage} loading={busy} disabled={!canChange}>
        {offer.plan === 'BASIC' ? 'Cancel plan' : 'Switch plan'}
      </Button>
    );
  } else if (offer.plan === 'BASIC') {
    action = (
      <Button block disabled>
        Free
      </Button>
    );
  } else {
    action = (
      <Button
        block
        type="primary"
        loading={busy}
        disabled={!canChange}
        onClick={() => onSubscribe(offer)}
        aria-label={`Subscribe to ${offer.name}, billed every ${offer.interval}`}
      >
        Subscribe
      </Button>
    );
  }
  return (
    <Card
      title={
        <Flex align="center" justify="space-between" gap={8}>
          <h2 style={{ margin: 0, fontSize: 20 }}>{offer.name}</h2>
          {isCurrent ? <Tag color="green">Your plan</Tag> : null}
        </Flex>
      }
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? '#0E7C66' : undefined,
      }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16, flex: 1 } }}
    >
      <div>
        <Typography.Text style={{ fontSize: 32, fontWeight: 600 }}>
          {offer.price === 0 ? 'Free' : formatMoney(offer.price, offer.currency)}
        </Typography.Text>
        {offer.price === 0 ? null : (
          <Typography.Text type="secondary"> / {offer.interval}</Typography.Text>
        )}
      </div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {offer.features.length === 0 ? (
          <li>
            <Typography.Text type="secondary">Your stores, products and payouts</Typography.Text>
          </li>
        ) : (
          offer.features.map((feature) => (
            <li key={feature} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
              <CheckOutlined aria-hidden="true" style={{ color: '#0E7C66', marginTop: 4 }} />
              <span>{feature}</span>
            </li>
          ))
        )}
      </ul>
      {action}
    </Card>
  );
}

function CheckoutOutcome({
  state,
  outcome,
}: {
  state?: SubscriptionState;
  outcome: string | null;
}) {
  if (outcome === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        title="Checkout cancelled. Your plan has not changed."
        style={{ marginBottom: 24 }}
      />
    );
  }
  if (outcome !== 'success') return null;
  const settled = state && state.has_subscription && state.plan !== 'BASIC';
  return settled ? (
    <Alert
      type="success"
      showIcon
      title={`You are now on ${PLAN_LABEL[state.plan]}. Your new features are ready to use.`}
      style={{ marginBottom: 24 }}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      title="Thank you! We are confirming your payment…"
      style={{ marginBottom: 24 }}
    />
  );
}

/** /pricing/: the plans, what each includes, subscribe and manage (spec: plans and subscription). */
export function PricingPage() {
  usePageTitle('Plans');
  const user = useSignedInUser();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const plans = usePlans();
  const subscription = useSubscription({
    isSettled: (state) =>
      outcome !== 'success' || (state.has_subscription && state.plan !== 'BASIC'),
  });
  const subscribe = useSubscribe();
  const manage = useManageSubscription();
  const [period, setPeriod] = useState<Period>('month');
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const plan = subscription.data?.plan;

  // The header badge and every gated screen read the plan from the owner detail.
  useEffect(() => {
    if (plan) void queryClient.invalidateQueries({ queryKey: [...storeKeys.all, 'owner-detail'] });
  }, [plan, queryClient]);

  const goTo = (url: string) => window.location.assign(url);
  const onSubscribe = (offer: PlanOffer) => {
    setPendingPlan(offer.id);
    subscribe.mutate(offer.id, {
      onSuccess: ({ session }) => goTo(session.url),
      onError: (error) => {
        setPendingPlan(null);
        void message.error(getErrorMessage(error));
      },
    });
  };
  const onManage = () =>
    manage.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => void message.error(getErrorMessage(error)),
    });

  // Only the owner pays; a co-host sees the plans without the buttons that change them.
  const canChange = !user.is_cohost;
  const state = subscription.data;
  const offers = plans.data ? offersFor(plans.data, period) : null;

  return (
    <>
      <PageHeader
        title="Plans"
        extra={
          state?.has_billing_account && canChange ? (
            <Button onClick={onManage} loading={manage.isPending && !pendingPlan}>
              Manage subscription
            </Button>
          ) : null
        }
      />
      <CheckoutOutcome state={state} outcome={outcome} />
      {state?.payment_failed ? (
        <Alert
          type="warning"
          showIcon
          title="We could not charge your card for your subscription."
          description="Update your payment method in the subscription portal to keep your plan."
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {!canChange ? (
        <Alert
          type="info"
          showIcon
          title="Only the account owner can change the plan."
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {(plans.isError && !plans.data) || (subscription.isError && !state) ? (
        <Result
          status="warning"
          title={messages.somethingWentWrong}
          extra={
            <Button
              type="primary"
              onClick={() => void Promise.all([plans.refetch(), subscription.refetch()])}
            >
              Try again
            </Button>
          }
        />
      ) : offers && state ? (
        <>
          <Segmented<Period>
            aria-label="Billing period"
            value={period}
            onChange={setPeriod}
            options={[
              { label: 'Monthly', value: 'month' },
              { label: 'Yearly', value: 'year' },
            ]}
            style={{ marginBottom: 24 }}
          />
          <Row gutter={[16, 16]}>
            {offers.map((offer) => (
              <Col key={offer.id} xs={24} md={12} xl={6}>
                <PlanCard
                  offer={offer}
                  state={state}
                  busy={
                    (subscribe.isPending && pendingPlan === offer.id) ||
                    (manage.isPending && state.has_subscription && offer.plan !== state.plan)
                  }
                  canChange={canChange}
                  onSubscribe={onSubscribe}
                  onManage={onManage}
                />
              </Col>
            ))}
          </Row>
          <Card size="small" style={{ marginTop: 24 }} title="Fees">
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {PLAN_FEE_NOTES.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Card>
        </>
      ) : (
        <Card aria-busy="true" aria-label="Loading plans">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
    </>
  );
}
