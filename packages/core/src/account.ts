import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';
import { messages } from './messages';
import { isStrongPassword } from './password';
import { maxNotificationNumbers, MAX_NOTIFICATION_NUMBERS, planMessages } from './plans';
import type { Plan } from './enums';
import { optionalText, requiredText } from './zod-fields';

/** My Account's messages and toasts, worded as the spec (owner overview, sections 5 and 8). */
export const accountMessages = {
  firstNameRequired: 'Please input enter a name.',
  invalidEmail: 'Please enter a valid email.',
  invalidPhone: 'Please input a valid phone number.',
  emailChangeConfirm:
    'The email address is changed. You will be logged out after you save the form.',
  emailTaken: 'This email address is already used by another account.',
  newPasswordRequired: 'Please input new password!',
  confirmPasswordRequired: 'Please confirm your password!',
  passwordMismatch: 'The two passwords that you entered do not match!',
  currentPasswordRequired: 'Please input your password!',
  currentPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  smsPhoneWithoutChannel: 'Select the text info you would like to receive.',
  smsChannelWithoutPhone: 'Phone number is required to receive text info.',
  smsPhoneFormat: 'Please enter a phone number as +1 (999) 999-9999.',
  cohostEmailRequired: 'Email address required.',
  cohostEmailInvalid: 'Please input a valid email.',
  cohostPhoneInvalid: 'Please input a valid US or Canadian phone number.',
  cohostPhoneWithoutChannel: 'Select the text info you would like your contact to receive.',
  cohostCannotRemoveSelf: 'You cannot remove yourself.',
  cohostAlreadyInvited: 'This e-mail address is already one of your co-hosts.',
  cohostIsOwner: 'This e-mail address is the account owner.',
  cohostHasOwnAccount:
    'This e-mail address already has its own host account. Invite another e-mail address.',
  cohostNotResendable: 'Only a pending or expired invitation can be resent.',
  accountDeletion: (email: string) =>
    `To delete your account, e-mail our support team at ${email} from the address you sign in with.`,
  toasts: {
    notificationsSaved: 'Successfully saved account notification preferences.',
    passwordChanged: 'Password changed',
    profileUpdated: 'Account information updated',
    cohostCreated: 'Co-host contact created successfully!',
    cohostUpdated: 'Co-host contact updated successfully!',
    invitationResent: 'Invitation resent successfully.',
    cohostRemoved: 'Co-Host removed successfully.',
    phoneSaveFallback: 'Error adding phone number.',
    passwordFallback: 'Error updating password',
    cohostFallback: 'Error updating co-host',
    vendorFallback: 'Error updating vendor activity',
    disconnected: (provider: string) => `${provider} disconnected`,
    disconnectFallback: (provider: string) => `Error disconnecting ${provider}`,
  },
} as const;

/** Spec section 9: 10 to 15 digits; only digits are kept. */
export const PROFILE_PHONE_PATTERN = /^\d{10,15}$/;

export const ZProfileDetailsSchema = z
  .object({
    first_name: requiredText(150, accountMessages.firstNameRequired),
    last_name: optionalText(150),
    email: requiredText(EMAIL_MAX_LENGTH, accountMessages.invalidEmail)
      .refine((value) => value === '' || isValidEmail(value), accountMessages.invalidEmail)
      .transform(normalizeEmail),
    phone: z
      .string({ error: accountMessages.invalidPhone })
      .trim()
      .transform((value) => value.replace(/\D/g, ''))
      .refine(
        (value) => value === '' || PROFILE_PHONE_PATTERN.test(value),
        accountMessages.invalidPhone,
      )
      .optional()
      .default(''),
  })
  .strict();
export type TProfileDetails = z.input<typeof ZProfileDetailsSchema>;

/** The current password is asked only when one is set (a social-only user sets a first one). */
export const ZPasswordChangeSchema = z
  .object({
    old_password: z.string().max(128).optional().default(''),
    new_password1: z
      .string({ error: accountMessages.newPasswordRequired })
      .min(1, accountMessages.newPasswordRequired)
      .max(128)
      .refine((value) => value === '' || isStrongPassword(value), messages.passwordTooWeak),
    new_password2: z
      .string({ error: accountMessages.confirmPasswordRequired })
      .min(1, accountMessages.confirmPasswordRequired)
      .max(128),
  })
  .strict()
  .refine((body) => body.new_password1 === body.new_password2, {
    path: ['new_password2'],
    message: accountMessages.passwordMismatch,
  });
