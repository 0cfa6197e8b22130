import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import {
  accountMessages,
  formatNorthAmericanPhone,
  messages,
  planHasFeature,
  planMessages,
  type CohostStatus,
  type Plan,
} from '@stayfront/core';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { Result } from '@/components/feedback/result';
import { getErrorMessage } from '@/lib/api-client';
import { useSingleFlight } from '@/hooks/use-single-flight';
import { useCohosts, useRemoveCohost, useResendInvitation } from '../api/cohosts';
import type { Cohost } from '../types';
import { CohostFormModal } from './cohost-form-modal';
import { UpgradePrompt } from './upgrade-prompt';

const STATUS: Record<CohostStatus, { label: string; color: string }> = {
  ACCEPTED: { label: 'Accepted', color: 'green' },
  PENDING: { label: 'Pending', color: 'gold' },
  INVITATION_EXPIRED: { label: 'Invitation expired', color: 'red' },
  REMOVED: { label: 'Removed', color: 'default' },
};

const texts = (cohost: Cohost) =>
  [
    cohost.is_sales_sms_enabled && 'Sales',
    cohost.is_request_sms_enabled && 'Requests',
    cohost.is_marketing_sms_enabled && 'News',
  ]
    .filter(Boolean)
    .join(', ') || 'None';

/** Spec section 4: which actions each status allows. */
function CohostActions({ cohost, onEdit }: { cohost: Cohost; onEdit: () => void }) {
  const { message } = App.useApp();
  const remove = useRemoveCohost();
  const resend = useResendInvitation();
  // Each resend voids the link of the one before: a double click must not send two, and once
  // sent the button says so instead of sending again.
  const send = useSingleFlight();
  if (cohost.status === 'REMOVED') return null;
  const invited = cohost.status === 'PENDING' || cohost.status === 'INVITATION_EXPIRED';
  const fail = (error: unknown) =>
    void message.error(getErrorMessage(error) || accountMessages.toasts.cohostFallback);
  return (
    <Space wrap size={4}>
      <Button size="small" onClick={onEdit}>
        Edit
      </Button>
      {invited ? (
        <Button
          size="small"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() =>
            send(resend, cohost.id, {
              onSuccess: () => void message.success(accountMessages.toasts.invitationResent),
              onError: fail,
            })
          }
        >
          {resend.isSuccess ? 'Invitation sent' : 'Resend Invitation'}
        </Button>
      ) : null}
      {cohost.is_self ? null : (
        <Popconfirm
          title="Remove this co-host?"
          description={`${cohost.email} will lose access at once.`}
          okText="Remove"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove
              .mutateAsync(cohost.id)
              .then(() => void message.success(accountMessages.toasts.cohostRemoved), fail)
          }
        >
          <Button size="small" danger loading={remove.isPending}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

export function CohostsTab({ plan }: { plan: Plan }) {
  const cohosts = useCohosts();
  const screens = Grid.useBreakpoint();
  const [editing, setEditing] = useState<Cohost | null>(null);
  const [open, setOpen] = useState(false);
  const allowed = planHasFeature(plan, 'cohosts');
  const openForm = (cohost: Cohost | null) => {
    setEditing(cohost);
    setOpen(true);
  };

  if (cohosts.isError) {
    return (
      <Result
        status="warning"
        title={messages.somethingWentWrong}
        extra={<Button onClick={() => void cohosts.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <Card
      title="Co-Hosts"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!allowed}
          onClick={() => openForm(null)}
        >
          Add co-host
        </Button>
      }
    >
      {allowed ? null : <UpgradePrompt title={planMessages.cohostsNeedProPlus} />}
      {cohosts.data?.length === 0 ? (
        // Not an empty table: on a phone it would be a sideways scroll box with nothing in it a
        // keyboard could reach.
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No co-hosts yet. Invite someone to help manage your stores."
        />
      ) : (
        <Table<Cohost>
          rowKey="id"
          loading={cohosts.isPending}
          dataSource={cohosts.data ?? []}
          pagination={false}
          scroll={screens.md ? undefined : { x: 640 }}
          columns={[
            {
              title: 'E-mail',
              dataIndex: 'email',
              render: (email: string, cohost) => (
                <Flex vertical>
                  <Typography.Text>{email}</Typography.Text>
                  {cohost.is_self ? <Typography.Text type="secondary">You</Typography.Text> : null}
                </Flex>
              ),
            },
            {
              title: 'Phone',
              dataIndex: 'phone_number',
              render: (phone: string) => (phone ? formatNorthAmericanPhone(phone) : '—'),
            },
            { title: 'Texts', key: 'texts', render: (_, cohost) => texts(cohost) },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: CohostStatus) => (
                <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
              ),
            },
            {
              title: <span className="visually-hidden">Actions</span>,
              key: 'actions',
              render: (_, cohost) => (
                <CohostActions cohost={cohost} onEdit={() => openForm(cohost)} />
              ),
            },
          ]}
        />
      )}
      <CohostFormModal open={open} cohost={editing} onClose={() => setOpen(false)} />
    </Card>
  );
}
