import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { isIsoDate } from './dates';
import { fieldMessages } from './field-messages';
import { messages } from './messages';

/** The range of PostgreSQL's `integer`, where counts, quantities and positions are stored. */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

/** A text must never carry U+0000: PostgreSQL cannot store it in text columns. */
export function hasNullCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/** A trimmed text that must not be empty, with the message the form shows when it is. */
export function requiredText(max: number, requiredMessage: string = messages.required) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : fieldMessages.invalidString),
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, fieldMessages.maxLength(max));
}

/** A trimmed text that may be left out or sent as null (stored as ''). */
export function optionalText(max: number) {
  return optionalField(
    z.string({ error: fieldMessages.invalidString }).trim().max(max, fieldMessages.maxLength(max)),
    '',
  );
}

/**
 * A field that may be left out or sent as null, both meaning "not given": the web app and older
 * clients send null for an empty optional value. `fallback` is what "not given" becomes.
 */
export function optionalField<
  T extends z.ZodType,
  F extends z.output<T> | null | undefined = undefined,
>(schema: T, fallback?: F) {
  return schema.nullish().transform((value) => (value ?? fallback) as z.output<T> | F);
}

/** A whole number within `min`..`max`, by default the range of a PostgreSQL integer column. */
export function integer({
  min = INTEGER_MIN,
  max = INTEGER_MAX,
}: { min?: number; max?: number } = {}) {
  // Bounds first, and each stops the checks: 2**53 gets one message naming this field's limit.
  return z.number().min(min, { abort: true }).max(max, { abort: true }).int();
}

/**
 * A cart line's quantity as the add and update calls take it. Here, not beside the cart rules:
 * the guest's store page imports those, and zod must not come with them.
 */
export function cartQuantity({ min = 1 }: { min?: number } = {}): z.ZodNumber {
  return integer({ min, max: MAX_LINE_QUANTITY });
}

/**
 * A whole number sent as a query string or path parameter. Only plain digits count: `1e3`,
 * `0x10` or an empty value are not numbers a person typed.
 */
export function integerParam(bounds: { min?: number; max?: number } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
    integer(bounds),
  );
}

/** A day written YYYY-MM-DD that exists in the calendar. */
export function isoDate(message: string = fieldMessages.invalidDate) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? undefined : message) })
    .refine(isIsoDate, { message, abort: true });
}
