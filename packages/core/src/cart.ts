import { isIsoDate, toIsoDate } from './dates';
import { fieldMessages } from './field-messages';
import { messages } from './messages';
import { PRODUCT_LIMITS } from './product-constants';

/**
 * The most one order may come to, fees included ($999,999.99): the largest amount Stripe charges
 * in one payment, far above any stay's add-ons, and its sums (lines, purchases, payouts) stay
 * inside the integer cents columns.
 */
export const MAX_ORDER_CENTS = 99_999_999;

/** The most units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 999;

export const cartMessages = {
  required: messages.required,
  dateNotValid: 'This date is not valid',
  variableMinimum: 'Your payment amount must be greater than $0.50',
  variableHint: 'Minimum .50¢ due to processing fees',
  selectOption: 'Please select an option',
  quantityMinimum: 'Ensure this value is greater than or equal to 1.',
  notEnoughStock: (left: number) =>
    left <= 0 ? 'This item is out of stock.' : `Only ${left} left in stock.`,
  /** A second line of a product would take the cart's lines of it past the stock. */
  stockInCart: (left: number, held: number) =>
    `Only ${left} left in stock, and your cart already holds ${held}.`,
  orderTooLarge: 'An order can come to at most $999,999.99. Lower the quantity.',
  quantityTooLarge: fieldMessages.maxValue(MAX_LINE_QUANTITY),
  hostPreview:
    'You are in the shop preview; To add items to your cart, check out, or see full guest view, log out of your store.',
} as const;

/** What the guest's add-to-cart form needs to know about a product. */
export interface CartProductRules {
  price_type: 'static' | 'variable' | 'multiple';
  preorder_by: number | null;
  show_delivery_date: boolean;
  extra_fields: { id: string; label: string }[];
  product_prices: { id: string }[];
  has_quantity: boolean;
  quantity: number | null;
  is_early_checkin: boolean;
  is_late_checkout: boolean;
}

export interface CartLineInput {
  quantity: number;
  delivery_date?: string | null;
  price_cents?: number | null;
  product_price_id?: string | null;
  extra_fields?: { product_field_id: string; value: string }[];
}

/**
 * The earliest delivery date: today plus preorder_by days; 0 means any date from today, -1 or
 * none means no restriction (null).
 */
export function earliestDeliveryDate(preorderBy: number | null, today: string): string | null {
  if (preorderBy == null || preorderBy < 0) return null;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + preorderBy);
  return toIsoDate(date);
}

/** Early check-in / late check-out with options are bought one at a time. */
export function isSingleQuantity(
  product: Pick<CartProductRules, 'price_type' | 'is_early_checkin' | 'is_late_checkout'>,
) {
  return (
    product.price_type === 'multiple' && (product.is_early_checkin || product.is_late_checkout)
  );
}

/** Checks one cart line against its product; field names as the add call takes them. */
export function cartLineIssues(
  product: CartProductRules,
  input: CartLineInput,
  today: string,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });

  if (!Number.isInteger(input.quantity) || input.quantity < 1)
    add('quantity', cartMessages.quantityMinimum);
  else if (input.quantity > MAX_LINE_QUANTITY) add('quantity', cartMessages.quantityTooLarge);
  else if (isSingleQuantity(product) && input.quantity > 1)
    add('quantity', 'Only one can be requested.');
  else if (product.has_quantity && input.quantity > (product.quantity ?? 0)) {
    add('quantity', cartMessages.notEnoughStock(product.quantity ?? 0));
  }

  const date = input.delivery_date ?? '';
  if (product.show_delivery_date && !date) add('delivery_date', cartMessages.required);
  if (date) {
    const earliest = earliestDeliveryDate(product.preorder_by, today);
    if (!isIsoDate(date)) {
      add('delivery_date', cartMessages.dateNotValid);
    } else if (earliest && date < earliest) {
      add('delivery_date', cartMessages.dateNotValid);
    }
  }

  if (product.price_type === 'variable') {
    const cents = input.price_cents ?? 0;
    if (cents !== 0 && cents < PRODUCT_LIMITS.minPaymentCents)
      add('price', cartMessages.variableMinimum);
  }
  if (product.price_type === 'multiple') {
    if (!input.product_price_id) add('product_price_id', cartMessages.selectOption);
    else if (!product.product_prices.some((row) => row.id === input.product_price_id)) {
      add('product_price_id', cartMessages.selectOption);
    }
  }

  const values = new Map(
    (input.extra_fields ?? []).map((f) => [f.product_field_id, f.value.trim()]),
  );
  for (const field of product.extra_fields) {
    if (!values.get(field.id)) add(`extra_fields.${field.id}`, cartMessages.required);
  }
  return issues;
}
