import { describe, expect, it } from 'vitest';
import { sumCentsByCurrency } from './currency-totals';

describe('sumCentsByCurrency', () => {
  it('adds up amounts of one currency', () => {
    expect(
      sumCentsByCurrency([
        { currency: 'USD', cents: 5000 },
        { currency: 'USD', cents: 1250 },
      ]),
    ).toEqual([{ currency: 'USD', cents: 6250 }]);
  });

  it('keeps a total per currency, in the order each first appears', () => {
    expect(
      sumCentsByCurrency([
        { currency: 'CHF', cents: 5000 },
        { currency: 'USD', cents: 5000 },
        { currency: 'CHF', cents: 100 },
      ]),
    ).toEqual([
      { currency: 'CHF', cents: 5100 },
      { currency: 'USD', cents: 5000 },
    ]);
  });

  it('has no total for no amounts', () => {
    expect(sumCentsByCurrency([])).toEqual([]);
  });
});
