import { describe, expect, it } from 'vitest';
import { cartLineProblem, type CartLineFacts } from './cart-line-problem';

const line = (
  product: Partial<CartLineFacts['product']> = {},
  rest: Partial<Omit<CartLineFacts, 'product'>> = {},
): CartLineFacts => ({
  line: { quantity: 2, unitPriceCents: 1200 },
  price: null,
  product: {
    isActive: true,
    deletedAt: null,
    priceType: 'static',
    priceCents: 1200,
    hasQuantity: true,
    quantity: 5,
    ...product,
  },
  ...rest,
});

describe('cartLineProblem', () => {
  it('finds nothing wrong with a line that can be paid', () => {
    expect(cartLineProblem(line())).toBeNull();
    expect(cartLineProblem(line({ hasQuantity: false, quantity: null }))).toBeNull();
    expect(cartLineProblem(line({ priceType: 'variable', priceCents: 0 }))).toBeNull();
  });

  it('says a product switched off or deleted is unavailable, before anything else', () => {
    expect(cartLineProblem(line({ isActive: false, quantity: 0 }))).toBe('unavailable');
    expect(cartLineProblem(line({ deletedAt: '2026-11-29T10:00:00Z' }))).toBe('unavailable');
  });

  it('says when the price is no longer the one in the cart', () => {
    expect(cartLineProblem(line({ priceCents: 1500 }))).toBe('price_changed');
    const option = line(
      { priceType: 'multiple' },
      { price: { priceCents: 1200, retiredAt: null } },
    );
    expect(cartLineProblem(option)).toBeNull();
    expect(cartLineProblem({ ...option, price: { priceCents: 900, retiredAt: null } })).toBe(
      'price_changed',
    );
  });

  it('says when the host removed or renamed the chosen option', () => {
    const retired = { priceCents: 1200, retiredAt: '2026-11-29T10:00:00Z' };
    expect(cartLineProblem(line({ priceType: 'multiple' }, { price: retired }))).toBe(
      'option_unavailable',
    );
    expect(cartLineProblem(line({ priceType: 'multiple' }, { price: null }))).toBe(
      'option_unavailable',
    );
    expect(
      cartLineProblem(line({ priceType: 'multiple', isActive: false }, { price: retired })),
    ).toBe('unavailable');
  });

  it('says when fewer are left than the line asks for', () => {
    expect(cartLineProblem(line({ quantity: 1 }))).toBe('short');
    expect(cartLineProblem(line({ quantity: 2 }))).toBeNull();
    expect(cartLineProblem(line({ quantity: null }))).toBe('short');
    // Two lines of one product: each fits alone, together they do not.
    expect(cartLineProblem({ ...line({ quantity: 3 }), productInCart: 4 })).toBe('short');
    expect(cartLineProblem({ ...line({ quantity: 4 }), productInCart: 4 })).toBeNull();
  });
});
