import { App, Button, Card, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCompleteSimulatedOnboarding } from '../api/payout-methods';

/**
 * The simulated stand-in for Stripe Connect onboarding (no Stripe keys): Complete onboarding
 * sends the event Stripe would and returns to the payouts page; Leave keeps it pending.
 */
export function SimulatedOnboardingPage() {
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const account = search.get('account') ?? '';
  const complete = useCompleteSimulatedOnboarding();
  const onComplete = () =>
    complete.mutate(account, {
      onSuccess: () => void navigate(`${paths.overview.payouts}?onboarding=return`),
      onError: (error) => void message.error(getErrorMessage(error)),
    });
  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Stripe onboarding (simulated)
      </Typography.Title>
      <Typography.Paragraph>
        Stripe is not configured, so this page stands in for Stripe Connect onboarding of account{' '}
        <Typography.Text code>{account}</Typography.Text>. With Stripe, the host enters their
        identity and bank details here.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          onClick={onComplete}
          loading={complete.isPending}
          disabled={!account}
        >
          Complete onboarding
        </Button>
        <Button onClick={() => void navigate(paths.overview.payouts)}>Leave</Button>
      </Flex>
    </Card>
  );
}

/** The simulated Express dashboard the login link opens. */
export function SimulatedDashboardPage() {
  const [search] = useSearchParams();
  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Stripe Express dashboard (simulated)
      </Typography.Title>
      <Typography.Paragraph>
        Account <Typography.Text code>{search.get('account')}</Typography.Text>: with Stripe
        configured, this is where the host sees their balance and transfers.
      </Typography.Paragraph>
    </Card>
  );
}
