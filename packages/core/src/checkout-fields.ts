// Kept apart from the checkout schema (checkout.ts): the guest's checkout page checks its fields
// with these alone and so loads no zod.
export const checkoutMessages = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  invalidPhone: 'Enter a valid phone number.',
  agreementRequired: 'You must agree to the terms and conditions to proceed.',
  paymentDeclinedTitle: 'Payment Declined',
  paymentDeclined: 'Oh no! The transaction failed, please update your billing details to proceed.',
} as const;

/** Loose international phone pattern: optional +, then digits with spaces, dots, dashes or brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,19}$/;
