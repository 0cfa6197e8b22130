import { useMemo } from 'react';
import {
  defaultServicesCalendarRange,
  isIsoDate,
  ORDER_STATUS_FILTERS,
  SERVICES_CALENDAR_DATE_FILTERS,
  type OrderStatusFilter,
  type ServicesCalendarDateFilter,
} from '@stayfront/core';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { CalendarFilters } from '../types';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/**
 * The calendar's filters and page live in the address, so a reload, the back button or a shared
 * link shows the same view. Missing values take the spec's defaults: today until one month
 * ahead, by date of service.
 */
export function useCalendarFilters() {
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const defaults = defaultServicesCalendarRange(today);
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const storeId = params.get('store_id') ?? '';
  const status = params.get('status');
  const dateFilter = params.get('date_filter');
  const filters = useMemo<CalendarFilters>(
    () => ({
      storeId: storeId || undefined,
      status: oneOf<OrderStatusFilter>(ORDER_STATUS_FILTERS, status),
      dateFilter:
        oneOf<ServicesCalendarDateFilter>(SERVICES_CALENDAR_DATE_FILTERS, dateFilter) ??
        'date_of_service',
      start: isIsoDate(start) ? start : defaults.start,
      end: isIsoDate(end) ? end : defaults.end,
    }),
    [storeId, status, dateFilter, start, end, defaults.start, defaults.end],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Changes some filters and goes back to the first page. */
  const setFilters = (changes: Partial<CalendarFilters>) => {
    const next = { ...filters, ...changes };
    const search = new URLSearchParams();
    if (next.storeId) search.set('store_id', next.storeId);
    if (next.status) search.set('status', next.status);
    search.set('date_filter', next.dateFilter);
    search.set('start', next.start);
    search.set('end', next.end);
    setParams(search, { replace: true });
  };

  const setPage = (nextPage: number) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('page', String(nextPage));
        return search;
      },
      { replace: false },
    );

  return { filters, page, setFilters, setPage };
}
