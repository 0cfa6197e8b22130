import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutDetails, PayoutList, PayoutPeriodQuery } from '../types';
import { payoutKeys } from './keys';

export function usePayouts(start: string, end: string) {
  return useQuery({
    queryKey: payoutKeys.list(start, end),
    queryFn: () =>
      api.get<PayoutList>('services/owner/payouts/', {
        query: { start_date: start, end_date: end },
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutDetails(query: PayoutPeriodQuery | null) {
  return useQuery({
    queryKey: payoutKeys.details(query?.storeId ?? '', query?.start ?? '', query?.end ?? ''),
    queryFn: () =>
      api.get<PayoutDetails>('services/owner/payout-details/', {
        query: {
          store_id: query!.storeId,
          payout_start_date: query!.start,
          payout_end_date: query!.end,
        },
      }),
    enabled: query != null,
  });
}

/** The exports are plain links: the browser downloads while the server streams. */
export function payoutsExportHref(start: string, end: string) {
  return `/api/services/owner/payouts-export/?${new URLSearchParams({ start_date: start, end_date: end })}`;
}

export function payoutDetailsExportHref(query: PayoutPeriodQuery) {
  return `/api/services/owner/payout-details-export/?${new URLSearchParams({
    store_id: query.storeId,
    payout_start_date: query.start,
    payout_end_date: query.end,
  })}`;
}
