import { Alert, App, Button } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { useStopMasquerade } from '../api/stop-masquerade';

/** Shown to a support user acting as a host, with the way back. */
export function MasqueradeBanner({ email }: { email: string }) {
  const { message } = App.useApp();
  const stop = useStopMasquerade();
  return (
    <Alert
      banner
      type="warning"
      title={`Masquerading as ${email}`}
      action={
        <Button
          size="small"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, { onError: (error) => message.error(getErrorMessage(error)) })
          }
        >
          Stop masquerading
        </Button>
      }
    />
  );
}
