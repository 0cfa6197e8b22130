import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { signageFileName, signageMessages, type TSignageAction } from '@stayfront/core';
import { Alert, App, Empty, Typography } from 'antd';
import { QueryError } from '@/components/feedback/query-error';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getOwnerStoresQueryOptions, useStore } from '@/features/stores';
import { isApiError } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session';
import { downloadBase64 } from '@/utils/download-file';
import { useEmailSignage } from '../api/email-signage';
import { getSignageImage } from '../api/get-signage-image';
import { useSignages } from '../api/get-signages';
import type { Signage } from '../types';
import { SignageCard, SignageCardLoading, type SignageBusy } from './signage-card';
import { SignagePrintSheet } from './signage-print-sheet';
import '../signage.css';

const LOADING_CARDS = [1, 2, 3, 4];

interface PrintJob {
  /** A new sheet per Print click, so printing the same sign again loads (and prints) again. */
  id: number;
  imageId: number;
  label: string;
  signage: string;
}

/** /dashboard/store/:storeId/signage/: the store's signs, to download, print or e-mail. */
export function SignagePage({ storeId, notFound }: { storeId: string; notFound: ReactNode }) {
  usePageTitle('Signage');
  const user = useSignedInUser();
  const { message } = App.useApp();
  const store = useStore(storeId);
  const storeMissing = isApiError(store.error) && store.error.status === 404;
  // Only asked when the store is not found: a host with no store at all gets the spec's text.
  const anyStore = useQuery({
    ...getOwnerStoresQueryOptions(user.owner_id ?? '', 1, 1),
    enabled: storeMissing && Boolean(user.owner_id),
  });
  const signages = useSignages(store.data ? storeId : '');
  const email = useEmailSignage();
  const [busy, setBusy] = useState<{ imageId: number; action: SignageBusy } | null>(null);
  const [printJob, setPrintJob] = useState<PrintJob | null>(null);

  if (storeMissing) {
    if (anyStore.isPending) return null;
    if (anyStore.data?.count === 0) {
      return (
        <>
          <PageHeader title="Signage" />
          <Empty description={signageMessages.noStore}>
            <Link to={paths.overview.stores}>Go to your stores</Link>
          </Empty>
        </>
      );
    }
    return notFound;
  }

  const fail = (action: TSignageAction) => void message.error(signageMessages.failed(action));

  const render = async (item: Signage, action: 'download' | 'print') => {
    setBusy({ imageId: item.imageId, action });
    try {
      const signage = await getSignageImage(storeId, item.imageId);
      if (action === 'download') {
        downloadBase64(signage, signageFileName(item.imageId), 'image/png');
      } else {
        setPrintJob((previous) => ({
          id: (previous?.id ?? 0) + 1,
          imageId: item.imageId,
          label: item.label,
          signage,
        }));
      }
    } catch {
      fail(action);
    } finally {
      setBusy(null);
    }
  };

  const print = () => {
    try {
      window.print();
    } catch {
      fail('print');
    }
  };

  const sendEmail = (item: Signage) => {
    setBusy({ imageId: item.imageId, action: 'email' });
    email.mutate(
      { storeId, imageId: item.imageId },
      {
        onSuccess: (answer) => void message.success(signageMessages.emailed(answer.data.email)),
        onError: () => fail('send email'),
        onSettled: () => setBusy(null),
      },
    );
  };

  const renderGrid = () => {
    if (store.isError || signages.isError) {
      return (
        <QueryError onRetry={() => void (store.isError ? store.refetch() : signages.refetch())} />
      );
    }
    if (!signages.data) {
      return (
        <div className="signage-grid" role="status" aria-label="Drawing your signs">
          {LOADING_CARDS.map((key) => (
            <SignageCardLoading key={key} />
          ))}
        </div>
      );
    }
    return (
      <div className="signage-grid">
        {signages.data.map((item) => (
          <SignageCard
            key={item.imageId}
            signage={item}
            busy={busy?.imageId === item.imageId ? busy.action : null}
            onDownload={() => void render(item, 'download')}
            onPrint={() => void render(item, 'print')}
            onEmail={() => sendEmail(item)}
          />
        ))}
      </div>
    );
  };

  return (
    <>
      <PageHeader title="Signage" />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title={signageMessages.shareNote}
        description={
          store.data ? (
            <Typography.Text copyable={{ text: store.data.shareLink }}>
              <a href={store.data.shareLink} target="_blank" rel="noopener noreferrer">
                {store.data.shareLink}
              </a>
            </Typography.Text>
          ) : null
        }
      />
      {renderGrid()}
      {printJob ? (
        <SignagePrintSheet
          key={printJob.id}
          imageId={printJob.imageId}
          signage={printJob.signage}
          label={printJob.label}
          onReady={print}
        />
      ) : null}
    </>
  );
}
