import type { TSessionUser } from '@stayfront/core';
import { Alert, Button } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { useLogOutOfPreview } from '../api/log-out-of-preview';
import { useFeedback } from '@/components/feedback/app-feedback';

interface SessionBannersProps {
  user: TSessionUser;
  storeHref: string;
}

/**
 * A support user acting as a host sees who they act as; a host sees that this is a preview of
 * its store, with the way to shop as a guest.
 */
export function SessionBanners({ user, storeHref }: SessionBannersProps) {
  const { message } = useFeedback();
  const logOut = useLogOutOfPreview(storeHref);
  if (user.role === 'GUEST') return null;
  if (user.is_masqueraded) {
    return <Alert banner type="warning" title={`Masquerading as ${user.email}`} />;
  }
  return (
    <Alert
      banner
      type="warning"
      title="You are previewing this store. Guests don't see this banner: log out to shop as a guest."
      action={
        <Button
          size="small"
          loading={logOut.isPending}
          onClick={() =>
            logOut.mutate(undefined, { onError: (error) => message.error(getErrorMessage(error)) })
          }
        >
          Log out
        </Button>
      }
    />
  );
}
