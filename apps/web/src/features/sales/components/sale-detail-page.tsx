import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatMoney, PAID_THROUGH_AIRBNB, purchaseStatusLabel } from '@stayfront/core';
import { Card, Descriptions, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { ButtonLink } from '@/components/button-link';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-date';
import { useSaleDetail } from '../api/get-sale-detail';
import type { SaleDetail } from '../types';
import { OtherPurchases } from './other-purchases';
import { ResendReceiptForm } from './resend-receipt-form';
import { SaleLines } from './sale-lines';

export const NO_RECEIPT_TEXT =
  'There is no receipt for this order: its payment did not go through.';

function Totals({ sale }: { sale: SaleDetail }) {
  const money = (amount: number) => formatMoney(amount, sale.currency);
  const rows: [string, string, boolean?][] = [
    ['Subtotal', money(sale.amount)],
    ['Convenience fee', money(sale.convenience_fee)],
    ['Tax', money(sale.tax)],
    ['Grand total', money(sale.grand_total), true],
    ...(sale.amount_refunded > 0
      ? ([['Refunded', `−${money(sale.amount_refunded)}`]] as [string, string][])
      : []),
    ...(sale.paid_off_platform > 0
      ? ([[PAID_THROUGH_AIRBNB, money(sale.paid_off_platform)]] as [string, string][])
      : []),
    ['Your profit', money(sale.owner_profit), true],
  ];
  return (
    <dl style={{ margin: '16px 0 0', marginInlineStart: 'auto', maxWidth: 320 }}>
      {rows.map(([label, value, strong]) => (
        <Flex key={label} justify="space-between" gap={16} style={{ padding: '4px 0' }}>
          <dt style={{ fontWeight: strong ? 600 : 400 }}>{label}</dt>
          <dd style={{ margin: 0, fontWeight: strong ? 600 : 400 }}>{value}</dd>
        </Flex>
      ))}
    </dl>
  );
}

interface SaleDetailPageProps {
  storeId: string;
  purchaseId: string;
  notFound: ReactNode;
}

/** /dashboard/store/:storeId/sales/:purchaseId/ (spec: order detail). */
export function SaleDetailPage({ storeId, purchaseId, notFound }: SaleDetailPageProps) {
  const sale = useSaleDetail(purchaseId);
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  usePageTitle(sale.data ? `Order #${sale.data.order_number}` : 'Order details');

  const missing =
    (isApiError(sale.error) && (sale.error.status === 404 || sale.error.status === 400)) ||
    (sale.data !== undefined && sale.data.store.id !== storeId);
  if (missing) return <>{notFound}</>;

  const back = (
    <ButtonLink to={paths.dashboard.sales(storeId)} icon={<ArrowLeftOutlined />}>
      Sales report
    </ButtonLink>
  );

  if (sale.isError) {
    return (
      <>
        <PageHeader title="Order details" extra={back} />
        <QueryError onRetry={() => void sale.refetch()} />
      </>
    );
  }

  const data = sale.data;
  if (!data) {
    return (
      <>
        <PageHeader title="Order details" extra={back} />
        <Card aria-busy="true" aria-label="Loading the order">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={`Order #${data.order_number}`} extra={back} />
      <Flex vertical gap={16}>
        <Card title="Purchase details">
          <Descriptions
            column={isPhone ? 1 : 2}
            size="small"
            items={[
              { key: 'date', label: 'Date', children: formatDateTime(data.date_created) },
              { key: 'store', label: 'Store', children: data.store.store_name },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Flex gap={8} wrap align="center">
                    <Tag>{purchaseStatusLabel(data.status, data.is_purchasable_off_platform)}</Tag>
                    {data.status === 'HOLD' ? (
                      <Link to={paths.ownerRequest(data.owner_purchase_uuid)}>
                        Approve or deny this request
                      </Link>
                    ) : null}
                  </Flex>
                ),
              },
              { key: 'guest', label: 'Guest', children: data.guest.guest_name || '—' },
              { key: 'email', label: 'E-mail', children: data.guest.guest_email || '—' },
              { key: 'phone', label: 'Phone', children: data.guest.guest_phone || '—' },
              ...(data.is_purchasable_off_platform
                ? [
                    {
                      key: 'off-platform',
                      label: 'Payment',
                      children: 'Through Airbnb, not by card: not part of your payouts',
                    },
                  ]
                : []),
            ]}
          />
          <section aria-label="Items" style={{ marginTop: 16 }}>
            <SaleLines lines={data.order_products} currency={data.currency} isPhone={isPhone} />
          </section>
          <Totals sale={data} />
        </Card>
        <OtherPurchases sale={data} />
        <Card title="Resend receipt">
          {data.has_receipt ? (
            <ResendReceiptForm purchaseId={data.id} guestEmail={data.guest_email} />
          ) : (
            <Typography.Text type="secondary">{NO_RECEIPT_TEXT}</Typography.Text>
          )}
        </Card>
      </Flex>
    </>
  );
}
