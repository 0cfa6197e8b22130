/** Amounts are integer cents everywhere; the API shows them as numbers with two decimals. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatMoney(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
