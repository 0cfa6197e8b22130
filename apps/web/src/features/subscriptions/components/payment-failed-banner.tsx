import { Alert, App, Button } from 'antd';
import { planMessages } from '@stayfront/core';
import { getErrorMessage } from '@/lib/api-client';
import { useManageSubscription } from '../api/manage-subscription';

/** A failed renewal: the owner updates the card in the provider's portal before the plan ends. */
export function PaymentFailedBanner({ show }: { show: boolean }) {
  const { message } = App.useApp();
  const manage = useManageSubscription();
  if (!show) return null;
  return (
    <Alert
      banner
      type="warning"
      title={planMessages.paymentFailed}
      action={
        <Button
          size="small"
          loading={manage.isPending}
          onClick={() =>
            manage.mutate(undefined, {
              onSuccess: ({ url }) => window.location.assign(url),
              onError: (error) => void message.error(getErrorMessage(error)),
            })
          }
        >
          Update payment method
        </Button>
      }
    />
  );
}
