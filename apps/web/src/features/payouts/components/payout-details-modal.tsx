import { formatMoney } from '@stayfront/core';
import { Alert, Button, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { WideTable } from '@/components/wide-table';
import { payoutDetailsExportHref, usePayoutDetails } from '../api/payouts';
import type { PayoutBalance, PayoutPeriodQuery } from '../types';
import { formatPayoutDay } from '../utils';

function BalancesTable({
  title,
  rows,
  currency,
}: {
  title: string;
  rows: PayoutBalance[];
  currency: string;
}) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <WideTable
        rowKey={(row) => `${row.date_created}-${row.external_note}`}
        size="small"
        pagination={false}
        dataSource={rows}
        emptyText="None"
        columns={[
          {
            title: 'Date',
            dataIndex: 'date_created',
            render: (value: string) => formatPayoutDay(value.slice(0, 10)),
          },
          { title: 'Note', dataIndex: 'external_note' },
          {
            title: 'Type',
            dataIndex: 'sign',
            render: (sign: string) => (sign === 'INCR' ? 'Added' : 'Taken back'),
          },
          {
            title: 'Amount',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number) => formatMoney(v, currency),
          },
          {
            title: 'Left',
            dataIndex: 'leftover_amount',
            align: 'right',
            render: (v: number) => formatMoney(v, currency),
          },
        ]}
      />
    </>
  );
}

/** Spec section 3, Payout details: a store's lines and balances for one month. */
export function PayoutDetailsModal({
  query,
  onClose,
}: {
  query: PayoutPeriodQuery | null;
  onClose: () => void;
}) {
  const details = usePayoutDetails(query);
  const data = details.data;
  const currency = data?.currency ?? 'USD';
  return (
    <Modal
      open={query != null}
      onCancel={onClose}
      width={1000}
      title={data ? `Payout details: ${data.store.store_name}` : 'Payout details'}
      footer={[
        query ? (
          <Button key="export" href={payoutDetailsExportHref(query)} download>
            Export
          </Button>
        ) : null,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {details.isError ? (
        <Alert type="error" showIcon title="The payout details could not be loaded." />
      ) : !data ? (
        <Skeleton active aria-busy="true" />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Period">
              {formatPayoutDay(data.payout_start_date)} – {formatPayoutDay(data.payout_end_date)}
            </Descriptions.Item>
            <Descriptions.Item label="Status">{data.status_label}</Descriptions.Item>
            {data.total_owner_amount_after_balances != null && (
              <Descriptions.Item label="Total after balances">
                {formatMoney(data.total_owner_amount_after_balances, currency)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Split (Party A / Party B)">
              {data.store.owner_profit_percentage.toFixed(2)}% /{' '}
              {(100 - data.store.owner_profit_percentage).toFixed(2)}%
            </Descriptions.Item>
          </Descriptions>
          {data.held_message && (
            <Alert type="warning" showIcon title={data.held_message} style={{ marginBottom: 16 }} />
          )}
          {data.failure_reason && (
            <Alert type="error" showIcon title={data.failure_reason} style={{ marginBottom: 16 }} />
          )}
          <WideTable
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.order_products}
            emptyText="No paid lines in this period."
            columns={[
              { title: 'Product', dataIndex: 'product_name' },
              {
                title: 'Date of service',
                dataIndex: 'delivery_date',
                render: (value: string) => formatPayoutDay(value),
              },
              {
                title: 'Price',
                dataIndex: 'price',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              { title: 'Qty', dataIndex: 'quantity', align: 'right' },
              {
                title: 'Amount',
                dataIndex: 'amount',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Refunded',
                dataIndex: 'amount_refunded',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Transaction fee',
                dataIndex: 'transaction_fee',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Platform profit',
                dataIndex: 'hostco_profit',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Your profit',
                dataIndex: 'owner_profit',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Party A',
                dataIndex: 'party_a_amount',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
              {
                title: 'Party B',
                dataIndex: 'party_b_amount',
                align: 'right',
                render: (v: number) => formatMoney(v, currency),
              },
            ]}
          />
          <BalancesTable
            title="Applied balances"
            rows={data.applied_balances}
            currency={currency}
          />
          <BalancesTable
            title="Not applied balances"
            rows={data.not_applied_balances}
            currency={currency}
          />
        </>
      )}
    </Modal>
  );
}
