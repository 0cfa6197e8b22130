/** Amounts are integer cents everywhere; the API shows them as numbers with two decimals. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** An amount as the API takes it (12.5) in integer cents (1250). */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Keeps what an amount is typed with: digits and the decimal marks '.' and ','. */
export function sanitizeTypedAmount(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

// Guests type their language's decimal mark (phones in de, fr, es and pt offer only a comma), so
// '.' and ',' both mark the decimals in every language: "12,50" and "12.50" are 12.50. Amounts
// are typed without thousands separators, so a mark followed by three digits ("1,234"), or a
// second mark ("1.234,50"), is refused rather than guessed.
const TYPED_AMOUNT = /^(\d*)(?:[.,](\d{0,2}))?$/;

/** A typed amount in integer cents ("12,5" -> 1250), or null when it is not one clear amount. */
export function parseTypedAmountCents(text: string): number | null {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match || !/\d/.test(match[0])) return null;
  const [, whole = '', decimals = ''] = match;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
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
