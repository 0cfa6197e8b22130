import { formatMoney, purchaseStatusLabel } from '@stayfront/core';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SaleDetail } from '../types';

/**
 * The order's other purchases (a request beside the items paid at once, a local vendor's items):
 * the detail shows one purchase, so the rest of what the guest ordered is a link away.
 */
export function OtherPurchases({ sale }: { sale: SaleDetail }) {
  if (sale.other_purchases.length === 0) return null;
  const title = `Also in order #${sale.order_number}`;
  return (
    <Card title={title} role="region" aria-label={title}>
      <ul className="other-purchases" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sale.other_purchases.map((other) => (
          <li key={other.id} style={{ padding: '8px 0' }}>
            <Flex gap={12} wrap align="center" justify="space-between">
              <Flex gap={8} wrap align="center" style={{ minWidth: 0 }}>
                <Tag>{purchaseStatusLabel(other.status, other.is_purchasable_off_platform)}</Tag>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                  {other.product_names.join(', ')}
                </Typography.Text>
              </Flex>
              <Flex gap={12} align="center">
                <Typography.Text strong>{formatMoney(other.total, sale.currency)}</Typography.Text>
                <Link
                  to={paths.dashboard.sale(sale.store.id, other.id)}
                  aria-label={`Purchase details: ${other.product_names.join(', ')}`}
                >
                  Purchase details
                </Link>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
