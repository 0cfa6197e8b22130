import { z } from 'zod';
import { messages } from './messages';

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A trimmed text that must not be empty, with the message the form shows when it is. */
export function requiredText(max: number, requiredMessage: string = messages.required) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? requiredMessage : 'Not a valid string.'),
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLong(max));
}

/** A trimmed text that may be left out (stored as ''). */
export function optionalText(max: number) {
  return z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, tooLong(max))
    .optional()
    .default('');
}
