import {
  ORDER_DATE_FILTER_LABEL,
  ORDER_DATE_FILTERS,
  ORDER_STATUS_FILTERS,
  type OrderDateFilter,
  type OrderStatusFilter,
} from '@stayfront/core';
import { DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { OrderFilters as Filters } from '../types';
import { statusLabel } from '@/components/order-status-tag';

interface OrderFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  stores: { id: string; storeName: string }[];
}

const DAY = 'YYYY-MM-DD';

/** Spec (recent orders): store, product status and a date range (of the order or the service). */
export function OrderFilters({ value, onChange, stores }: OrderFiltersProps) {
  const range =
    value.start_date && value.end_date
      ? ([dayjs(value.start_date), dayjs(value.end_date)] as const)
      : null;
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }} role="search" aria-label="Filter orders">
      <Select
        aria-label="Store"
        placeholder="All stores"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 200, flex: '1 1 200px' }}
        value={value.store_id}
        options={stores.map((store) => ({ value: store.id, label: store.storeName }))}
        onChange={(storeId?: string) => onChange({ ...value, store_id: storeId })}
      />
      <Select
        aria-label="Product status"
        placeholder="All statuses"
        allowClear
        style={{ minWidth: 170, flex: '1 1 170px' }}
        value={value.status}
        options={ORDER_STATUS_FILTERS.map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
        onChange={(status?: OrderStatusFilter) => onChange({ ...value, status })}
      />
      <Select
        aria-label="Date type"
        style={{ minWidth: 160, flex: '0 1 160px' }}
        value={value.date_filter ?? 'date_of_order'}
        options={ORDER_DATE_FILTERS.map((filter) => ({
          value: filter,
          label: ORDER_DATE_FILTER_LABEL[filter],
        }))}
        onChange={(dateFilter: OrderDateFilter) => onChange({ ...value, date_filter: dateFilter })}
      />
      <DatePicker.RangePicker
        aria-label="Date range"
        format={DAY}
        allowClear
        style={{ flex: '1 1 240px' }}
        value={range ? [range[0], range[1]] : null}
        onChange={(dates) =>
          onChange({
            ...value,
            start_date: dates?.[0]?.format(DAY),
            end_date: dates?.[1]?.format(DAY),
          })
        }
      />
    </Flex>
  );
}
