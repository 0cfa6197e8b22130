import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '@stayfront/core';
import { api } from '@/lib/api-client';
import type { OrderFilters, OrderList } from '../types';
import { filterQuery } from '../utils';
import { orderKeys } from './keys';

/** The owner's orders, newest first (spec section 7: orders list, page size 10). */
export function getOrders(filters: OrderFilters, page: number, pageSize: number) {
  return api.get<OrderList>('services/order/list/', {
    query: { limit: pageSize, offset: (page - 1) * pageSize, ...filterQuery(filters) },
  });
}

export function getOrdersQueryOptions(
  filters: OrderFilters,
  page: number,
  pageSize = ORDERS_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: orderKeys.list(filters, page, pageSize),
    queryFn: () => getOrders(filters, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filters: OrderFilters, page: number, pageSize = ORDERS_PAGE_SIZE) {
  return useQuery(getOrdersQueryOptions(filters, page, pageSize));
}
