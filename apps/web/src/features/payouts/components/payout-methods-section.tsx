import { useState } from 'react';
import {
  canAddStripeMethod,
  PAYOUT_METHOD_TYPES,
  payoutMessages,
  type PayoutMethodType,
} from '@stayfront/core';
import { App, Button, Card, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import {
  getStripeDashboardLink,
  stripeRefreshHref,
  useDeletePayoutMethod,
} from '../api/payout-methods';
import type { PayoutMethod, PayoutOwner } from '../types';
import { PayoutMethodFormModal } from './payout-method-form-modal';
import { PayoutPhoneForm } from './payout-phone-form';

type FormMode =
  { kind: 'add'; type: PayoutMethodType } | { kind: 'edit'; method: PayoutMethod } | null;

function StripeAction({ method }: { method: PayoutMethod }) {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);
  if (method.status !== 'COMP')
    return (
      <Button type="primary" href={stripeRefreshHref(method.id)}>
        Complete Stripe Onboarding
      </Button>
    );
  const open = async () => {
    // The tab opens at once (pop-up blockers allow it), then goes to the login link.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { data } = await getStripeDashboardLink(method.id);
      if (tab) tab.location.href = data.url;
      else window.open(data.url, '_blank', 'noopener');
    } catch {
      tab?.close();
      void message.error(payoutMessages.stripeRedirectFailed);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button onClick={() => void open()} loading={opening}>
      Visit Stripe Dashboard
    </Button>
  );
}

/** Spec, Payouts page: the owner's payout methods and payout phone (hidden for co-hosts). */
export function PayoutMethodsSection({ owner }: { owner: PayoutOwner }) {
  const { message } = App.useApp();
  const [mode, setMode] = useState<FormMode>(null);
  const remove = useDeletePayoutMethod();
  const methods = owner.payoutMethods;
  const stripeCount = methods.filter((m) => m.type === 'STRP').length;
  const mayAddStripe = canAddStripeMethod(owner.plan, stripeCount);

  const onDelete = (method: PayoutMethod) =>
    remove.mutate(method.id, {
      onSuccess: () => void message.success(payoutMessages.deleted),
      onError: (error) => void message.error(getErrorMessage(error) || payoutMessages.deleteFailed),
    });

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Payout Methods</h2>}
      style={{ marginBottom: 24 }}
      extra={
        <Space wrap>
          <Button onClick={() => setMode({ kind: 'add', type: 'PAYP' })}>Add PayPal</Button>
          <Button
            type="primary"
            disabled={!mayAddStripe}
            onClick={() => setMode({ kind: 'add', type: 'STRP' })}
          >
            Add Stripe
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        Payouts are sent on the 7th of each month for the services of the previous month and
        typically arrive in 1 to 3 business days{' '}
        <Tooltip title="Depending on your bank, a payout can take 1 to 4 business days to arrive.">
          <Typography.Text underline tabIndex={0}>
            (why?)
          </Typography.Text>
        </Tooltip>
        . Until a store&apos;s payout reaches $15.00 the money is held and added to the next one.
      </Typography.Paragraph>
      {!mayAddStripe && (
        <Typography.Paragraph type="secondary" role="note">
          {payoutMessages.secondStripeNeedsProPlus.replace(' Upgrade now.', ' ')}
          <Link to={paths.pricing}>Upgrade now.</Link>
        </Typography.Paragraph>
      )}
      {methods.length === 0 ? (
        <Typography.Paragraph type="secondary">
          No payout method yet. Add Stripe or PayPal to receive your payouts.
        </Typography.Paragraph>
      ) : (
        <ul
          style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}
          aria-label="Payout methods"
        >
          {methods.map((method) => (
            <li key={method.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div>
                  <Flex gap={8} wrap align="center">
                    <strong>{method.nickname}</strong>
                    <Tag>{PAYOUT_METHOD_TYPES[method.type]}</Tag>
                    {method.isDefault && <Tag color="green">Default</Tag>}
                    {method.type === 'STRP' && method.status !== 'COMP' && (
                      <Tag color="orange">Onboarding not complete</Tag>
                    )}
                  </Flex>
                  <Typography.Text type="secondary">
                    {method.type === 'PAYP'
                      ? method.accountId
                      : `Stripe account · ${method.country}`}
                  </Typography.Text>
                </div>
                <Space wrap>
                  {method.type === 'STRP' && <StripeAction method={method} />}
                  <Button onClick={() => setMode({ kind: 'edit', method })}>Edit</Button>
                  <Popconfirm
                    title="Delete this payout method?"
                    description={
                      methods.length === 1
                        ? payoutMessages.lastMethodWarning
                        : 'Its stores move to your next payout method.'
                    }
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(method)}
                  >
                    <Button danger aria-label={`Delete ${method.nickname}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <PayoutPhoneForm ownerId={owner.id} phone={owner.phone} />
      <PayoutMethodFormModal mode={mode} ownerId={owner.id} onClose={() => setMode(null)} />
    </Card>
  );
}
