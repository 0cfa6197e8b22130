import {
  ORDER_LINE_STATUS_LABEL,
  ORDER_STATUS_FILTERS,
  SERVICES_CALENDAR_DATE_FILTER_LABEL,
  SERVICES_CALENDAR_DATE_FILTERS,
  type OrderStatusFilter,
  type ServicesCalendarDateFilter,
} from '@stayfront/core';
import { Card, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { CalendarFilters as Filters } from '../types';

const ALL = '';
// Spec section 9's short display format, so a date fits half a phone's width.
const DATE_FORMAT = 'D MMM YYYY';
const toDay = (date: Dayjs) => date.format('YYYY-MM-DD');

interface CalendarFiltersProps {
  filters: Filters;
  stores: { id: string; storeName: string }[];
  storesLoading: boolean;
  onChange: (changes: Partial<Filters>) => void;
}

interface FieldProps {
  id: string;
  label: string;
  children: ReactNode;
  /** The narrowest it gets before wrapping: the two dates share a row even on a phone. */
  basis?: number;
}

function Field({ id, label, children, basis = 180 }: FieldProps) {
  return (
    <Flex vertical gap={4} style={{ flex: `1 1 ${basis}px`, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      {children}
    </Flex>
  );
}

/**
 * Spec (services calendar): store, status, date type and range. The two pickers only offer
 * dates that keep the range in order.
 */
export function CalendarFilters({
  filters,
  stores,
  storesLoading,
  onChange,
}: CalendarFiltersProps) {
  const start = dayjs(filters.start);
  const end = dayjs(filters.end);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap role="group" aria-label="Filters">
        <Field id="calendar-store" label="Store">
          <Select
            id="calendar-store"
            value={filters.storeId ?? ALL}
            loading={storesLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: ALL, label: 'All stores' },
              ...stores.map((store) => ({ value: store.id, label: store.storeName })),
            ]}
            onChange={(value: string) => onChange({ storeId: value || undefined })}
          />
        </Field>
        <Field id="calendar-status" label="Status">
          <Select
            id="calendar-status"
            value={filters.status ?? ALL}
            options={[
              { value: ALL, label: 'All statuses' },
              ...ORDER_STATUS_FILTERS.map((status) => ({
                value: status,
                label: ORDER_LINE_STATUS_LABEL[status],
              })),
            ]}
            onChange={(value: string) =>
              onChange({ status: (value || undefined) as OrderStatusFilter | undefined })
            }
          />
        </Field>
        <Field id="calendar-date-type" label="Date type">
          <Select
            id="calendar-date-type"
            value={filters.dateFilter}
            options={SERVICES_CALENDAR_DATE_FILTERS.map((value) => ({
              value,
              label: SERVICES_CALENDAR_DATE_FILTER_LABEL[value],
            }))}
            onChange={(value: ServicesCalendarDateFilter) => onChange({ dateFilter: value })}
          />
        </Field>
        <Field id="calendar-start" label="From" basis={140}>
          <DatePicker
            id="calendar-start"
            value={start}
            format={DATE_FORMAT}
            allowClear={false}
            inputReadOnly
            disabledDate={(date) => date.isAfter(end, 'day')}
            onChange={(date) => date && onChange({ start: toDay(date) })}
            style={{ width: '100%' }}
          />
        </Field>
        <Field id="calendar-end" label="To" basis={140}>
          <DatePicker
            id="calendar-end"
            value={end}
            format={DATE_FORMAT}
            allowClear={false}
            inputReadOnly
            disabledDate={(date) => date.isBefore(start, 'day')}
            onChange={(date) => date && onChange({ end: toDay(date) })}
            style={{ width: '100%' }}
          />
        </Field>
      </Flex>
    </Card>
  );
}
