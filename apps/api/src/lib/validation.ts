import type { FastifySchemaCompiler } from 'fastify';
import { fieldErrorMap, fieldMessages, hasNullCharacter } from '@stayfront/core';
import type { z } from 'zod';
import { type AppError, validationError, type FieldIssue } from '../errors';

/**
 * Every text in `value` (object keys too) that holds U+0000, by path. PostgreSQL refuses the
 * character in text, so it is stopped here for every body, query and path parameter at once.
 */
export function nullCharacterIssues(value: unknown, path: PropertyKey[] = []): FieldIssue[] {
  if (typeof value === 'string') {
    return hasNullCharacter(value) ? [{ path, message: fieldMessages.nullCharacters }] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nullCharacterIssues(item, [...path, index]));
  }
  return Object.entries(value).flatMap(([key, item]) =>
    hasNullCharacter(key)
      ? [{ path, message: fieldMessages.nullCharacters }]
      : nullCharacterIssues(item, [...path, key]),
  );
}

/**
 * Checks a request part against its zod schema, worded by the shared field messages. A field
 * with a null character gets that one message, whatever else is wrong with it.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
): { value: z.output<T>; error?: undefined } | { value?: undefined; error: AppError } {
  const nullIssues = nullCharacterIssues(data);
  const result = schema.safeParse(data, { error: fieldErrorMap });
  if (result.success && nullIssues.length === 0) return { value: result.data as z.output<T> };
  const nullPaths = new Set(nullIssues.map((issue) => issue.path.join('.')));
  const otherIssues = result.success
    ? []
    : result.error.issues.filter((issue) => !nullPaths.has(issue.path.join('.')));
  return { error: validationError([...nullIssues, ...otherIssues]) };
}

/** Fastify's validator for the zod route schemas (body, querystring, params). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    parseInput(schema, data);
