import { checkoutMessages, isValidEmail, messages, PHONE_PATTERN } from '@stayfront/core';

/** Checkout field input is validated 500 ms after the last keystroke (spec section 9). */
export const CHECKOUT_DEBOUNCE_MS = 500;

export const TEST_MODE_NOTE = 'Test mode: use 4242 4242 4242 4242';

export const cardMessages = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  cvc: "Your card's security code is incomplete.",
} as const;

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
};

/** The fields in the order they show, so the first invalid one gets the focus. */
export const CUSTOMER_FIELDS: CheckoutField[] = ['firstName', 'lastName', 'phone', 'email'];
export const CARD_FIELDS: CheckoutField[] = ['cardNumber', 'expiry', 'cvc'];

/** "12/34" or "12 / 2034" as month and year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: Number(match[2]) };
}

/** Groups card digits by four as they are typed ("4242 4242 ..."). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" typed becomes "12/34". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The message of one field, or undefined when it is valid. */
export function validateField(field: CheckoutField, values: CheckoutValues): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'firstName':
      return value ? undefined : checkoutMessages.firstNameRequired;
    case 'lastName':
      return value ? undefined : checkoutMessages.lastNameRequired;
    case 'phone':
      return PHONE_PATTERN.test(value) ? undefined : checkoutMessages.invalidPhone;
    case 'email':
      return isValidEmail(value) ? undefined : messages.invalidEmail;
    case 'cardNumber':
      return /^\d{12,19}$/.test(value.replace(/\s/g, '')) ? undefined : cardMessages.number;
    case 'expiry':
      return parseExpiry(value) ? undefined : cardMessages.expiry;
    case 'cvc':
      return /^\d{3,4}$/.test(value) ? undefined : cardMessages.cvc;
  }
}

/** Every message of the given fields. */
export function validateFields(fields: CheckoutField[], values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of fields) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** API field names of update-customer and the simulated confirm, as form fields. */
export const API_FIELD_NAMES: Readonly<Record<string, CheckoutField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  card_number: 'cardNumber',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};
