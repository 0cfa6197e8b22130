import { useMemo } from 'react';
import {
  isIsoDate,
  ORDER_DATE_FILTERS,
  ORDER_STATUS_FILTERS,
  type OrderDateFilter,
  type OrderStatusFilter,
} from '@stayfront/core';
import { useSearchParams } from 'react-router';
import type { OrderFilters } from '../types';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/**
 * Issue 17: the recent orders' filters and page live in the address, so a filtered view can be
 * shared and survives a reload. Values the list does not know are dropped.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const storeId = params.get('store_id') ?? '';
  const status = params.get('status');
  const dateFilter = params.get('date_filter');
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  const filters = useMemo<OrderFilters>(() => {
    const result: OrderFilters = {};
    if (storeId) result.store_id = storeId;
    const knownStatus = oneOf<OrderStatusFilter>(ORDER_STATUS_FILTERS, status);
    if (knownStatus) result.status = knownStatus;
    const knownDate = oneOf<OrderDateFilter>(ORDER_DATE_FILTERS, dateFilter);
    if (knownDate) result.date_filter = knownDate;
    if (isIsoDate(start) && isIsoDate(end)) {
      result.start_date = start;
      result.end_date = end;
    }
    return result;
  }, [storeId, status, dateFilter, start, end]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Replaces the filters and goes back to the first page. */
  const setFilters = (next: OrderFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    setParams(search, { replace: true });
  };

  const setPage = (nextPage: number) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      search.set('page', String(nextPage));
      return search;
    });

  return { filters, page, setFilters, setPage };
}
