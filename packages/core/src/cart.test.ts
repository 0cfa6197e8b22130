import { describe, expect, it } from 'vitest';
import {
  cartLineIssues,
  earliestDeliveryDate,
  MAX_LINE_QUANTITY,
  type CartProductRules,
} from './cart';
import { cartQuantity } from './zod-fields';

const base: CartProductRules = {
  price_type: 'static',
  preorder_by: null,
  show_delivery_date: false,
  extra_fields: [],
  product_prices: [],
  has_quantity: false,
  quantity: null,
  is_early_checkin: false,
  is_late_checkout: false,
};
const today = '2026-11-22';
const fields = (issues: { field: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.field, i.message]));

describe('earliestDeliveryDate', () => {
  it('follows preorder_by: 0 from today, N days ahead, -1 or none unrestricted', () => {
    expect(earliestDeliveryDate(0, today)).toBe('2026-11-22');
    expect(earliestDeliveryDate(7, today)).toBe('2026-11-29');
    expect(earliestDeliveryDate(10, '2026-12-28')).toBe('2027-01-07');
    expect(earliestDeliveryDate(-1, today)).toBeNull();
    expect(earliestDeliveryDate(null, today)).toBeNull();
  });
});

describe('cartLineIssues', () => {
  it('accepts a plain line', () => {
    expect(cartLineIssues(base, { quantity: 2 }, today)).toEqual([]);
  });

  it('refuses quantities below one and above the stock', () => {
    expect(fields(cartLineIssues(base, { quantity: 0 }, today))).toEqual({
      quantity: 'Ensure this value is greater than or equal to 1.',
    });
    expect(fields(cartLineIssues(base, { quantity: -3 }, today)).quantity).toBeDefined();
    expect(
      fields(cartLineIssues({ ...base, has_quantity: true, quantity: 2 }, { quantity: 3 }, today)),
    ).toEqual({ quantity: 'Only 2 left in stock.' });
    expect(
      fields(cartLineIssues({ ...base, has_quantity: true, quantity: 0 }, { quantity: 1 }, today)),
    ).toEqual({ quantity: 'This item is out of stock.' });
  });

  it('takes at most 999 units of one product, whatever the stock', () => {
    const stocked = { ...base, has_quantity: true, quantity: 5_000 };
    expect(cartLineIssues(stocked, { quantity: MAX_LINE_QUANTITY }, today)).toEqual([]);
    expect(fields(cartLineIssues(stocked, { quantity: 1_000 }, today))).toEqual({
      quantity: 'Ensure this value is less than or equal to 999.',
    });
    expect(fields(cartLineIssues(base, { quantity: 2.5 }, today))).toEqual({
      quantity: 'Ensure this value is greater than or equal to 1.',
    });
  });

  it('reads a quantity field as a whole number from 1 to 999', () => {
    const field = cartQuantity();
    expect(field.safeParse(999).success).toBe(true);
    for (const bad of [0, 1_000, 2_147_483_648, 1.5, '3', null]) {
      expect(field.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(cartQuantity({ min: 0 }).safeParse(0).success).toBe(true);
  });

  it('needs a delivery date on or after the notice', () => {
    const preorder = { ...base, show_delivery_date: true, preorder_by: 3 };
    expect(fields(cartLineIssues(preorder, { quantity: 1 }, today))).toEqual({
      delivery_date: 'This field is required.',
    });
    expect(
      fields(cartLineIssues(preorder, { quantity: 1, delivery_date: '2026-11-24' }, today)),
    ).toEqual({ delivery_date: 'This date is not valid' });
    expect(cartLineIssues(preorder, { quantity: 1, delivery_date: '2026-11-25' }, today)).toEqual(
      [],
    );
    expect(
      fields(cartLineIssues(preorder, { quantity: 1, delivery_date: '2026-13-40' }, today)),
    ).toEqual({ delivery_date: 'This date is not valid' });
  });

  it('takes a variable amount of 0 or at least $0.50', () => {
    const variable = { ...base, price_type: 'variable' as const };
    expect(cartLineIssues(variable, { quantity: 1, price_cents: 0 }, today)).toEqual([]);
    expect(cartLineIssues(variable, { quantity: 1, price_cents: 50 }, today)).toEqual([]);
    expect(fields(cartLineIssues(variable, { quantity: 1, price_cents: 49 }, today))).toEqual({
      price: 'Your payment amount must be greater than $0.50',
    });
  });

  it('needs one of the options and every extra field', () => {
    const multiple = {
      ...base,
      price_type: 'multiple' as const,
      product_prices: [{ id: 'a' }],
      extra_fields: [{ id: 'f', label: 'Flight' }],
    };
    expect(fields(cartLineIssues(multiple, { quantity: 1 }, today))).toEqual({
      product_price_id: 'Please select an option',
      'extra_fields.f': 'This field is required.',
    });
    expect(
      cartLineIssues(
        multiple,
        {
          quantity: 1,
          product_price_id: 'a',
          extra_fields: [{ product_field_id: 'f', value: 'UA 12' }],
        },
        today,
      ),
    ).toEqual([]);
  });

  it('sells early check-in with options one at a time', () => {
    const early = {
      ...base,
      price_type: 'multiple' as const,
      is_early_checkin: true,
      product_prices: [{ id: 'a' }],
    };
    expect(fields(cartLineIssues(early, { quantity: 2, product_price_id: 'a' }, today))).toEqual({
      quantity: 'Only one can be requested.',
    });
  });
});
