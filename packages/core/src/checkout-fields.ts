// Kept apart from the checkout schema (checkout.ts): the guest's checkout page checks its fields
// with these alone and so loads no zod.
export const checkoutMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  invalidPhone: 'Enter a valid phone number.',
  agreementRequired: 'You must agree to the terms and conditions to proceed.',
  paymentDeclinedTitle: 'Payment Declined',
  paymentDeclined: 'Oh no! The transaction failed, please update your billing details to proceed.',
  soldOutTitle: 'Sold out while you paid',
  soldOut:
    'Sorry, an item sold out while you were paying. Your card was refunded in full; nothing was charged.',
  /** Two checkouts of one order at once: the older one gives way (issue 14, one live payment). */
  checkoutReplaced:
    'This checkout was opened again in another tab or window. Please pay in the newest one.',
  /** A line was added, changed or removed (another tab) after the checkout read the cart. */
  cartChanged: 'Your cart changed in another tab or window. Please review it and pay again.',
  /** The host hid or closed the store while the guest was at checkout (spec section 4). */
  storeUnavailable: 'Oops! Looks like this store is unavailable.',
} as const;

/** A purchase's failure when its hold lapsed and the stock went to another guest meanwhile. */
export function soldOutWhilePayingMessage(productNames: readonly string[]) {
  return `${productNames.join(', ')} sold out while you were paying. Your card was refunded.`;
}

/** Loose international phone pattern: optional +, then digits with spaces, dots, dashes or brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,19}$/;
