import { formatCardNumber, formatExpiry } from '@/utils/card-input';
import type { MessageKey } from '@stayfront/core/i18n';
import type { CheckoutField } from './checkout-form';

interface FieldSpec {
  id: string;
  label: MessageKey;
  autoComplete: string;
  maxLength: number;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  type?: string;
  placeholder?: string;
  /** A placeholder in the guest's language, instead of `placeholder`. */
  placeholderKey?: MessageKey;
  /** Applied to what is typed before it is kept. */
  format?: (value: string) => string;
}

export const FIELD_SPECS: Record<CheckoutField, FieldSpec> = {
  firstName: {
    id: 'checkout-first-name',
    label: 'checkout.firstName',
    autoComplete: 'given-name',
    maxLength: 100,
  },
  lastName: {
    id: 'checkout-last-name',
    label: 'checkout.lastName',
    autoComplete: 'family-name',
    maxLength: 100,
  },
  phone: {
    id: 'checkout-phone',
    label: 'checkout.phone',
    autoComplete: 'tel',
    inputMode: 'tel',
    type: 'tel',
    placeholder: '+1 555 010 0000',
    maxLength: 21,
  },
  email: {
    id: 'checkout-email',
    label: 'common.email',
    autoComplete: 'email',
    inputMode: 'email',
    type: 'email',
    placeholder: 'you@example.com',
    maxLength: 254,
  },
  cardNumber: {
    id: 'checkout-card-number',
    label: 'checkout.cardNumber',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    id: 'checkout-card-expiry',
    label: 'checkout.expiry',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholderKey: 'checkout.expiryPlaceholder',
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: {
    id: 'checkout-card-cvc',
    label: 'checkout.cvc',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
    maxLength: 4,
    format: (value) => value.replace(/\D/g, ''),
  },
};

export function focusField(field: CheckoutField): void {
  document.getElementById(FIELD_SPECS[field].id)?.focus();
}
