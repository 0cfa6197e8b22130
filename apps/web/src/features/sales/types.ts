import type { TSaleDetail, TSaleLine } from '@stayfront/core/contract';

export type SaleLine = TSaleLine;

/** One purchase of an order, as the host's order detail shows it. */
export type SaleDetail = TSaleDetail;
