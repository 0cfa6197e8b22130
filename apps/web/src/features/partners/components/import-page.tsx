import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Grid,
  Input,
  Result,
  Select,
  Skeleton,
  Spin,
  Table,
  Typography,
  type TableColumnType,
} from 'antd';
import { useNavigate } from 'react-router';
import {
  IMPORT_ACTION_LABEL,
  isCredentialPartner,
  IMPORT_ACTIONS,
  IMPORT_ERROR_TOAST_SECONDS,
  IMPORT_NAME_MAX,
  PARTNER_LABEL,
  partnerMessages,
  type ImportPartner,
  type ImportAction,
} from '@stayfront/core';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { storeKeys } from '@/features/stores';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import {
  usePartnerProperties,
  useStoresByPlatform,
  type ImportListing,
} from '../api/get-partner-properties';
import {
  useStartMassImport,
  waitForMassImport,
  type ImportRowInput,
  type ImportRowResult,
} from '../api/mass-import';
import { partnerKeys } from '../api/partner-keys';
import { CredentialsModal } from './credentials-modal';

type RowState = Pick<ImportRowInput, 'action' | 'storeId' | 'storeName'>;
type RowErrors = Record<string, string>;

function defaultRow(listing: ImportListing): RowState {
  return listing.existingImportSource
    ? { action: 'sync', storeId: listing.existingImportSource.storeId, storeName: null }
    : { action: 'create', storeId: null, storeName: listing.storeName };
}

/** Spec section 5: sync needs a store, create needs a name. */
function validateRows(listings: ImportListing[], rows: Record<string, RowState>): RowErrors {
  const errors: RowErrors = {};
  for (const listing of listings) {
    const row = rows[listing.externalId] ?? defaultRow(listing);
    if (row.action === 'sync' && !row.storeId) {
      errors[listing.externalId] = partnerMessages.selectStore;
    }
    if (row.action === 'create' && !row.storeName?.trim()) {
      errors[listing.externalId] = partnerMessages.enterName;
    }
  }
  return errors;
}

type Phase = null | 'importing' | 'creating';

