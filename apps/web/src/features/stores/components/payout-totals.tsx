import { formatMoney } from '@stayfront/core';
import type { StoreList } from '../types';

/** This month's payout total of each currency on its own line: stores' currencies are never added. */
export function PayoutTotals({ totals }: { totals: StoreList['totals'] }) {
  return (
    <>
      {totals.map(({ currency, totalPayoutAmountCurrentMonth }) => (
        <span key={currency} style={{ display: 'block' }}>
          {formatMoney(totalPayoutAmountCurrentMonth, currency)}
        </span>
      ))}
    </>
  );
}
