import { useState } from 'react';
import { payoutMessages } from '@stayfront/core';
import { App, Button, Card, Select, Skeleton } from 'antd';
import { WideTable } from '@/components/wide-table';
import { useBulkUpdateStores, useStorePayoutAssignments } from '../api/payout-methods';
import type { PayoutOwner } from '../types';

const DEFAULT_OPTION = '__default__';

/** Store Payout Methods (Pro Plus): every store with its method, saved in one call. */
export function StorePayoutMethodsSection({ owner }: { owner: PayoutOwner }) {
  const { message } = App.useApp();
  const stores = useStorePayoutAssignments(true);
  const save = useBulkUpdateStores();
  const [changes, setChanges] = useState<Record<string, string | null>>({});
  const options = [
    { value: DEFAULT_OPTION, label: 'Default payout method' },
    ...owner.payoutMethods.map((m) => ({ value: m.id, label: m.nickname })),
  ];

  const onSave = () => {
    const items = (stores.data ?? []).map((store) => ({
      id: store.id,
      payoutMethod: store.id in changes ? changes[store.id]! : store.payoutMethod,
    }));
    save.mutate(items, {
      onSuccess: () => {
        setChanges({});
        void message.success(payoutMessages.storesUpdated);
      },
      onError: () => void message.error(payoutMessages.storesUpdateFailed),
    });
  };

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Store Payout Methods</h2>}
      style={{ marginBottom: 24 }}
      extra={
        <Button
          type="primary"
          onClick={onSave}
          loading={save.isPending}
          disabled={Object.keys(changes).length === 0}
        >
          Save store payout methods
        </Button>
      }
    >
      {stores.isPending ? (
        <Skeleton active />
      ) : (
        <WideTable
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={stores.data ?? []}
          emptyText="No stores yet."
          columns={[
            { title: 'Store', dataIndex: 'storeName' },
            {
              title: 'Payout method',
              render: (_value, store) => {
                const current = store.id in changes ? changes[store.id] : store.payoutMethod;
                return (
                  <Select
                    aria-label={`Payout method of ${store.storeName}`}
                    style={{ minWidth: 220 }}
                    value={current ?? DEFAULT_OPTION}
                    options={options}
                    onChange={(value: string) =>
                      setChanges((before) => ({
                        ...before,
                        [store.id]: value === DEFAULT_OPTION ? null : value,
                      }))
                    }
                  />
                );
              },
            },
          ]}
        />
      )}
    </Card>
  );
}
