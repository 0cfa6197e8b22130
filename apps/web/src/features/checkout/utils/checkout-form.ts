import { checkoutMessages, isValidEmail, messages, PHONE_PATTERN } from '@stayfront/core';
import { cardMessages, parseExpiry } from '@/utils/card-input';

/** Checkout field input is validated 500 ms after the last keystroke (spec section 9). */
export const CHECKOUT_DEBOUNCE_MS = 500;

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
