import { accountMessages } from '@stayfront/core';
import { App, Card, Flex, Switch, Typography } from 'antd';
import type { OwnerDetail } from '@/features/stores';
import { getErrorMessage } from '@/lib/api-client';
import { useSetLocalVendorsOptOut } from '../api/profile';
import { BrandingEditor } from './branding-editor';

/** Spec (My Account): the local vendors toggle flips the opt-out. */
export function StoreDetailsTab({ owner }: { owner: OwnerDetail }) {
  return (
    <Flex vertical gap={24}>
      <LocalVendorsCard owner={owner} />
      <Card title="Branding">
        <BrandingEditor owner={owner} />
      </Card>
    </Flex>
  );
}

function LocalVendorsCard({ owner }: { owner: OwnerDetail }) {
  const { message } = App.useApp();
  const optOut = useSetLocalVendorsOptOut();
  const active = !owner.isLocalProductOptedOut;
  const label = active ? 'Active local vendors' : 'Inactive local vendors';
  return (
    <Card title="Local vendors" style={{ maxWidth: 720 }}>
      <Flex gap={12} align="center">
        <Switch
          checked={active}
          loading={optOut.isPending}
          aria-label={label}
          onChange={(checked) =>
            optOut.mutate(!checked, {
              onError: (error) =>
                void message.error(getErrorMessage(error) || accountMessages.toasts.vendorFallback),
            })
          }
        />
        <Typography.Text strong>{label}</Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Local vendors offer goods and services near your properties, and you earn a commission on
        each sale. When active, their new items show in your stores at once; when inactive, they are
        added hidden and you choose which to show.
      </Typography.Paragraph>
    </Card>
  );
}
