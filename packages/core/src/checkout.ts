import { z } from 'zod';

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

export const ZCustomerDetailsSchema = z.object({
  first_name: z
    .string({ error: checkoutMessages.firstNameRequired })
    .trim()
    .min(1, checkoutMessages.firstNameRequired)
    .max(100),
  last_name: z
    .string({ error: checkoutMessages.lastNameRequired })
    .trim()
    .min(1, checkoutMessages.lastNameRequired)
    .max(100),
  phone: z
    .string({ error: checkoutMessages.invalidPhone })
    .trim()
    .regex(PHONE_PATTERN, checkoutMessages.invalidPhone),
});
export type TCustomerDetails = z.infer<typeof ZCustomerDetailsSchema>;
