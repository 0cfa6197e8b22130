import { useEffect, useState } from 'react';
import { formatMoney, messages, PLAN_LABEL } from '@stayfront/core';
import { Alert, App, Button, Card, Descriptions, Flex, Select, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Result } from '@/components/feedback/result';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { useChangeSubscription } from '../api/simulated-billing';
import type { SubscriptionState } from '../types';

type Awaiting = { kind: 'switch'; planId: string } | { kind: 'cancel' } | null;

function isApplied(awaiting: Awaiting, state: SubscriptionState) {
  if (!awaiting) return true;
  return awaiting.kind === 'cancel'
    ? !state.has_subscription
    : state.current_plan_id === awaiting.planId;
}

/**
 * The simulated provider's stand-in for Stripe's Billing Portal: the current plan, Switch plan
 * and Cancel plan. Each sends the same subscription event as Stripe would.
 */
export function SimulatedPortalPage() {
  usePageTitle('Manage subscription');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const plans = usePlans();
  const [awaiting, setAwaiting] = useState<Awaiting>(null);
  const subscription = useSubscription({ isSettled: (state) => isApplied(awaiting, state) });
  const change = useChangeSubscription();
  const [target, setTarget] = useState<string>();

  const state = subscription.data;
  const applied = state ? isApplied(awaiting, state) : false;
  useEffect(() => {
    if (!awaiting || !applied) return;
    void message.success(
      awaiting.kind === 'cancel' ? 'Your plan is cancelled.' : 'Your plan is changed.',
    );
    void navigate(paths.pricing);
  }, [awaiting, applied, message, navigate]);

  const run = (action: Parameters<typeof change.mutate>[0], next: Awaiting) =>
    change.mutate(action, {
      onSuccess: () => setAwaiting(next),
      onError: (error) => void message.error(getErrorMessage(error)),
    });

  const confirmCancel = () =>
    modal.confirm({
      title: 'Cancel your plan?',
      content:
        'You go back to Basic at once. Your co-hosts, phone numbers and settings are kept and come back when you subscribe again.',
      okText: 'Cancel plan',
      okButtonProps: { danger: true },
      cancelText: 'Keep my plan',
      onOk: () => run({ action: 'cancel' }, { kind: 'cancel' }),
    });

  if (plans.isError || subscription.isError) {
    return (
      <Result
        status="warning"
        title={messages.somethingWentWrong}
        extra={<Link to={paths.pricing}>Back to plans</Link>}
      />
    );
  }
  if (!plans.data || !state) {
    return (
      <Card aria-busy="true" aria-label="Loading subscription">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const current = plans.data.find((offer) => offer.id === state.current_plan_id);
  const choices = plans.data.filter(
    (offer) => offer.plan !== 'BASIC' && offer.id !== state.current_plan_id,
  );
  const busy = change.isPending || (awaiting != null && !applied);

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 560 }}>
        <h1 style={{ fontSize: 24, marginTop: 0 }}>Manage subscription</h1>
        {!state.has_subscription ? (
          <Alert
            type="info"
            showIcon
            title="You have no active subscription."
            action={<Link to={paths.pricing}>See plans</Link>}
          />
        ) : (
          <>
            <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label="Plan">{PLAN_LABEL[state.plan]}</Descriptions.Item>
              {current ? (
                <Descriptions.Item label="Price">
                  {formatMoney(current.price, current.currency)} / {current.interval}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Status">{state.subscription_status}</Descriptions.Item>
            </Descriptions>
            <h2 style={{ fontSize: 18 }}>Switch plan</h2>
            <Flex gap={8} wrap style={{ marginBottom: 24 }}>
              <Select
                aria-label="New plan"
                placeholder="Choose a plan"
                style={{ flex: 1, minWidth: 220 }}
                value={target}
                onChange={setTarget}
                options={choices.map((offer) => ({
                  value: offer.id,
                  label: `${offer.name}: ${formatMoney(offer.price, offer.currency)} / ${offer.interval}`,
                }))}
              />
              <Button
                type="primary"
                disabled={!target}
                loading={busy && awaiting?.kind !== 'cancel'}
                onClick={() =>
                  target &&
                  run({ action: 'switch', plan_id: target }, { kind: 'switch', planId: target })
                }
              >
                Switch plan
              </Button>
            </Flex>
            <Button danger onClick={confirmCancel} loading={busy && awaiting?.kind === 'cancel'}>
              Cancel plan
            </Button>
          </>
        )}
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Link to={paths.pricing}>Return to plans</Link>
        </Flex>
      </Card>
    </Flex>
  );
}
