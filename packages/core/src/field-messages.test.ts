import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMap, fieldMessages } from './field-messages';
import { integer, integerParam, isoDate, optionalField, optionalText } from './zod-fields';

/** The messages a schema gives for `value`, worded by the shared error map. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: fieldErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('issueMessage', () => {
  it('words missing, null and wrongly typed values as DRF does', () => {
    expect(messagesFor(z.string(), undefined)).toEqual(['This field is required.']);
    expect(messagesFor(z.string(), null)).toEqual(['This field may not be null.']);
    expect(messagesFor(z.string(), 5)).toEqual(['Not a valid string.']);
    expect(messagesFor(z.boolean(), 'yes')).toEqual(['Must be a valid boolean.']);
    expect(messagesFor(z.number(), 'ten')).toEqual(['A valid number is required.']);
    expect(messagesFor(z.number(), Number.NaN)).toEqual(['A valid number is required.']);
    expect(messagesFor(z.number().int(), 'ten')).toEqual(['A valid integer is required.']);
    expect(messagesFor(z.number().int(), 1.5)).toEqual(['A valid integer is required.']);
    expect(messagesFor(z.array(z.string()), 'a')).toEqual([
      'Expected a list of items but got type "str".',
    ]);
    expect(messagesFor(z.object({ a: z.object({}) }), { a: 1 })).toEqual([
      'Expected a dictionary of items but got type "int".',
    ]);
    expect(messagesFor(z.object({}), [])).toEqual([
      'Invalid data. Expected a dictionary, but got list.',
    ]);
  });

  it('names the limit a value or a text goes past', () => {
    expect(messagesFor(z.number().max(10), 11)).toEqual([
      'Ensure this value is less than or equal to 10.',
    ]);
    expect(messagesFor(z.number().min(0), -1)).toEqual([
      'Ensure this value is greater than or equal to 0.',
    ]);
    expect(messagesFor(z.number().lt(5), 5)).toEqual(['Ensure this value is less than 5.']);
    expect(messagesFor(z.string().max(3), 'abcd')).toEqual([
      'Ensure this field has no more than 3 characters.',
    ]);
    expect(messagesFor(z.string().min(1), '')).toEqual(['This field may not be blank.']);
    expect(messagesFor(z.string().min(8), 'short')).toEqual([
      'Ensure this field has at least 8 characters.',
    ]);
    expect(messagesFor(z.array(z.number()).min(1), [])).toEqual(['This list may not be empty.']);
    expect(messagesFor(z.array(z.number()).max(1), [1, 2])).toEqual([
      'Ensure this field has no more than 1 element.',
    ]);
  });

  it('describes formats, choices and unknown fields in plain words', () => {
    expect(messagesFor(z.uuid(), 'nope')).toEqual(['Must be a valid UUID.']);
    expect(messagesFor(z.email(), 'nope')).toEqual([fieldMessages.invalidEmail]);
    expect(messagesFor(z.iso.date(), '2027-02-30')).toEqual([
      'Enter a valid date in the format YYYY-MM-DD.',
    ]);
    expect(messagesFor(z.string().regex(/^a+$/), 'b')).toEqual([
      'This value does not match the required pattern.',
    ]);
    expect(messagesFor(z.enum(['a', 'b']), 'c')).toEqual(['Select a valid choice.']);
    expect(messagesFor(z.enum(['a', 'b']), undefined)).toEqual(['This field is required.']);
    expect(messagesFor(z.object({}).strict(), { extra: 1 })).toEqual([
      'This field is not allowed.',
    ]);
    expect(messagesFor(z.union([z.number(), z.string()]), true)).toEqual([
      'A valid number is required.',
    ]);
    expect(
      messagesFor(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual(['Enter a valid value.']);
  });

  it('leaves the messages a schema words itself alone', () => {
    expect(messagesFor(z.string().min(1, 'A name is required.'), '')).toEqual([
      'A name is required.',
    ]);
    expect(messagesFor(z.boolean({ error: 'Must be true or false.' }), 'x')).toEqual([
      'Must be true or false.',
    ]);
  });
});

describe('shared field primitives', () => {
  it('bounds integers to a PostgreSQL integer with one message', () => {
    expect(messagesFor(integer(), 2 ** 31)).toEqual([
      'Ensure this value is less than or equal to 2147483647.',
    ]);
    expect(messagesFor(integer(), 2 ** 53)).toEqual([
      'Ensure this value is less than or equal to 2147483647.',
    ]);
    expect(messagesFor(integer(), -1e308)).toEqual([
      'Ensure this value is greater than or equal to -2147483648.',
    ]);
    expect(messagesFor(integer({ min: 0, max: 10 }), 11)).toEqual([
      'Ensure this value is less than or equal to 10.',
    ]);
    expect(messagesFor(integer(), 'NaN')).toEqual(['A valid integer is required.']);
    expect(integer().parse(42)).toBe(42);
  });

  it('reads integers in query strings from plain digits only', () => {
    expect(integerParam().parse('12')).toBe(12);
    expect(integerParam().parse('-3')).toBe(-3);
    for (const text of ['', '1e3', '0x10', ' 4', 'NaN', 'Infinity', '1.5']) {
      expect(messagesFor(integerParam(), text), text).toEqual(['A valid integer is required.']);
    }
    expect(messagesFor(integerParam({ min: 0 }), '99999999999999999999')).toEqual([
      'Ensure this value is less than or equal to 2147483647.',
    ]);
  });

  it('takes only days that exist, written YYYY-MM-DD', () => {
    expect(isoDate().parse('2028-02-29')).toBe('2028-02-29');
    for (const text of ['2027-02-30', '2026-13-01', '0000-01-01', '01/02/2026', '2026-1-1', 5]) {
      expect(messagesFor(isoDate(), text), String(text)).toEqual([
        'Enter a valid date in the format YYYY-MM-DD.',
      ]);
    }
    expect(messagesFor(isoDate(), undefined)).toEqual(['This field is required.']);
  });

  it('treats null in an optional field as not given', () => {
    expect(optionalText(20).parse(null)).toBe('');
    expect(optionalText(20).parse(undefined)).toBe('');
    expect(optionalText(20).parse(' 14:00 ')).toBe('14:00');
    expect(optionalField(z.boolean(), false).parse(null)).toBe(false);
    expect(optionalField(integer(), null).parse(undefined)).toBeNull();
    expect(messagesFor(optionalText(3), 5)).toEqual(['Not a valid string.']);
  });
});