/** /overview/partners/:company/: Select Properties (spec: import page). */
export function ImportPage({ partner }: { partner: ImportPartner }) {
  usePageTitle('Select Properties');
  const label = PARTNER_LABEL[partner];
  const { brandName, supportEmail } = useAppConfig();
  const { message, modal, notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // On phones the photo sits above the listing details, so the table needs no sideways scroll.
  const isPhone = !Grid.useBreakpoint().md;
  const properties = usePartnerProperties(partner);
  const stores = useStoresByPlatform(partner);
  const startImport = useStartMassImport();
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [errors, setErrors] = useState<RowErrors>({});
  const [phase, setPhase] = useState<Phase>(null);
  const leaving = useRef<AbortController>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const listings = useMemo(() => properties.data ?? [], [properties.data]);

  const credentialsRefused = isApiError(properties.error) && properties.error.status === 409;
  const loadFailed = properties.isError && !credentialsRefused;

  useEffect(() => {
    if (!loadFailed) return;
    notification.error({
      title: partnerMessages.connectionError(label),
      description: (
        <>
          {partnerMessages.importError(brandName, label)}{' '}
          <a href={`mailto:${supportEmail}`}>contact support</a>.
        </>
      ),
      duration: IMPORT_ERROR_TOAST_SECONDS,
    });
  }, [loadFailed, notification, label, brandName, supportEmail]);

  const rowOf = (listing: ImportListing) => rows[listing.externalId] ?? defaultRow(listing);
  const setRow = (listing: ImportListing, next: Partial<RowState>) => {
    setRows((current) => ({ ...current, [listing.externalId]: { ...rowOf(listing), ...next } }));
    setErrors(({ [listing.externalId]: _cleared, ...rest }) => rest);
  };

  const changeAction = (listing: ImportListing, action: ImportAction) => {
    const apply = () =>
      setRow(listing, {
        action,
        storeId:
          action === 'sync'
            ? (listing.existingImportSource?.storeId ?? rowOf(listing).storeId)
            : null,
        storeName: action === 'create' ? (rowOf(listing).storeName ?? listing.storeName) : null,
      });
    if (listing.existingImportSource && rowOf(listing).action === 'sync' && action !== 'sync') {
      modal.confirm({
        title: 'Disconnect this listing?',
        content: partnerMessages.disconnectLinked,
        okText: 'Yes, proceed',
        cancelText: 'No',
        onOk: apply,
      });
    } else {
      apply();
    }
  };

  const allCreate = listings.length > 0 && listings.every((l) => rowOf(l).action === 'create');
  const toggleCreateAll = (checked: boolean) => {
    if (!checked) {
      setRows({});
      setErrors({});
      return;
    }
    const apply = () => {
      setRows(
        Object.fromEntries(
          listings.map((l) => [
            l.externalId,
            {
              action: 'create' as const,
              storeId: null,
              storeName: rowOf(l).storeName ?? l.storeName,
            },
          ]),
        ),
      );
      setErrors({});
    };
    if (listings.some((l) => l.existingImportSource)) {
      modal.confirm({
        title: 'Create new stores',
        content: partnerMessages.createAllConfirm,
        okText: 'Yes, create new stores',
        cancelText: 'No',
        onOk: apply,
      });
    } else {
      apply();
    }
  };

  const finish = async (results: ImportRowResult[]) => {
    await queryClient.invalidateQueries({ queryKey: storeKeys.all });
    await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    const failed = results.filter((r) => !r.ok || r.warning);
    const nameOf = (id: string) => listings.find((l) => l.externalId === id)?.storeName ?? id;
    if (failed.length > 0) {
      notification.warning({
        title: 'Some listings need your attention',
        description: (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {failed.map((r) => (
              <li key={r.externalId}>
                {nameOf(r.externalId)}: {r.error ?? r.warning}
              </li>
            ))}
          </ul>
        ),
        duration: IMPORT_ERROR_TOAST_SECONDS,
      });
    }
    setPhase(null);
    if (results.some((r) => r.ok)) {
      void message.success(partnerMessages.importSucceeded);
      await navigate(`${paths.overview.stores}?intro=${partner}`);
    }
  };

  const apply = () => {
    const found = validateRows(listings, rows);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      void message.error(partnerMessages.listingErrors);
      return;
    }
    const payload = listings.map((l) => ({ externalId: l.externalId, ...rowOf(l) }));
    const count = (action: ImportAction) => payload.filter((r) => r.action === action).length;
    modal.confirm({
      title: 'Create or Sync Stores',
      content: `${count('create')} new store(s) will be created, ${count('sync')} listing(s) linked with existing stores and ${count('disconnect')} skipped or disconnected.`,
      okText: 'Apply changes',
      onOk: async () => {
        setPhase('importing');
        try {
          const answer = await startImport.mutateAsync({ platform: partner, stores: payload });
          if ('massStoreRequestId' in answer) {
            setPhase('creating');
            await finish(
              await waitForMassImport(answer.massStoreRequestId, leaving.current!.signal),
            );
          } else {
            await finish(answer.results);
          }
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setPhase(null);
          const fields = isApiError(error) ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
          void message.error(
            fields ?? (getErrorMessage(error) || partnerMessages.createStoresFailed),
          );
        }
      },
    });
  };

  const photoOf = (listing: ImportListing) => (
    <img
      src={listing.image!}
      alt={`${listing.storeName}: listing photo`}
      width={88}
      height={64}
      style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
      loading="lazy"
    />
  );
  const photoColumn: TableColumnType<ImportListing> = {
    key: 'photo',
    title: 'Photo',
    width: 112,
    render: (_, listing) =>
      listing.image ? (
        photoOf(listing)
      ) : (
        <Typography.Text type="secondary">No photo</Typography.Text>
      ),
  };

  const actionColumn: TableColumnType<ImportListing> = {
    key: 'action',
    title: (
      <Checkbox checked={allCreate} onChange={(e) => toggleCreateAll(e.target.checked)}>
        Create new stores
      </Checkbox>
    ),
    width: isPhone ? undefined : 320,
    render: (_, listing) => {
      const row = rowOf(listing);
      const error = errors[listing.externalId];
      return (
        <Flex vertical gap={8}>
          <Select<ImportAction>
            aria-label={`Action for ${listing.storeName}`}
            value={row.action}
            onChange={(value) => changeAction(listing, value)}
            options={IMPORT_ACTIONS.map((value) => ({
              value,
              label: IMPORT_ACTION_LABEL[value],
            }))}
            style={{ width: '100%' }}
          />
          {row.action === 'sync' ? (
            <Select<string>
              aria-label={`Store for ${listing.storeName}`}
              placeholder="Select a store"
              value={row.storeId ?? undefined}
              onChange={(value) => setRow(listing, { storeId: value })}
              options={storeOptions}
              loading={stores.isPending}
              status={error ? 'error' : undefined}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
            />
          ) : null}
          {row.action === 'create' ? (
            <Input
              aria-label={`New store name for ${listing.storeName}`}
              value={row.storeName ?? ''}
              maxLength={IMPORT_NAME_MAX}
              onChange={(e) => setRow(listing, { storeName: e.target.value })}
              status={error ? 'error' : undefined}
            />
          ) : null}
          {error ? (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          ) : null}
        </Flex>
      );
    },
  };
  const detailsColumn: TableColumnType<ImportListing> = {
    key: 'details',
    title: 'Listing details',
    render: (_, listing) => (
      <Flex vertical gap={2}>
        {isPhone && listing.image ? photoOf(listing) : null}
        <Typography.Text strong>{listing.storeName}</Typography.Text>
        {[listing.street1, listing.city, listing.state, listing.postalCode]
          .filter(Boolean)
          .map((part, index) => (
            <Typography.Text key={index} type="secondary">
              {part}
            </Typography.Text>
          ))}
        {listing.existingImportSource ? (
          <Typography.Text type="success">Linked with a store</Typography.Text>
        ) : null}
      </Flex>
    ),
  };

  const storeOptions = (stores.data ?? []).map((s) => ({ value: s.id, label: s.storeName }));

  let content;
  if (properties.isPending) {
    content = (
      <Card aria-busy="true" aria-label="Loading listings">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (loadFailed) {
    content = (
      <Result
        status="warning"
        title={partnerMessages.connectionError(label)}
        extra={
          <Button type="primary" onClick={() => void properties.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (credentialsRefused) {
    // Credential partners ask again in the modal below; the others connect again from the landing.
    content = (
      <Result
        status="info"
        title={properties.error?.message}
        extra={
          isCredentialPartner(partner) ? null : (
            <Button
              type="primary"
              onClick={() => void navigate(paths.overview.partnerLanding(partner))}
            >
              Connect {label} again
            </Button>
          )
        }
      />
    );
  } else if (listings.length === 0) {
    content = (
      <Card>
        <Empty description={partnerMessages.noNewProperties(label)} />
      </Card>
    );
  } else {
    content = (
      <Card styles={{ body: { padding: 0 } }}>
        <Table<ImportListing>
          rowKey="externalId"
          dataSource={listings}
          pagination={listings.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={isPhone ? undefined : { x: 720 }}
          columns={
            isPhone ? [detailsColumn, actionColumn] : [photoColumn, actionColumn, detailsColumn]
          }
        />
        <Flex justify="flex-end" style={{ padding: 16 }}>
          <Button type="primary" size="large" onClick={apply}>
            Apply changes
          </Button>
        </Flex>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="Select Properties" />
      <Typography.Paragraph style={{ maxWidth: 760 }}>
        Your {label} listings. Create a store for each one, link it with a store you already have
        (it then stays in sync with the listing), or skip it.
      </Typography.Paragraph>
      {content}
      {isCredentialPartner(partner) ? (
        <CredentialsModal
          partner={partner}
          open={credentialsRefused}
          notice={credentialsRefused ? properties.error?.message : undefined}
          onClose={() => void navigate(paths.overview.partnerLanding(partner))}
          onSaved={() => void properties.refetch()}
        />
      ) : null}
      <Spin
        fullscreen
        spinning={phase !== null}
        description={phase === 'importing' ? 'Importing properties...' : 'Creating Stores'}
      />
    </>
  );
}
