import type { OrderStatusFilter, ServicesCalendarDateFilter } from '@stayfront/core';
import type { TServicesCalendarList, TServicesCalendarRow } from '@stayfront/core/contract';

/** One paid line as the services calendar shows it. */
export type CalendarRow = TServicesCalendarRow;

export type CalendarList = TServicesCalendarList;

export interface CalendarFilters {
  storeId?: string;
  status?: OrderStatusFilter;
  dateFilter: ServicesCalendarDateFilter;
  start: string;
  end: string;
}
