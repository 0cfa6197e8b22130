import { useState } from 'react';
import { EditOutlined, ExportOutlined, ShareAltOutlined } from '@ant-design/icons';
import { messages } from '@stayfront/core';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { StartSellingChecklist, useOnboardingRedirect } from '@/features/onboarding';
import { StoreIntegrationsButton } from '@/features/partners';
import { ShareModal, StoreModal, StoreThumbnail, useStore } from '@/features/stores';
import { LinkifiedText } from '@/components/linkified-text';

/** Spec (store dashboard): names are cut after 75 characters. */
const NAME_MAX = 75;

function HeaderSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading store">
      <Flex gap={20} align="center">
        <Skeleton.Node active style={{ width: 120, height: 90 }} />
        <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 2 }} />
      </Flex>
    </Card>
  );
}

/**
 * The store dashboard header: photo or logo, name (with edit), description with clickable links,
 * Guest View and Share Store, then the Start selling checklist. Sends a host who has not started
 * selling to /onboarding/ (spec: onboarding).
 */
export function StoreDashboardHeader({ storeId }: { storeId: string }) {
  const { data: store, isError, refetch } = useStore(storeId);
  const [editOpen, setEditOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  usePageTitle(store?.storeName);
  useOnboardingRedirect(storeId);

  if (isError && !store) {
    return (
      <Alert
        type="error"
        showIcon
        title={messages.somethingWentWrong}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!store) return <HeaderSkeleton />;

  const name =
    store.storeName.length > NAME_MAX ? `${store.storeName.slice(0, NAME_MAX)}…` : store.storeName;

  return (
    <div>
      <header>
        <Card variant="borderless" styles={{ body: { padding: 'clamp(16px, 3vw, 24px)' } }}>
          <Flex gap={20} align="flex-start" wrap>
            <StoreThumbnail
              image={store.image}
              width={128}
              alt={`${store.storeName}: photo or logo`}
            />
            <Flex vertical gap={8} style={{ flex: '1 1 280px', minWidth: 0 }}>
              <Flex align="center" gap={4} wrap>
                <h1
                  title={store.storeName}
                  style={{
                    margin: 0,
                    fontSize: 'clamp(22px, 3vw, 28px)',
                    lineHeight: 1.25,
                    fontWeight: 600,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {name}
                </h1>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label="Edit store"
                  onClick={() => setEditOpen(true)}
                />
                {store.isVisible ? null : <Tag>Inactive</Tag>}
                {store.isSynced ? <StoreIntegrationsButton storeId={store.id} /> : null}
              </Flex>
              {store.description ? (
                <Typography.Paragraph
                  style={{ margin: 0, color: '#31403c', whiteSpace: 'pre-line', maxWidth: 760 }}
                  data-testid="store-description"
                >
                  <LinkifiedText text={store.description} />
                </Typography.Paragraph>
              ) : null}
              <Flex gap={8} wrap style={{ marginTop: 4 }}>
                <Button
                  href={paths.store.home(store.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  icon={<ExportOutlined />}
                >
                  Guest View
                </Button>
                <Button
                  type="primary"
                  icon={<ShareAltOutlined />}
                  onClick={() => setShareOpen(true)}
                >
                  Share Store
                </Button>
              </Flex>
            </Flex>
          </Flex>
        </Card>
      </header>
      <StartSellingChecklist storeId={storeId} />
      <StoreModal
        open={editOpen}
        mode="edit"
        storeId={store.id}
        onClose={() => setEditOpen(false)}
      />
      <ShareModal store={store} open={shareOpen} onClose={() => setShareOpen(false)} />
    </div>
  );
}
