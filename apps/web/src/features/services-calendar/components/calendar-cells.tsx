import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/utils/format-date';
import type { CalendarRow } from '../types';

/** The day of service; when the guest chose none, the order day stands in, and says so. */
export function ServiceDate({ row }: { row: CalendarRow }) {
  return (
    <Flex vertical gap={2}>
      <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatDay(row.service_date)}</span>
      {row.delivery_date ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          No date chosen: order day
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The product with its option, quantity, the guest's note and extra answers. */
export function ServiceProduct({ row }: { row: CalendarRow }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.product_name}
        {row.option ? ` (${row.option})` : ''}
      </span>
      {row.extra_field_values.map((field) => (
        <Typography.Text key={field.label} style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {field.label}: {field.value}
        </Typography.Text>
      ))}
      {row.note ? (
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          Note: {row.note}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * Issue 17: a phone number or an e-mail never breaks across lines; one too long for the column
 * is cut with an ellipsis and stays whole in its title and its link. Each link is a line of
 * 24 px, the smallest target WCAG 2.2 allows, as the two sit one above the other.
 */
const WHOLE_VALUE = {
  fontSize: 13,
  lineHeight: '24px',
  display: 'inline-block',
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
} as const;

export function ServiceGuest({ row }: { row: CalendarRow }) {
  const { guest_name, guest_phone, guest_email } = row.guest;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span style={{ overflowWrap: 'anywhere' }}>{guest_name || '—'}</span>
      {guest_phone ? (
        <a
          href={`tel:${guest_phone.replace(/[^\d+]/g, '')}`}
          title={guest_phone}
          style={WHOLE_VALUE}
        >
          {guest_phone}
        </a>
      ) : null}
      {guest_email ? (
        <a href={`mailto:${guest_email}`} title={guest_email} style={WHOLE_VALUE}>
          {guest_email}
        </a>
      ) : null}
    </Flex>
  );
}

export function OrderLink({ row }: { row: CalendarRow }) {
  return (
    <Link
      to={paths.dashboard.sale(row.store_id, row.purchase_id)}
      aria-label={`Order #${row.order_number} details`}
    >
      #{row.order_number}
    </Link>
  );
}
