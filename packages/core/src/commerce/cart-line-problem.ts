import type { PriceType } from '../product-constants';

/**
 * Why a line in a cart cannot be paid as it stands: its product left the store (switched off or
 * deleted), the host removed or renamed its option, its price is no longer the one in the cart,
 * or fewer are left than the line asks for.
 */
export const CART_LINE_PROBLEMS = [
  'unavailable',
  'option_unavailable',
  'price_changed',
  'short',
] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

export interface CartLineFacts {
  line: { quantity: number; unitPriceCents: number };
  /** How many of the product all the cart's lines hold; the line's own quantity when omitted. */
  productInCart?: number;
  product: {
    isActive: boolean;
    deletedAt: unknown;
    priceType: PriceType;
    priceCents: number;
    hasQuantity: boolean;
    quantity: number | null;
  };
  /** The chosen option as it is now (retired once the host removed or renamed it); null without one. */
  price: { priceCents: number; retiredAt: unknown } | null;
}

/**
 * The first problem of a cart line, or null when it can be paid. The checkout refuses all but
 * `short` before it takes anything; stock is taken under its lock, so `short` here is what the shelf
 * says now and another guest may still take the last one first.
 */
export function cartLineProblem({
  line,
  product,
  price,
  productInCart = line.quantity,
}: CartLineFacts): CartLineProblem | null {
  if (!product.isActive || product.deletedAt != null) return 'unavailable';
  if (product.priceType === 'multiple' && (price === null || price.retiredAt != null)) {
    return 'option_unavailable';
  }
  if (product.priceType === 'static' && product.priceCents !== line.unitPriceCents) {
    return 'price_changed';
  }
  if (product.priceType === 'multiple' && price?.priceCents !== line.unitPriceCents) {
    return 'price_changed';
  }
  if (product.hasQuantity && (product.quantity ?? 0) < productInCart) return 'short';
  return null;
}
