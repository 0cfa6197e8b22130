import { useState } from 'react';
import { ArrowRightOutlined, CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { isOnboardingComplete, ONBOARDING_STEPS, type OnboardingState } from '@stayfront/core';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageLoader } from '@/components/feedback/page-loader';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { BRAND_PRIMARY } from '@/config/theme';
import { usePageTitle } from '@/hooks/use-page-title';
import { useOwnerDetail, useStore, StoreModal, StoreThumbnail } from '@/features/stores';
import { useSignedInUser } from '@/lib/session';
import { updateOnboardingStatus } from '../utils/onboarding-status';

const TOTAL_MINUTES = ONBOARDING_STEPS.reduce((sum, step) => sum + step.minutes, 0);

function StepsOverview({ state }: { state: OnboardingState }) {
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {ONBOARDING_STEPS.map((step, index) => {
        const done = step.isDone(state);
        return (
          <li key={step.key} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {done ? (
              <CheckCircleFilled
                aria-hidden="true"
                style={{ fontSize: 24, color: BRAND_PRIMARY, flex: 'none' }}
              />
            ) : (
              <span
                aria-hidden="true"
                style={{
                  flex: 'none',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  border: '1.5px solid #b9c6c2',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  fontWeight: 600,
                }}
              >
                {index + 1}
              </span>
            )}
            <span style={{ flex: 1 }}>
              <span style={{ fontWeight: 600 }}>{step.title}</span>
              <span className="visually-hidden">{done ? ' (done)' : ' (to do)'}</span>
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
              {step.minutes} minutes
            </Typography.Text>
          </li>
        );
      })}
    </ol>
  );
}

/** /onboarding/: the welcome page that leads to the first store, or on to a store's dashboard. */
export function OnboardingPage() {
  usePageTitle('Start selling');
  const user = useSignedInUser();
  const ownerId = user.owner_id ?? '';
  const owner = useOwnerDetail(ownerId);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);

  const stores = owner.data?.stores ?? [];
  const requested = searchParams.get('storeId');
  const target = stores.find((store) => store.id === requested) ?? stores[0];
  const { data: targetStore } = useStore(target?.id ?? '');

  if (owner.isPending && ownerId) return <PageLoader fullScreen={false} />;
  if (owner.isError) {
    return <QueryError onRetry={() => void owner.refetch()} />;
  }

  const state: OnboardingState = {
    ownerId: user.owner_id,
    storeId: target?.id ?? null,
    hasAddedProduct: targetStore?.hasAddedProduct ?? (target?.numProducts ?? 0) > 0,
    hasSharedStore: targetStore?.hasSharedStore ?? target?.hasSharedStore ?? false,
  };

  const goToStore = () => {
    if (!target) return;
    updateOnboardingStatus(target.id, { isDismissed: true });
    void navigate(paths.dashboard.store(target.id));
  };

  const greeting = user.first_name ? `Welcome, ${user.first_name}!` : 'Welcome!';
  const complete = Boolean(target) && isOnboardingComplete(state);

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <PageHeader title="Start selling" />
      <Card
        variant="borderless"
        style={{ boxShadow: '0 8px 24px rgba(16, 35, 31, 0.08)' }}
        styles={{ body: { padding: 'clamp(20px, 5vw, 40px)' } }}
      >
        <Row gutter={[40, 32]} align="middle">
          <Col xs={24} md={12}>
            <Typography.Title level={2} style={{ fontSize: 24, marginTop: 0 }}>
              {greeting}
            </Typography.Title>
            {target ? (
              <>
                <Typography.Paragraph style={{ fontSize: 16, color: '#31403c' }}>
                  {complete
                    ? 'You are all set: your store has products and you have shared its link. Guests can order now.'
                    : 'Your store is ready. Add your first product and share your store link, and your guests can start ordering.'}
                </Typography.Paragraph>
                <Flex align="center" gap={12} style={{ margin: '20px 0 24px' }}>
                  <StoreThumbnail image={target.image} width={72} />
                  <div style={{ minWidth: 0 }}>
                    <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {target.storeName}
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {[target.city, target.state].filter(Boolean).join(', ')}
                    </Typography.Text>
                  </div>
                </Flex>
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    size="large"
                    icon={<ArrowRightOutlined />}
                    iconPlacement="end"
                    onClick={goToStore}
                  >
                    Go to my store
                  </Button>
                  <Button size="large" icon={<PlusOutlined />} onClick={() => setModalOpen(true)}>
                    Add another store
                  </Button>
                </Flex>
              </>
            ) : (
              <>
                <Typography.Paragraph style={{ fontSize: 16, color: '#31403c' }}>
                  Let&apos;s create the guest store of your first property. Your guests will find
                  its extras, like early check-in or a mid-stay clean, through the link you share
                  with them.
                </Typography.Paragraph>
                <Button
                  type="primary"
                  size="large"
                  icon={<PlusOutlined />}
                  onClick={() => setModalOpen(true)}
                  style={{ marginTop: 8 }}
                >
                  Create your first store
                </Button>
              </>
            )}
          </Col>
          <Col xs={24} md={12}>
            <div style={{ background: '#f3f8f6', borderRadius: 12, padding: 20 }}>
              <Flex justify="space-between" align="baseline" style={{ marginBottom: 12 }}>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  Your set-up
                </Typography.Title>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {complete ? 'All steps done' : `About ${TOTAL_MINUTES} minutes`}
                </Typography.Text>
              </Flex>
              <StepsOverview state={state} />
            </div>
          </Col>
        </Row>
      </Card>
      <StoreModal open={modalOpen} mode="create" onClose={() => setModalOpen(false)} />
    </div>
  );
}
