import { ArrowRightOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { PageHeader } from '@/components/page-header';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOwnerDetail, useWatchOnboardingVideo } from '@/features/stores';
import { getErrorMessage } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session';
import { onboardingStartHref } from '../utils/onboarding-links';
import { HowItWorks } from './how-it-works';

/** /onboarding/onboarding-video/: the welcome walkthrough, then Next to /onboarding/. */
export function OnboardingVideoPage() {
  const { brandName } = useAppConfig();
  const title = `Welcome to ${brandName} Co`;
  usePageTitle(title);
  const user = useSignedInUser();
  const ownerId = user.owner_id ?? '';
  const owner = useOwnerDetail(ownerId);
  const watch = useWatchOnboardingVideo(ownerId);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const next = onboardingStartHref(owner.data?.stores.length ?? 0, ownerId);

  if (owner.isPending && ownerId) return <PageLoader fullScreen={false} />;

  // Spec: the page skips ahead when the owner already watched the video.
  if (owner.data?.isWatchedOnboardingVideo && !watch.isPending && !watch.isSuccess) {
    return <Navigate to={next} replace />;
  }

  const handleNext = () =>
    watch.mutate(undefined, {
      onSuccess: () => void navigate(next),
      onError: (error) => void message.error(getErrorMessage(error)),
    });

  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageHeader title={title} />
      <Typography.Paragraph style={{ fontSize: 16, color: '#31403c', marginTop: -8 }}>
        {user.first_name ? `Hi ${user.first_name}! ` : ''}Here is how hosts earn more from every
        stay with a guest store. It takes about ten minutes to set yours up.
      </Typography.Paragraph>
      <HowItWorks brandName={brandName} />
      <Flex justify="flex-end" style={{ marginTop: 24 }}>
        <Button
          type="primary"
          size="large"
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          loading={watch.isPending}
          onClick={handleNext}
        >
          Next
        </Button>
      </Flex>
    </div>
  );
}
