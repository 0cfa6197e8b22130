import { useState } from 'react';
import { formatMoney, messages } from '@stayfront/core';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Grid,
  Result,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { WideTable } from '@/components/wide-table';
import { payoutsExportHref, usePayouts } from '../api/payouts';
import type { PayoutPeriodQuery, PayoutRow } from '../types';
import { formatPayoutDay, monthRange } from '../utils';
import { PayoutDetailsModal } from './payout-details-modal';
import { SplitCalculator } from './split-calculator';

const STATUS_COLOR: Record<string, string> = {
  Completed: 'green',
  Paying: 'blue',
  Failed: 'red',
  Cancelled: 'default',
  Held: 'orange',
  Upcoming: 'default',
};

function StatusCell({ row }: { row: PayoutRow }) {
  return (
    <Flex vertical gap={4}>
      <span>
        <Tag color={STATUS_COLOR[row.status_label]}>{row.status_label}</Tag>
      </span>
      {row.held_message && <Typography.Text type="secondary">{row.held_message}</Typography.Text>}
      {row.failure_reason && <Typography.Text type="danger">{row.failure_reason}</Typography.Text>}
    </Flex>
  );
}

/**
 * The payouts table: a monthly picker (this month by default), rows per store and month, a total
 * per currency and the export.
 */
export function PayoutsTable({ showSplit }: { showSplit: boolean }) {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const range = monthRange(month);
  const payouts = usePayouts(range.start, range.end);
  const [details, setDetails] = useState<PayoutPeriodQuery | null>(null);
  const list = payouts.data;
  // Spec breakpoints: below md (768 px) the month and Export leave the card's title bar, where
  // they would squeeze the title, for a row of their own that wraps.
  const isPhone = Grid.useBreakpoint().md === false;

  const open = (row: PayoutRow) =>
    setDetails({
      storeId: row.store.id,
      start: row.first_date_created,
      end: row.last_date_created,
    });

  const controls = (
    <Flex gap={8} wrap style={isPhone ? { marginBottom: 16 } : undefined}>
      <DatePicker
        picker="month"
        aria-label="Month"
        allowClear={false}
        value={dayjs(`${month}-01`)}
        onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
      />
      <Button href={payoutsExportHref(range.start, range.end)} download>
        Export
      </Button>
    </Flex>
  );

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Payouts</h2>}
      extra={isPhone ? undefined : controls}
    >
      {isPhone ? controls : null}
      {payouts.isError && !list ? (
        <Result
          status="warning"
          title={messages.somethingWentWrong}
          extra={
            <Button type="primary" onClick={() => void payouts.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !list ? (
        <Skeleton active aria-busy="true" aria-label="Loading payouts" />
      ) : (
        <>
          {list.results.some((row) => row.held_message) && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Some money is held: the reason shows beside each store. It is paid with a later payout."
            />
          )}
          {/* Wider than a phone, the table scrolls sideways inside itself; a month with no payout
              is a plain empty state, not a scroll box a keyboard could not reach. */}
          <WideTable<PayoutRow>
            rowKey={(row) => `${row.store.id}-${row.first_date_created}`}
            dataSource={list.results}
            loading={payouts.isFetching && payouts.isPlaceholderData}
            pagination={false}
            emptyText="No payouts for this month."
            onRow={(row) => ({
              onClick: () => open(row),
              onKeyDown: (event) => {
                if (event.key === 'Enter') open(row);
              },
              tabIndex: 0,
              style: { cursor: 'pointer' },
              'aria-label': `Payout details of ${row.store.store_name}`,
            })}
            columns={[
              { title: 'Store', render: (_v, row) => row.store.store_name },
              {
                title: 'Period',
                render: (_v, row) =>
                  `${formatPayoutDay(row.first_date_created)} – ${formatPayoutDay(row.last_date_created)}`,
              },
              {
                title: 'Total after balances',
                align: 'right',
                render: (_v, row) =>
                  formatMoney(row.total_owner_amount_after_balances, row.currency),
              },
              { title: 'Currency', dataIndex: 'currency' },
              { title: 'Status', render: (_v, row) => <StatusCell row={row} /> },
              ...(showSplit
                ? [
                    {
                      title: 'Split',
                      render: (_v: unknown, row: PayoutRow) => (
                        <SplitCalculator
                          storeId={row.store.id}
                          storeName={row.store.store_name}
                          percentage={row.store.owner_profit_percentage}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
            summary={() =>
              list.totals.map(({ currency, total }) => (
                <Table.Summary.Row key={currency}>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>Total</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <strong>{formatMoney(total, currency)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} colSpan={showSplit ? 3 : 2}>
                    {currency}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ))
            }
          />
        </>
      )}
      <PayoutDetailsModal query={details} onClose={() => setDetails(null)} />
    </Card>
  );
}
