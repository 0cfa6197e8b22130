/** Integer cents of one currency. */
export interface CurrencyCents {
  currency: string;
  cents: number;
}

/**
 * Sums cents per currency, each currency in the order it first appears. An owner's stores can
 * sell in several currencies (a Swiss store sells in CHF, a US one in USD), and amounts in two
 * currencies are never added together: such a list has a total for each currency instead.
 */
export function sumCentsByCurrency(amounts: Iterable<CurrencyCents>): CurrencyCents[] {
  const totals = new Map<string, number>();
  for (const { currency, cents } of amounts) {
    totals.set(currency, (totals.get(currency) ?? 0) + cents);
  }
  return [...totals].map(([currency, cents]) => ({ currency, cents }));
}