export type TPasswordChange = z.input<typeof ZPasswordChangeSchema>;

/** The notification mask +1 (999) 999-9999. */
export const NOTIFICATION_PHONE_PATTERN = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;

const smsFlags = {
  is_request_sms_enabled: z.boolean().default(false),
  is_sales_sms_enabled: z.boolean().default(false),
  is_marketing_sms_enabled: z.boolean().default(false),
};

const hasChannel = (flags: {
  is_request_sms_enabled: boolean;
  is_sales_sms_enabled: boolean;
  is_marketing_sms_enabled: boolean;
}) => flags.is_request_sms_enabled || flags.is_sales_sms_enabled || flags.is_marketing_sms_enabled;

/** The spec's message for one notification row, or null when it is valid. */
export function notificationRowError(row: {
  phone_number: string;
  is_request_sms_enabled: boolean;
  is_sales_sms_enabled: boolean;
  is_marketing_sms_enabled: boolean;
}): string | null {
  if (row.phone_number && !NOTIFICATION_PHONE_PATTERN.test(row.phone_number))
    return accountMessages.smsPhoneFormat;
  if (row.phone_number && !hasChannel(row)) return accountMessages.smsPhoneWithoutChannel;
  if (!row.phone_number && hasChannel(row)) return accountMessages.smsChannelWithoutPhone;
  return null;
}

export const ZPhoneNotificationSettingSchema = z
  .object({
    id: z.uuid().nullish(),
    phone_number: z.string().trim().max(30).default(''),
    ...smsFlags,
  })
  .strict()
  .superRefine((row, ctx) => {
    const error = notificationRowError(row);
    if (error) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: error });
  });

export const ZPhoneNotificationSettingsSchema = z
  .object({
    phone_notification_settings: z
      .array(ZPhoneNotificationSettingSchema)
      .max(MAX_NOTIFICATION_NUMBERS, planMessages.tooManyNumbers),
  })
  .strict();
export type TPhoneNotificationSettings = z.input<typeof ZPhoneNotificationSettingsSchema>;

/** The plan's rule for a list of numbers, or null when it is allowed. */
export function notificationNumbersError(plan: Plan, count: number): string | null {
  const max = maxNotificationNumbers(plan);
  if (count === 0 || count <= max) return null;
  return max === 0 ? planMessages.smsNeedsPro : planMessages.moreNumbersNeedProPlus;
}

/** US or Canadian numbers: 10 digits (an optional leading 1), area code and exchange not 0/1. */
export function toNorthAmericanE164(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

const cohostContact = {
  phone_number: z.string().trim().max(30).nullish(),
  ...smsFlags,
};

function checkCohostContact(
  row: { phone_number?: string | null } & Parameters<typeof hasChannel>[0],
  ctx: z.RefinementCtx,
) {
  const phone = row.phone_number ?? '';
  if (phone && !toNorthAmericanE164(phone))
    ctx.addIssue({
      code: 'custom',
      path: ['phone_number'],
      message: accountMessages.cohostPhoneInvalid,
    });
  else if (!phone && hasChannel(row))
    ctx.addIssue({
      code: 'custom',
      path: ['phone_number'],
      message: accountMessages.smsChannelWithoutPhone,
    });
  else if (phone && !hasChannel(row))
    ctx.addIssue({
      code: 'custom',
      path: ['non_field_errors'],
      message: accountMessages.cohostPhoneWithoutChannel,
    });
}

export const ZCohostCreateSchema = z
  .object({
    email: requiredText(EMAIL_MAX_LENGTH, accountMessages.cohostEmailRequired)
      .refine((value) => value === '' || isValidEmail(value), accountMessages.cohostEmailInvalid)
      .transform(normalizeEmail),
    ...cohostContact,
  })
  .strict()
  .superRefine(checkCohostContact);
export type TCohostCreate = z.input<typeof ZCohostCreateSchema>;

/** The e-mail is fixed once invited. */
export const ZCohostUpdateSchema = z.object(cohostContact).strict().superRefine(checkCohostContact);
export type TCohostUpdate = z.input<typeof ZCohostUpdateSchema>;

/** +14155550100 as (415) 555-0100; other numbers as they are. */
export function formatNorthAmericanPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
