import { isStrongPassword, isValidEmail, messages } from '@stayfront/core';
import type { FormRule } from 'antd';

/** Required, then a valid address (checked when the field is left, and on submit). */
export const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: messages.required },
  {
    validator: (_rule, value?: string) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(messages.invalidEmail)),
    validateTrigger: 'onBlur',
  },
];

/** Required, then the password rules (the live checklist shows them while typing). */
export const newPasswordRules: FormRule[] = [
  { required: true, message: messages.required },
  {
    validator: (_rule, value?: string) =>
      !value || isStrongPassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(messages.passwordTooWeak)),
    validateTrigger: 'onBlur',
  },
];

/** The confirmation must equal the field `passwordField`. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: messages.required },
    ({ getFieldValue }) => ({
      validator: (_rule, value?: string) =>
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(messages.passwordMismatch)),
    }),
  ];
}

export const VALIDATE_ON_CHANGE_AND_BLUR = ['onChange', 'onBlur'];
