import { describe, expect, it } from 'vitest';
import {
  addPriceRow,
  canRemovePriceRow,
  newPriceRow,
  removePriceRow,
  setVariablePrice,
  type PriceState,
} from './price-mode';

const single: PriceState = {
  price_type: 'static',
  price: '25.00',
  product_prices: [],
  is_early_checkin: false,
  is_late_checkout: false,
};

describe('price modes', () => {
  it('fixes a variable price at 0.00 and goes back to an empty single price', () => {
    const variable = setVariablePrice(single, true);
    expect(variable).toMatchObject({ price_type: 'variable', price: '0.00', product_prices: [] });
    expect(setVariablePrice(variable, false)).toMatchObject({ price_type: 'static', price: '' });
  });

  it('turns a single price into two options, the first keeping the price', () => {
    const multiple = addPriceRow(single);
    expect(multiple.price_type).toBe('multiple');
    expect(multiple.product_prices.map((row) => row.price)).toEqual(['25.00', '']);
    expect(addPriceRow(multiple).product_prices).toHaveLength(3);
  });

  it('reverts to a single price with the remaining option when down to one row', () => {
    const multiple = {
      ...single,
      price_type: 'multiple' as const,
      product_prices: [
        newPriceRow({ label: 'S', price: '10.00' }),
        newPriceRow({ label: 'L', price: '15.00' }),
      ],
    };
    const back = removePriceRow(multiple, 0);
    expect(back).toMatchObject({ price_type: 'static', price: '15.00', product_prices: [] });
  });

  it('keeps early check-in and late check-out as timed options', () => {
    const early = {
      ...single,
      is_early_checkin: true,
      price_type: 'multiple' as const,
      product_prices: [
        newPriceRow({ time_label: '14:00:00', price: '30.00' }),
        newPriceRow({ time_label: '12:00:00', price: '50.00' }),
      ],
    };
    const one = removePriceRow(early, 1);
    expect(one.price_type).toBe('multiple');
    expect(one.product_prices.map((row) => row.time_label)).toEqual(['14:00:00']);
    expect(canRemovePriceRow(one)).toBe(false);

    const late = addPriceRow({ ...single, is_late_checkout: true });
    expect(late.product_prices[0]?.time_label).toBe('13:00:00');
    const firstEarly = addPriceRow({ ...single, is_early_checkin: true });
    expect(firstEarly.product_prices[0]?.time_label).toBe('14:00:00');
  });
});
