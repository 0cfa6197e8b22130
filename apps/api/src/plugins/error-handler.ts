import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@stayfront/core';
import { AppError, type FieldErrors } from '../errors';

function toFieldErrors(
  validation: { instancePath: string; message?: string }[],
  context: string | undefined,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const [first] = issue.instancePath.split('/').filter(Boolean);
    // A body that is not an object at all has no field to name.
    const key =
      first ?? (context === 'body' ? 'non_field_errors' : (context ?? 'non_field_errors'));
    (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) in the spec's format. */
function mapFrameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION', 'JSON parse error.', {
        non_field_errors: ['JSON parse error: the request body is not valid JSON.'],
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type in request.');
    default:
      return undefined;
  }
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(toFieldErrors(error.validation, error.validationContext));
    }
    const appError = error instanceof AppError ? error : mapFrameworkError(error);
    if (appError) {
      if (appError.statusCode >= 500) request.log.error({ err: error }, appError.message);
      return reply.status(appError.statusCode).send(appError.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: messages.somethingWentWrong });
  });
});
