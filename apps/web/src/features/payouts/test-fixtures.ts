import { amountToCents, centsToAmount, sumCentsByCurrency } from '@stayfront/core';
import type { PayoutList, PayoutMethod, PayoutOwner, PayoutRow } from './types';

export function buildMethod(overrides: Partial<PayoutMethod> = {}): PayoutMethod {
  return {
    id: 'method-1',
    nickname: 'Main PayPal',
    type: 'PAYP',
    isActive: true,
    isDefault: true,
    accountId: 'anna@example.com',
    country: 'US',
    status: 'COMP',
    dateCreated: '2031-01-01T00:00:00Z',
    ...overrides,
  };
}

export function buildPayoutOwner(overrides: Partial<PayoutOwner> = {}): PayoutOwner {
  return {
    id: 'owner-1',
    plan: 'PRO',
    phone: '',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Lee',
    payoutMethods: [buildMethod()],
    ...overrides,
  };
}

export function buildPayoutRow(overrides: Partial<PayoutRow> = {}): PayoutRow {
  return {
    store: { id: 'store-1', store_name: 'Pine Cabin', owner_profit_percentage: 100 },
    first_date_created: '2031-07-01',
    last_date_created: '2031-07-31',
    total_owner_amount_after_balances: 40,
    currency: 'USD',
    order_products_are_paid: true,
    payouts: [{ status: 'COMP' }],
    status_label: 'Completed',
    held_reason: null,
    held_message: null,
    failure_reason: null,
    ...overrides,
  };
}

export function buildPayoutList(results: PayoutRow[]): PayoutList {
  const totals = sumCentsByCurrency(
    results.map((row) => ({
      currency: row.currency,
      cents: amountToCents(row.total_owner_amount_after_balances),
    })),
  ).map(({ currency, cents }) => ({ currency, total: centsToAmount(cents) }));
  return {
    start_date: '2031-07-01',
    end_date: '2031-07-31',
    currency: totals[0]?.currency ?? 'USD',
    total: totals[0]?.total ?? 0,
    totals,
    count: results.length,
    results,
  };
}
