import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICES_CALENDAR_PAGE_SIZE } from '@stayfront/core';
import { API_BASE_URL, api } from '@/lib/api-client';
import type { CalendarFilters, CalendarList } from '../types';

const LIST_PATH = 'services/orderproduct/services-calendar/';
const EXPORT_PATH = 'services/orderproduct/services-calendar/export/';

/** The filters as the list and the export take them (empty ones left out). */
function filterParams(filters: CalendarFilters): Record<string, string> {
  const params: Record<string, string> = {
    date_filter: filters.dateFilter,
    start: filters.start,
    end: filters.end,
  };
  if (filters.storeId) params.store_id = filters.storeId;
  if (filters.status) params.status = filters.status;
  return params;
}

export function getServicesCalendar(
  filters: CalendarFilters,
  page: number,
  pageSize = SERVICES_CALENDAR_PAGE_SIZE,
): Promise<CalendarList> {
  return api.get<CalendarList>(LIST_PATH, {
    query: { ...filterParams(filters), limit: pageSize, offset: (page - 1) * pageSize },
  });
}

export function getServicesCalendarQueryOptions(filters: CalendarFilters, page: number) {
  return queryOptions({
    queryKey: ['services-calendar', filters, page] as const,
    queryFn: () => getServicesCalendar(filters, page),
    placeholderData: keepPreviousData,
  });
}

export function useServicesCalendar(filters: CalendarFilters, page: number) {
  return useQuery(getServicesCalendarQueryOptions(filters, page));
}

/** The address of services_calendar.csv for the same filters (a download, not a fetch). */
export function servicesCalendarExportHref(filters: CalendarFilters): string {
  return `${API_BASE_URL}${EXPORT_PATH}?${new URLSearchParams(filterParams(filters)).toString()}`;
}
