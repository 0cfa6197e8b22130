/** Amounts are integer cents everywhere; the API shows them as numbers with two decimals. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** An amount as the API takes it (12.5) in integer cents (1250). */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

// Making a formatter costs far more than formatting: a store page formats every tile's price.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** An amount in cents as the e-mails and pages show it ("$12.00"). */
export function formatCents(cents: number, currency = 'USD'): string {
  return formatMoney(cents / 100, currency);
}
