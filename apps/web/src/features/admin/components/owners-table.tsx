import { useEffect, useState } from 'react';
import { PLAN_LABEL, PLANS, type Plan } from '@stayfront/core';
import { Alert, App, Button, Input, Select, type TableColumnsType } from 'antd';
import { WideTable } from '@/components/wide-table';
import dayjs from 'dayjs';
import { getErrorMessage } from '@/lib/api-client';
import { OWNERS_PAGE_SIZE, useOwners } from '../api/get-owners';
import { useSetOwnerPlan } from '../api/set-owner-plan';
import { useStartMasquerade } from '../api/start-masquerade';
import type { AdminOwner } from '../types';

/** Spec section 9: search input debounce. */
const SEARCH_DEBOUNCE_MS = 300;

/** Owners with a search, and the way to act as one of them. */
export function OwnersTable() {
  const { message, modal } = App.useApp();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const owners = useOwners(search, page);
  const masquerade = useStartMasquerade();
  const setPlan = useSetOwnerPlan();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const columns: TableColumnsType<AdminOwner> = [
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Name', dataIndex: 'first_name', key: 'name' },
    {
      title: 'Plan',
      dataIndex: 'plan',
      key: 'plan',
      render: (plan: AdminOwner['plan'], owner) => (
        <Select<Plan>
          size="small"
          value={plan}
          aria-label={`Plan of ${owner.email}`}
          style={{ minWidth: 120 }}
          loading={setPlan.isPending && setPlan.variables.ownerId === owner.id}
          options={PLANS.map((value) => ({ value, label: PLAN_LABEL[value] }))}
          onChange={(next) =>
            modal.confirm({
              title: `Set the plan of ${owner.email} to ${PLAN_LABEL[next]}?`,
              content:
                'The plan changes at once, without a payment. A Stripe subscription, if any, is not changed.',
              okText: 'Set plan',
              onOk: () =>
                setPlan.mutateAsync({ ownerId: owner.id, plan: next }).then(
                  () => void message.success(`${owner.email} is now on ${PLAN_LABEL[next]}.`),
                  (error: unknown) => void message.error(getErrorMessage(error)),
                ),
            })
          }
        />
      ),
    },
    {
      title: 'Joined',
      dataIndex: 'date_joined',
      key: 'joined',
      render: (date: string) => dayjs(date).format('D MMM YYYY'),
    },
    { title: 'Stores', dataIndex: 'store_count', key: 'stores', align: 'right' },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, owner) => (
        <Button
          size="small"
          loading={masquerade.isPending && masquerade.variables === owner.id}
          aria-label={`Masquerade as ${owner.email}`}
          onClick={() =>
            masquerade.mutate(owner.id, {
              onError: (error) => void message.error(getErrorMessage(error)),
            })
          }
        >
          Masquerade
        </Button>
      ),
    },
  ];

  return (
    <div>
      <Input.Search
        allowClear
        aria-label="Search owners"
        placeholder="Search by e-mail or name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => {
          setText(value);
          setSearch(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {owners.isError ? (
        <Alert
          type="error"
          showIcon
          title={getErrorMessage(owners.error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <WideTable<AdminOwner>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={owners.data?.results ?? []}
        loading={owners.isFetching}
        emptyText={search ? 'No owners match this search.' : 'No owners yet.'}
        pagination={{
          current: page,
          pageSize: OWNERS_PAGE_SIZE,
          total: owners.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
