import { useEffect, useRef, useState } from 'react';
import {
  CHECKOUT_DEBOUNCE_MS,
  EMPTY_CHECKOUT_VALUES,
  validateField,
  validateFields,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '../utils/checkout-form';
import { focusField } from '../utils/field-specs';
import { rememberedDetails } from '../utils/remembered-details';

/** Guest e-mails of anonymous accounts are not real addresses: they are not offered. */
function prefilledEmail(email: string | undefined): string {
  return email && !email.endsWith('.invalid') ? email : '';
}

/**
 * The typed values of the checkout form and their messages: a field is checked
 * CHECKOUT_DEBOUNCE_MS after its last keystroke, or at once by `check`.
 */
export function useCheckoutFields(orderId: string, guestEmail: string | undefined) {
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT_VALUES,
    ...rememberedDetails(orderId),
    email: prefilledEmail(guestEmail),
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const timers = useRef(new Map<CheckoutField, ReturnType<typeof setTimeout>>());
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const change = (field: CheckoutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => {
        const error = validateField(field, valuesRef.current);
        setErrors((current) => ({ ...current, [field]: error }));
      }, CHECKOUT_DEBOUNCE_MS),
    );
  };

  /** Shows the messages of `fields`; focuses the first invalid one. Whether all are valid. */
  const check = (fields: CheckoutField[]): boolean => {
    fields.forEach((field) => clearTimeout(timers.current.get(field)));
    const found = validateFields(fields, values);
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) next[field] = found[field];
      return next;
    });
    const first = fields.find((field) => found[field]);
    if (first) focusField(first);
    return !first;
  };

  /** Puts messages the API gave on their fields. */
  const place = (placed: CheckoutErrors) => setErrors((current) => ({ ...current, ...placed }));

  return { values, errors, change, check, place };
}
