import { z } from 'zod';
import type { ErrorStatus } from '../errors';

/** The spec's error body for everything but bad input. */
export const ZDetailSchema = z.object({ detail: z.string() });
/** Bad input: `{field: [message], non_field_errors: [message]}`. */
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));

// The body of each error status, as the error handler writes it from an AppError.
const ERROR_BODIES = {
  400: ZFieldErrorsSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
  413: ZDetailSchema,
  414: ZDetailSchema,
  415: ZDetailSchema,
  429: ZDetailSchema,
  503: ZDetailSchema,
} satisfies Record<ErrorStatus, z.ZodType>;

type ErrorBodies = typeof ERROR_BODIES;

/** The response schemas of the errors a route can answer, for its `response` block. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: ErrorBodies[K] } {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_BODIES[status]])) as {
    [K in S]: ErrorBodies[K];
  };
}
