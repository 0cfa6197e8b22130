import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';
import { fieldMessages } from './field-messages';
import { messages } from './messages';
import { isStrongPassword } from './password';
import { optionalField, requiredText } from './zod-fields';

export const ZEmailSchema = requiredText(EMAIL_MAX_LENGTH)
  // An empty value already says it is required; no second message for it.
  .refine((value) => value === '' || isValidEmail(value), messages.invalidEmail)
  .transform(normalizeEmail);

/** Passwords are never trimmed: every character counts. */
export const ZPasswordSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.required : fieldMessages.invalidString),
  })
  .min(1, messages.required)
  .max(128, 'Ensure this field has no more than 128 characters.');

export const ZNewPasswordSchema = ZPasswordSchema.refine(
  isStrongPassword,
  messages.passwordTooWeak,
);

export const ZLoginSchema = z.object({ email: ZEmailSchema, password: ZPasswordSchema });
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZOwnerSignupSchema = z.object({
  firstName: requiredText(150),
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
  isActive: optionalField(z.boolean()),
});
export type TOwnerSignup = z.infer<typeof ZOwnerSignupSchema>;

export const ZGuestCreateSchema = z.object({
  isAnonymous: optionalField(z.boolean()),
  isActive: optionalField(z.boolean()),
  password: ZPasswordSchema,
});

export const ZResetTokenRequestSchema = z.object({ email: ZEmailSchema });

export const ZResetPasswordSchema = z.object({
  password: ZNewPasswordSchema,
  token: requiredText(200),
});

export const ZCohostSetupPasswordSchema = z.object({ password: ZNewPasswordSchema });
