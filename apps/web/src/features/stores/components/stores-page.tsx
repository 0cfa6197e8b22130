import { useEffect, useState } from 'react';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type IntroPartner } from '@stayfront/core';
import { Button, Card, Flex, Grid, Skeleton } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { ButtonLink } from '@/components/button-link';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isIntroPartner, PartnerIntroModal } from '@/features/partners';
import { useSignedInUser } from '@/lib/session';
import { STORES_PAGE_SIZE, useOwnerStores } from '../api/get-owner-stores';
import type { StoreListItem } from '../types';
import type { StoreModalMode } from '../utils/store-form';
import { ShareModal } from './share-modal';
import { StoreCards } from './store-cards';
import { StoreModal } from './store-modal';
import { StoresTable } from './stores-table';

interface ModalState {
  open: boolean;
  mode: StoreModalMode;
  storeId?: string;
}

function StoresSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading stores">
      {[0, 1, 2].map((row) => (
        <Flex key={row} gap={16} align="center" style={{ padding: '12px 0' }}>
          <Skeleton.Node active style={{ width: 64, height: 48 }} />
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '70%' }} />
        </Flex>
      ))}
    </Card>
  );
}

/**
 * The `intro` parameter opens a partner's intro modal (spec: stores list); the parameter is
 * removed at once, so a reload does not show it again, and unknown values are only removed.
 */
function useIntroParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const intro = searchParams.get('intro');
  const [shown, setShown] = useState<IntroPartner | null>(null);
  const [lastIntro, setLastIntro] = useState<string | null>(null);
  // Taken while rendering (not in an effect), so the modal opens in the same render.
  if (intro !== null && intro !== lastIntro) {
    setLastIntro(intro);
    if (isIntroPartner(intro)) setShown(intro);
  }
  useEffect(() => {
    if (intro === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('intro');
        return next;
      },
      { replace: true },
    );
  }, [intro, setSearchParams]);
  return { intro: shown, closeIntro: () => setShown(null) };
}

/** /overview/stores/: the owner's stores (spec: stores list). */
export function StoresPage() {
  usePageTitle('Stores');
  const { intro, closeIntro } = useIntroParam();
  const user = useSignedInUser();
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [page, setPage] = useState(1);
  const stores = useOwnerStores(user.owner_id ?? '', page, STORES_PAGE_SIZE);
  const [modal, setModal] = useState<ModalState>({ open: false, mode: 'create' });
  const [shareId, setShareId] = useState<string | null>(null);
  const list = stores.data;
  const shareStore = list?.results.find((store) => store.id === shareId);

  // Spec: with zero stores the user is redirected to the onboarding video. A support user acting
  // for the owner sees the empty list instead, so browsing an account never starts its onboarding.
  if (list && list.count === 0 && !user.is_masqueraded) {
    return <Navigate to={paths.onboardingVideo} replace />;
  }

  const viewProps = list && {
    list,
    page,
    pageSize: STORES_PAGE_SIZE,
    loading: stores.isFetching && stores.isPlaceholderData,
    onPageChange: setPage,
    onShare: (store: StoreListItem) => setShareId(store.id),
    onEdit: (store: StoreListItem) => setModal({ open: true, mode: 'edit', storeId: store.id }),
    onDuplicate: (store: StoreListItem) =>
      setModal({ open: true, mode: 'duplicate', storeId: store.id }),
  };

  return (
    <>
      <PageHeader
        title="Stores"
        extra={
          <Flex gap={8} wrap>
            <ButtonLink to={paths.overview.orders} icon={<UnorderedListOutlined />}>
              See recent orders
            </ButtonLink>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setModal({ open: true, mode: 'create' })}
            >
              Add store
            </Button>
          </Flex>
        }
      />
      {stores.isError && !list ? (
        <QueryError onRetry={() => void stores.refetch()} />
      ) : viewProps ? (
        isPhone ? (
          <StoreCards {...viewProps} />
        ) : (
          <Card styles={{ body: { padding: 0 } }}>
            <StoresTable {...viewProps} />
          </Card>
        )
      ) : (
        <StoresSkeleton />
      )}
      <StoreModal
        open={modal.open}
        mode={modal.mode}
        storeId={modal.storeId}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
      />
      {shareStore ? <ShareModal store={shareStore} open onClose={() => setShareId(null)} /> : null}
      {intro ? <PartnerIntroModal partner={intro} onClose={closeIntro} /> : null}
    </>
  );
}
