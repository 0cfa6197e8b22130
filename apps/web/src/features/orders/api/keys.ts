import type { OrderFilters } from '../types';

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters, page: number, pageSize: number) =>
    ['orders', 'list', { ...filters, page, pageSize }] as const,
};
