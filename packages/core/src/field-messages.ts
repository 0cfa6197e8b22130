import type { z } from 'zod';
import { messages } from './messages';

/**
 * What a person reads when a field is wrong, worded as Django REST Framework words it (the
 * spec's error format comes from there). Schemas that need the spec's own text still give it;
 * every other problem is described by `issueMessage`.
 */
export const fieldMessages = {
  required: messages.required,
  notNull: 'This field may not be null.',
  blank: 'This field may not be blank.',
  invalid: 'Enter a valid value.',
  invalidString: 'Not a valid string.',
  invalidInteger: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidDate: 'Enter a valid date in the format YYYY-MM-DD.',
  invalidUuid: 'Must be a valid UUID.',
  invalidEmail: messages.invalidEmail,
  invalidUrl: 'Enter a valid URL.',
  invalidPattern: 'This value does not match the required pattern.',
  invalidChoice: 'Select a valid choice.',
  nullCharacters: 'Null characters are not allowed.',
  unknownField: 'This field is not allowed.',
  notAList: (received: string) => `Expected a list of items but got type "${received}".`,
  notAnObject: (received: string) => `Expected a dictionary of items but got type "${received}".`,
  notAnObjectBody: (received: string) =>
    `Invalid data. Expected a dictionary, but got ${received}.`,
  maxValue: (limit: number | bigint) => `Ensure this value is less than or equal to ${limit}.`,
  minValue: (limit: number | bigint) => `Ensure this value is greater than or equal to ${limit}.`,
  belowValue: (limit: number | bigint) => `Ensure this value is less than ${limit}.`,
  aboveValue: (limit: number | bigint) => `Ensure this value is greater than ${limit}.`,
  maxLength: (limit: number | bigint) =>
    `Ensure this field has no more than ${limit} character${limit === 1 ? '' : 's'}.`,
  minLength: (limit: number | bigint) =>
    `Ensure this field has at least ${limit} character${limit === 1 ? '' : 's'}.`,
  maxItems: (limit: number | bigint) =>
    `Ensure this field has no more than ${limit} element${limit === 1 ? '' : 's'}.`,
  minItems: (limit: number | bigint) =>
    `Ensure this field has at least ${limit} element${limit === 1 ? '' : 's'}.`,
  emptyList: 'This list may not be empty.',
  multipleOf: (divisor: number | bigint) => `Ensure this value is a multiple of ${divisor}.`,
} as const;

/** JSON's names for a value's type (what a client sent, not JavaScript's typeof). */
function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    case 'object':
      return 'dict';
    default:
      return typeof value;
  }
}

type Issue = z.core.$ZodRawIssue;

/** Integer schemas (z.int(), z.number().int()) say "integer" even when the input is not a number. */
function isIntegerSchema(issue: Issue): boolean {
  return (issue.inst as { isInt?: boolean } | undefined)?.isInt === true;
}

function invalidTypeMessage(issue: Issue & { expected: string }): string {
  const { input } = issue;
  if (input === undefined) return fieldMessages.required;
  if (input === null) return fieldMessages.notNull;
  switch (issue.expected) {
    case 'string':
      return fieldMessages.invalidString;
    case 'int':
    case 'bigint':
      return fieldMessages.invalidInteger;
    case 'number':
      return isIntegerSchema(issue) ? fieldMessages.invalidInteger : fieldMessages.invalidNumber;
    case 'boolean':
      return fieldMessages.invalidBoolean;
    case 'array':
    case 'tuple':
      return fieldMessages.notAList(jsonTypeName(input));
    case 'object':
    case 'record':
    case 'map':
      // The body itself (an empty path) is described the way DRF describes a non-object payload.
      return issue.path?.length
        ? fieldMessages.notAnObject(jsonTypeName(input))
        : fieldMessages.notAnObjectBody(jsonTypeName(input));
    case 'date':
      return fieldMessages.invalidDate;
    default:
      return fieldMessages.invalid;
  }
}

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  switch (issue.origin) {
    case 'string':
      if (!big && Number(limit) === 1) return fieldMessages.blank;
      return big ? fieldMessages.maxLength(limit) : fieldMessages.minLength(limit);
    case 'array':
    case 'set':
      if (!big && Number(limit) === 1) return fieldMessages.emptyList;
      return big ? fieldMessages.maxItems(limit) : fieldMessages.minItems(limit);
    default:
      if (issue.inclusive === false)
        return big ? fieldMessages.belowValue(limit) : fieldMessages.aboveValue(limit);
      return big ? fieldMessages.maxValue(limit) : fieldMessages.minValue(limit);
  }
}

function formatMessage(format: string): string {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fieldMessages.invalidUuid;
    case 'email':
      return fieldMessages.invalidEmail;
    case 'url':
      return fieldMessages.invalidUrl;
    case 'date':
      return fieldMessages.invalidDate;
    case 'regex':
      return fieldMessages.invalidPattern;
    default:
      return fieldMessages.invalid;
  }
}

/**
 * The sentence for one zod issue that its schema did not word itself. Used as zod's error map
 * wherever input from outside is checked, so no client ever reads zod's own wording
 * ("Invalid input: expected string, received undefined").
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidTypeMessage(issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'invalid_value':
      if (issue.input === undefined) return fieldMessages.required;
      if (issue.input === null) return fieldMessages.notNull;
      return fieldMessages.invalidChoice;
    case 'not_multiple_of':
      return fieldMessages.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return fieldMessages.unknownField;
    case 'invalid_union': {
      if (issue.input === undefined) return fieldMessages.required;
      if (issue.input === null) return fieldMessages.notNull;
      // Each branch's issues already carry their sentences: the first branch speaks for all.
      const first = issue.errors[0]?.[0];
      return first?.message ?? fieldMessages.invalid;
    }
    default:
      return fieldMessages.invalid;
  }
}

/** `issueMessage` in the shape zod takes as an error map (`schema.safeParse(value, { error })`). */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => issueMessage(issue);
