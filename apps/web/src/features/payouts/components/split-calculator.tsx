import { useState } from 'react';
import { payoutMessages, splitPartyB } from '@stayfront/core';
import { App, Button, Checkbox, Flex, InputNumber, Popover, Typography } from 'antd';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveSplit } from '../api/payout-methods';

interface SplitCalculatorProps {
  storeId: string;
  storeName: string;
  percentage: number;
}

/** The split calculator (Pro Plus, reporting only): Party A's share, Party B the rest. */
export function SplitCalculator({ storeId, storeName, percentage }: SplitCalculatorProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [partyA, setPartyA] = useState<number | null>(percentage);
  const [toAll, setToAll] = useState(false);
  const save = useSaveSplit();
  const error =
    partyA == null
      ? payoutMessages.splitRequired
      : partyA < 0
        ? payoutMessages.splitMin
        : partyA > 100
          ? payoutMessages.splitMax
          : null;

  const onSave = () => {
    if (error || partyA == null) return;
    save.mutate(
      { storeId, ownerProfitPercentage: partyA, saveToAllStores: toAll },
      {
        onSuccess: () => {
          void message.success('Split saved.');
          setOpen(false);
        },
        onError: (failure) => void message.error(getErrorMessage(failure)),
      },
    );
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 260 }}>
      <Typography.Text type="secondary">
        For your own reporting: the shares show in payout details and exports.
      </Typography.Text>
      <label>
        Party A (%)
        <InputNumber
          aria-label="Party A percentage"
          style={{ width: '100%' }}
          value={partyA}
          step={0.01}
          precision={2}
          onChange={(value) => setPartyA(value)}
          status={error ? 'error' : undefined}
        />
      </label>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <div>
        Party B (%):{' '}
        <strong>{partyA != null && !error ? splitPartyB(partyA).toFixed(2) : '-'}</strong>
      </div>
      <Checkbox checked={toAll} onChange={(event) => setToAll(event.target.checked)}>
        Save for all stores
      </Checkbox>
      <Button type="primary" onClick={onSave} loading={save.isPending} disabled={!!error}>
        Save split
      </Button>
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={`Split for ${storeName}`}
      content={content}
    >
      <Button size="small" onClick={(event) => event.stopPropagation()}>
        Split {percentage.toFixed(2)}%
      </Button>
    </Popover>
  );
}
